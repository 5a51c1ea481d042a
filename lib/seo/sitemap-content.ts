/**
 * The sitemap with the content desk's publications dated: each changed page's `lastmod` becomes
 * the day of its latest publication when that is later. Edge-safe string work, like
 * writeSitemapOverrides (lib/seo/sitemap-overrides.ts).
 */
export function writeContentLastmod(xml: string, published: Readonly<Record<string, number>>, site: string): string {
  const origin = site.replace(/\/+$/, "");
  return xml.replace(/<url>([\s\S]*?)<\/url>/g, (entry, body: string) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "";
    if (!loc.startsWith(origin)) return entry;
    const at = published[loc.slice(origin.length) || "/"];
    if (!at) return entry;
    const day = new Date(at).toISOString().slice(0, 10);
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1];
    if (lastmod && lastmod.slice(0, 10) >= day) return entry;
    return lastmod
      ? entry.replace(`<lastmod>${lastmod}</lastmod>`, `<lastmod>${day}</lastmod>`)
      : entry.replace("</loc>", `</loc><lastmod>${day}</lastmod>`);
  });
}
