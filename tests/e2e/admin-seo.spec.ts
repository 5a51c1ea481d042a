/**
 * The SEO desk's review (issue 31, part 1): /admin/seo shows every page of this build with the
 * findings of `npm run seo`, computed here over the same build (NEXT_DIST_DIR) and compared row by
 * row; its filter keeps the pages with problems; a page's sheet previews its search result and
 * social card, and shows its JSON-LD, robots directives and HTTP status. The review reads the build,
 * not the store: one server is enough (the store-backed parts of the desk are tested on both).
 */
import { seoPagePath } from "../../lib/config/admin.ts";
import { nextDistDir } from "../../scripts/gates/next-build.ts";
import { auditBuild } from "../../scripts/gates/seo-build.ts";
import { expect, interactive, main, signedInTest as test, visit } from "./admin-support.ts";

const report = auditBuild({ distDir: nextDistDir() });
const rulesOf = (path: string) =>
  report.findings
    .filter((finding) => finding.path === path)
    .map((finding) => finding.rule)
    .sort();

test("the review lists every page of the build with npm run seo's findings, in French", async ({ page }) => {
  await visit(page, "/admin/seo");
  const rows = main(page).locator("tbody tr[data-seo-page]");
  await expect(rows).toHaveCount(report.rows.length);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      path: tr.getAttribute("data-seo-page") ?? "",
      width: Number(tr.querySelector("[data-seo-title-width]")?.getAttribute("data-seo-title-width")),
      rules: [...tr.querySelectorAll("[data-seo-rule]")].map((li) => li.getAttribute("data-seo-rule") ?? "").sort(),
      text: tr.textContent ?? "",
    })),
  );
  expect(shown.map((row) => row.path).sort()).toEqual(report.rows.map((row) => row.path).sort());
  for (const row of report.rows) {
    const desk = shown.find((candidate) => candidate.path === row.path)!;
    expect(desk.width, row.path).toBe(row.titleWidth);
    expect(desk.rules, row.path).toEqual(rulesOf(row.path));
    for (const finding of report.findings.filter((f) => f.path === row.path))
      expect(desk.text).toContain(finding.messageFr);
  }
  await expect(main(page).locator("[data-seo-summary]")).toContainText(`${report.rows.length} pages`);
});

test("the filter keeps exactly the pages with a problem", async ({ page }) => {
  const withProblems = report.rows.filter((row) => rulesOf(row.path).length > 0).map((row) => row.path);
  await visit(page, "/admin/seo");
  await main(page)
    .getByRole("link", { name: `Pages à corriger (${withProblems.length})` })
    .click();
  await expect(page).toHaveURL(/problemes=1/);
  await expect(main(page).getByRole("link", { name: /^Pages à corriger/ })).toHaveAttribute("aria-current", "page");
  const paths = await main(page)
    .locator("tbody tr[data-seo-page]")
    .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-seo-page")));
  expect(paths.sort()).toEqual([...withProblems].sort());
});

test("a page's sheet: search result and social card previews, JSON-LD, robots and status", async ({ page }) => {
  const row = report.rows.find((candidate) => candidate.path === "/tarifs/crmpro")!;
  await visit(page, "/admin/seo");
  await main(page).getByRole("link", { name: "/tarifs/crmpro", exact: true }).click();
  await expect(page).toHaveURL(seoPagePath("/tarifs/crmpro"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fiche SEO : /tarifs/crmpro");
  for (const device of ["desktop", "mobile"]) {
    const preview = main(page).locator(`[data-serp-preview="${device}"]`);
    await expect(preview.locator("[data-serp-title]")).toHaveText(row.title ?? "");
    await expect(preview).toContainText(row.description ?? "");
  }
  const card = main(page).locator("[data-social-preview]");
  await expect(card).toContainText(row.ogTitle ?? "");
  const image = card.getByRole("img");
  await expect(image).toHaveAttribute("alt", row.ogImageAlt ?? "");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expect(main(page).locator("[data-seo-status]")).toHaveText("200 (OK)");
  await expect(main(page).locator("[data-seo-robots]")).toHaveText(/^Aucune/);
  const blocks = main(page).locator("[data-seo-json-ld]");
  await expect(blocks.first()).toContainText('"@context": "https://schema.org"');
  for (const type of row.jsonLdTypes) await expect(blocks.filter({ hasText: `"${type}"` }).first()).toBeVisible();
});

test("the not-found page's sheet says 404 and noindex; an unknown address is refused in French", async ({ page }) => {
  await visit(page, seoPagePath("/404"));
  await expect(main(page).locator("[data-seo-status]")).toHaveText("404 (page introuvable)");
  await expect(main(page).locator("[data-seo-robots]")).toContainText("noindex");
  await visit(page, seoPagePath("/nulle-part"));
  await expect(main(page).getByRole("alert")).toHaveText("Le site n'a pas de page à l'adresse « /nulle-part ».");
  await interactive(page);
  await main(page).getByRole("link", { name: "Retour à la liste des pages" }).click();
  await expect(page).toHaveURL(/\/admin\/seo$/);
});
