import { describe, expect, it } from "vitest";
import { writeBlogSitemap } from "./sitemap-blog.ts";

const SITE = "https://www.exemple.fr";
const built = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  `<url><loc>${SITE}</loc></url>`,
  `<url><loc>${SITE}/blog</loc><lastmod>2025-04-24</lastmod></url>`,
  `<url><loc>${SITE}/blog/devis-rapides</loc><lastmod>2025-04-01</lastmod></url>`,
  `<url><loc>${SITE}/blog/ancien-article</loc><lastmod>2025-04-24</lastmod></url>`,
  `<url><loc>${SITE}/tarifs</loc></url>`,
  "</urlset>",
].join("\n");

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((m) => `${m[1]} ${m[2] ?? "-"}`);

describe("the sitemap with the blog of the store", () => {
  it("lists the published articles with their last change, the list at the newest, and nothing else of the blog", () => {
    const xml = writeBlogSitemap(
      built,
      [
        { slug: "declarer-sa-tva", modified: new Date("2026-11-20T09:00:00Z") },
        { slug: "devis-rapides", modified: new Date("2025-04-01T00:00:00Z") },
      ],
      `${SITE}/`,
    );
    expect(locs(xml)).toEqual([
      `${SITE} -`,
      `${SITE}/blog 2026-11-20`,
      `${SITE}/blog/declarer-sa-tva 2026-11-20`,
      `${SITE}/blog/devis-rapides 2025-04-01`,
      `${SITE}/tarifs -`,
    ]);
    expect(xml.endsWith("</urlset>")).toBe(true);
  });

  it("keeps /blog without a date when no article is out, and adds it when the build had none", () => {
    expect(locs(writeBlogSitemap(built, [], SITE))).toEqual([`${SITE} -`, `${SITE}/blog -`, `${SITE}/tarifs -`]);
    const withoutBlog = built.replace(/<url><loc>[^<]*\/blog[^<]*<\/loc>[^\n]*\n/g, "");
    expect(locs(writeBlogSitemap(withoutBlog, [{ slug: "a-b", modified: new Date("2026-01-02") }], SITE))).toEqual([
      `${SITE} -`,
      `${SITE}/tarifs -`,
      `${SITE}/blog 2026-01-02`,
      `${SITE}/blog/a-b 2026-01-02`,
    ]);
  });
});
