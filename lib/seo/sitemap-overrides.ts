import type { SeoOverrides } from "../config/seo-overrides.ts";

/**
 * The sitemap as built (public/sitemap.xml, written by next-sitemap) with the SEO desk's values
 *, edge-safe: a page set to noindex leaves it, a page whose values changed gets its
 * `lastmod` at the day of that change (when it is later than the content's own date).
 */
export function writeSitemapOverrides(xml: string, overrides: SeoOverrides, site: string): string {
  const origin = site.replace(/\/+$/, "");
  return xml.replace(/<url>([\s\S]*?)<\/url>\s*/g, (entry, body: string) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "";
    if (!loc.startsWith(origin)) return entry;
    const path = loc.slice(origin.length) || "/";
    const override = overrides[path];
    if (!override) return entry;
    if (override.noindex) return "";
    const day = override.changedAt.slice(0, 10);
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1];
    if (lastmod && lastmod.slice(0, 10) >= day) return entry;
    return lastmod
      ? entry.replace(`<lastmod>${lastmod}</lastmod>`, `<lastmod>${day}</lastmod>`)
      : entry.replace("</loc>", `</loc><lastmod>${day}</lastmod>`);
  });
}
