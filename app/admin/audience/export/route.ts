import { audienceCsv } from "../../../../lib/server/audience/audience-csv.ts";
import { AUDIENCE_MESSAGES, isAudienceTable } from "../../../../lib/server/audience/audience-labels.ts";
import { TABLE_PARAM } from "../../../../lib/server/audience/audience-links.ts";
import { parseAudiencePeriod } from "../../../../lib/server/audience/audience-period.ts";
import { audienceReport } from "../../../../lib/server/audience/audience-report.ts";
import { parsePageSort, sortPages } from "../../../../lib/server/audience/audience-sort.ts";
import { recordAudit } from "../../../../lib/server/audit/audit.ts";
import { staffForRequest } from "../../../../lib/server/staff-guard.ts";

const refuse = (error: string) => Response.json({ error }, { status: 400, headers: { "Cache-Control": "no-store" } });

/**
 * GET /admin/audience/export?tableau=pages|sources|campagnes|vitesse|jours&periode=…&du=…&au=…&tri=…&ordre=…:
 * one table of the audience desk over its period, every row in the screen's order, as a CSV for
 * French Excel (the leads export's cells), as a download. Audited; never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const guarded = await staffForRequest(request, "audience");
  if (guarded instanceof Response) return guarded;
  const params = new URL(request.url).searchParams;
  const table = params.get(TABLE_PARAM);
  if (!isAudienceTable(table)) return refuse(AUDIENCE_MESSAGES.unknownTable);
  const { period, errors } = parseAudiencePeriod(params, Date.now());
  if (errors.length) return refuse(errors.join(" "));
  const report = await audienceReport(guarded.directory.db, period);
  const { body, rows } = audienceCsv(table, { ...report, pages: sortPages(report.pages, parsePageSort(params)) });
  await recordAudit(guarded.directory.db, {
    actorId: guarded.staff.userId,
    action: "audience-export",
    detail: `${table}, csv, ${rows} ${rows > 1 ? "lignes" : "ligne"}, du=${period.from}, au=${period.to}`,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audience-${table}-${period.from}-au-${period.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
