import { describe, expect, it } from "vitest";
import { isIndexable, pathOf, sitemapXml } from "./sitemap.ts";

describe("sitemap", () => {
  it("keeps ordinary pages and leaves out 404, maintenance, aliases and noindex pages", () => {
    const page = "<html><head><title>x</title></head></html>";
    expect(isIndexable("/tarifs", page)).toBe(true);
    expect(isIndexable("/404", page)).toBe(false);
    expect(isIndexable("/maintenance", page)).toBe(false);
    expect(isIndexable("/faq", page)).toBe(false);
    expect(isIndexable("/crmpro", page)).toBe(false);
    expect(isIndexable("/x", '<meta name="robots" content="noindex, follow">')).toBe(false);
    expect(isIndexable("/y", '<meta http-equiv="refresh" content="0; url=/">')).toBe(false);
  });

  it("normalises Astro pathnames", () => {
    expect(pathOf("")).toBe("/");
    expect(pathOf("blog/article/")).toBe("/blog/article");
    expect(pathOf("/cgv")).toBe("/cgv");
  });

  it("writes absolute, sorted, escaped URLs", () => {
    const xml = sitemapXml("https://gestio.fr", ["/tarifs", "/", "/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.indexOf("https://gestio.fr/<")).toBeLessThan(xml.indexOf("https://gestio.fr/tarifs"));
    expect(xml).toContain("<loc>https://gestio.fr/a&amp;b</loc>");
  });
});
