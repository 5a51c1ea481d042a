import type { APIContext } from "astro";

/** robots.txt with the absolute address of the sitemap, built from SITE_URL. */
export function GET(context: APIContext): Response {
  const sitemapUrl = new URL("/sitemap.xml", context.site ?? "http://127.0.0.1:4321").href;
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
