import { newsletterProofsOfLeads } from "../../../lib/server/newsletter/proof.ts";
import { toExcelCsv, toJsonLines } from "../../../lib/server/staff/lead-export.ts";
import { exportLeads, parseLeadFilters, recordLeadExport } from "../../../lib/server/staff/leads-desk.ts";
import { staffForRequest } from "../../../lib/server/staff-guard.ts";

/**
 * GET /admin/export?format=csv|json&type=…&du=…&au=…&q=…: the leads matching the list's filters,
 * as `npm run leads -- export` writes them (JSON Lines, or a CSV with a BOM and semicolons for
 * French Excel), as a download. Audited; never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const guarded = await staffForRequest(request, "leads");
  if (guarded instanceof Response) return guarded;
  const url = new URL(request.url);
  const format = url.searchParams.get("format") === "json" ? "json" : "csv";
  const { filters, errors } = parseLeadFilters(url.searchParams);
  if (errors.length)
    return Response.json({ error: errors.join(" ") }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const leads = await exportLeads(guarded.directory.db, filters, { viewerId: guarded.staff.userId, now: Date.now() });
  const proofs = await newsletterProofsOfLeads(
    guarded.directory.db,
    leads.filter((lead) => lead.type === "newsletter").map((lead) => lead.id),
  );
  await recordLeadExport(guarded.directory.db, guarded.staff.userId, { format, count: leads.length, filters });
  const day = new Date().toISOString().slice(0, 10);
  const [body, type, extension] =
    format === "json"
      ? [toJsonLines(leads, proofs), "application/x-ndjson; charset=utf-8", "jsonl"]
      : [toExcelCsv(leads, proofs), "text/csv; charset=utf-8", "csv"];
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="demandes-${day}.${extension}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
