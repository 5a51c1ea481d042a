import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";

/** Paths never listed, whatever their HTML says. */
const EXCLUDED = new Set([
  "/404",
  "/maintenance",
  ...Object.keys(INTERNAL_REDIRECTS),
  ...Object.keys(PRODUCT_REDIRECTS),
]);

const NOINDEX = /<meta\s+name=["']?robots["']?\s+content=["'][^"']*noindex/i;
const REFRESH = /<meta\s+http-equiv=["']?refresh["']?/i;

/** A page belongs in the sitemap unless excluded by path, marked noindex or a redirect. */
export function isIndexable(path: string, html: string): boolean {
  return !EXCLUDED.has(path) && !NOINDEX.test(html) && !REFRESH.test(html);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...paths]
    .sort((a, b) => a.localeCompare(b))
    .map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** "" → "/", "blog/x/" → "/blog/x" (the site uses trailingSlash "never"). */
export function pathOf(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}`;
}

/**
 * Writes sitemap.xml after the build from the pages actually built, so a new page is
 * listed without anyone editing a list, and a noindex page is left out by itself.
 */
export function sitemap(origin: string): AstroIntegration {
  return {
    name: "site-sitemap",
    hooks: {
      "astro:build:done": async ({ dir, pages, logger }) => {
        const root = fileURLToPath(dir);
        const indexable: string[] = [];
        for (const { pathname } of pages) {
          const path = pathOf(pathname);
          const file = path === "/" ? "index.html" : `${path.slice(1)}.html`;
          const html = await readFile(`${root}/${file}`, "utf8").catch(() => undefined);
          if (html !== undefined && isIndexable(path, html)) indexable.push(path);
        }
        await writeFile(`${root}/sitemap.xml`, sitemapXml(origin.replace(/\/+$/, ""), indexable));
        logger.info(`sitemap.xml: ${indexable.length} pages`);
      },
    },
  };
}
