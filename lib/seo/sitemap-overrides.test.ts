import { expect, it } from "vitest";
import { writeSitemapOverrides } from "./sitemap-overrides.ts";

const SITE = "https://www.gestio.fr";
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${SITE}</loc></url>
<url><loc>${SITE}/blog</loc><lastmod>2025-04-24</lastmod></url>
<url><loc>${SITE}/cgv</loc><lastmod>2025-08-25</lastmod></url>
<url><loc>${SITE}/tarifs</loc></url>
</urlset>`;

it("drops the pages set to noindex and dates the changed ones by their change", () => {
  const written = writeSitemapOverrides(
    XML,
    {
      "/": { title: "Accueil", changedAt: "2026-11-25T10:00:00.000Z" },
      "/blog": { description: "Les articles", changedAt: "2026-11-24T23:00:00.000Z" },
      "/cgv": { title: "CGV", changedAt: "2025-01-01T00:00:00.000Z" },
      "/tarifs": { noindex: true, changedAt: "2026-11-25T10:00:00.000Z" },
    },
    SITE,
  );
  expect(written).toContain(`<url><loc>${SITE}</loc><lastmod>2026-11-25</lastmod></url>`);
  expect(written).toContain(`<url><loc>${SITE}/blog</loc><lastmod>2026-11-24</lastmod></url>`);
  // The content's own date is later than the change: it stays.
  expect(written).toContain(`<url><loc>${SITE}/cgv</loc><lastmod>2025-08-25</lastmod></url>`);
  expect(written).not.toContain("/tarifs");
  expect(written.endsWith("</urlset>")).toBe(true);
});

it("is the sitemap as built without overrides", () => {
  expect(writeSitemapOverrides(XML, {}, SITE)).toBe(XML);
});
