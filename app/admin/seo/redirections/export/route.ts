import { redirectsCsv } from "../../../../../lib/seo/redirects-csv.ts";
import { listRedirects } from "../../../../../lib/server/seo/redirects-store.ts";
import { staffForRequest } from "../../../../../lib/server/staff-guard.ts";

/**
 * GET /admin/seo/redirections/export: every redirect of the SEO desk with its uses, as
 * a CSV for French Excel (BOM, semicolons) that the import reads back. Never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const guarded = await staffForRequest(request, "seo");
  if (guarded instanceof Response) return guarded;
  const redirects = await listRedirects(guarded.directory.db);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(redirectsCsv(redirects), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="redirections-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
