import { FOOTER_INTERNAL, FOOTER_SOCIAL, FOOTER_SOLUTIONS, HEADER_NAV, isMenu } from "../../lib/config/navigation.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { EXPECTS_CSP_VIOLATION, expect, test } from "../browser-test.ts";
import { collectPageProblems, DESKTOP, interactive, internalLinks, MOBILE, visit } from "./helpers.ts";
import { quietVisitor } from "./visitor.ts";

// The cookie banner and the pre-registration popup have their own tests; here they stay away.
test.beforeEach(async ({ page }) => quietVisitor(page));

test.describe("header and footer on desktop", () => {
  test.use({ viewport: DESKTOP });

  test("every internal link of the header and footer resolves", async ({ page, request }) => {
    await page.goto("/");
    const links = [...(await internalLinks(page, "header")), ...(await internalLinks(page, "footer"))];
    for (const item of HEADER_NAV) {
      if (isMenu(item)) for (const link of item.links) expect(links).toContain(link.href);
      else expect(links).toContain(item.href);
    }
    for (const link of FOOTER_INTERNAL) expect(links).toContain(link.href);
    expect(links).toContain("/essai-gratuit");
    for (const href of new Set(links)) {
      const res = await request.get(href);
      expect(res.status(), `${href} should resolve`).toBe(200);
    }
  });

  test("external footer links open in a new tab without leaking the opener", async ({ page }) => {
    await visit(page, "/"); // the year and the Contact button below are the footer's client parts
    for (const link of [...FOOTER_SOLUTIONS, ...FOOTER_SOCIAL]) {
      const anchor = page.locator(`footer a[href="${link.href}"]`);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
    // A link to /contact until the page's script runs, then the button that opens the dialog.
    await expect(page.locator("footer").getByRole("button", { name: "Contact" })).toBeVisible();
  });

  test("the skip link is the first stop and leads to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the Tarifs and Ressources menus work with the keyboard", async ({ page }) => {
    await visit(page, "/");
    const tarifs = page.getByRole("button", { name: "Tarifs" });
    await tarifs.focus();
    await expect(tarifs).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(tarifs).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#menu-tarifs");
    await expect(menu.getByRole("link")).toHaveCount(6);
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "CRMPro" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Note 2 Frais" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("link", { name: "Tous les tarifs" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tarifs).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(tarifs).toBeFocused();

    const ressources = page.getByRole("button", { name: "Ressources" });
    await ressources.focus();
    await page.keyboard.press("Space");
    await expect(ressources).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowUp");
    await expect(page.locator("#menu-ressources").getByRole("link", { name: "Blog" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a menu opens by mouse and closes on an outside click", async ({ page }) => {
    await visit(page, "/");
    const ressources = page.getByRole("button", { name: "Ressources" });
    await ressources.click();
    await expect(page.locator("#menu-ressources")).toBeVisible();
    await page.getByRole("button", { name: "Tarifs" }).click();
    await expect(page.locator("#menu-ressources")).toBeHidden();
    await expect(page.locator("#menu-tarifs")).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(page.locator("#menu-tarifs")).toBeHidden();
  });
});

test.describe("header on mobile (375 px)", () => {
  test.use({ viewport: MOBILE });

  test("the toggle opens a stacked menu with every link, and a link closes it", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("button", { name: "Tarifs" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const closeToggle = page.getByRole("button", { name: "Fermer le menu" });
    await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (const item of HEADER_NAV) {
      const hrefs = isMenu(item) ? item.links.map((l) => l.href) : [item.href];
      for (const href of hrefs) await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Commencer gratuitement" })).toBeVisible();
    await closeToggle.click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("link", { name: "À propos" }).click();
    await expect(page).toHaveURL(/\/a-propos$/);
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("the newsletter box comes before the footer links on mobile", async ({ page }) => {
    await page.goto("/");
    const newsletter = await page.locator("footer [data-newsletter]").boundingBox();
    const siteLinks = await page.locator("footer nav").first().boundingBox();
    expect(newsletter && siteLinks && newsletter.y < siteLinks.y).toBe(true);
  });
});

test("the newsletter box sits beside the links on desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const newsletter = await page.locator("footer [data-newsletter]").boundingBox();
  const siteLinks = await page.locator("footer nav").first().boundingBox();
  expect(newsletter && siteLinks && newsletter.x > siteLinks.x && Math.abs(newsletter.y - siteLinks.y) < 100).toBe(
    true,
  );
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/cette-page-nexiste-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a path whose escapes do not decode answers the not-found page in French, not Next's own English 500", async ({
  page,
}) => {
  // Under each kind of dynamic segment, where Next cannot read the segment, and under a plain page.
  for (const path of ["/blog/%zz", "/tarifs/%E9", "/solutions/%", "/demande-de-demo/100%", "/contact%zz"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole("heading", { level: 1 }), path).toContainText("Oops! Page not found");
    await expect(page.getByText("La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();
  }
});

test("pages carry the security headers and run without CSP violations", async ({ page }) => {
  const problems = collectPageProblems(page);
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toMatch(/default-src 'self'/);
  expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["permissions-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
  await interactive(page);
  await page.getByRole("button", { name: "Tarifs" }).click();
  await expect(page.locator("#menu-tarifs")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the CSP check itself catches an inline script the page's policy does not allow", {
  annotation: EXPECTS_CSP_VIOLATION,
}, async ({ page, baseURL, policyViolations }) => {
  const problems = collectPageProblems(page);
  await page.route(`${baseURL}/__page-cassee`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      headers: { "Content-Security-Policy": "default-src 'self'; script-src 'self'" },
      body: '<!doctype html><html lang="fr"><head><title>Cassée</title></head><body><script>document.title = "exécuté"</script></body></html>',
    }),
  );
  await page.goto("/__page-cassee");
  await expect.poll(() => problems.join("\n")).toMatch(/Content Security Policy/);
  // The watch every browser test runs under (tests/browser-test.ts) saw it too.
  await expect.poll(() => policyViolations.join("\n")).toMatch(/__page-cassee: .*Content Security Policy/);
  await expect(page).toHaveTitle("Cassée");
});

test("the page's policy refuses an inline style the build did not write, attribute or element", {
  annotation: EXPECTS_CSP_VIOLATION,
}, async ({ page, policyViolations }) => {
  await visit(page, "/");
  const applied = await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<p id="style-attribute" style="color: rgb(1, 2, 3)">a</p><style>#style-element { color: rgb(4, 5, 6) }</style><p id="style-element">b</p>',
    );
    const color = (id: string) => getComputedStyle(document.getElementById(id) as HTMLElement).color;
    return [color("style-attribute"), color("style-element")];
  });
  expect(applied).not.toContain("rgb(1, 2, 3)");
  expect(applied).not.toContain("rgb(4, 5, 6)");
  await expect.poll(() => policyViolations.join("\n")).toMatch(/style-src-attr/);
  await expect.poll(() => policyViolations.join("\n")).toMatch(/style-src-elem/);
});

test("the page is in French and has exactly one main landmark", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("main#main")).toHaveCount(1);
});

test("the five product paths redirect to the product sites, and the aliases to their pages", async ({ request }) => {
  for (const [path, target] of Object.entries(PRODUCT_REDIRECTS)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location?.replace(/\/$/, "")).toBe(target.replace(/\/$/, ""));
  }
  for (const [path, target] of Object.entries(INTERNAL_REDIRECTS)) {
    const response = await request.get(`${path}?source=test`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location).toBe(`${target}?source=test`);
  }
});

test("robots.txt names the sitemap, which lists the indexable pages only", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  const sitemapLine = robots.split("\n").find((line) => line.startsWith("Sitemap: "));
  expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(locs).toContain("/");
  expect(locs).toContain("/cgv");
  for (const excluded of ["/maintenance", "/404", "/_not-found", ...Object.keys(INTERNAL_REDIRECTS)]) {
    expect(locs).not.toContain(excluded);
  }
});
