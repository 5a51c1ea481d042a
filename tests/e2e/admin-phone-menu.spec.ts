/**
 * The back office on a phone (issue 52): at 375 × 667 its navigation folds behind one « Menu », a
 * native <details> (no script), so that each screen's title is on the first screen; opened from the
 * keyboard, its links show, the current one marked, with no axe violation; it stays folded up to
 * 1023 px. From 1024 px the links are a side bar beside the screen, shown without opening anything,
 * and « Menu » is not there (issue 66). An address under /admin that names no screen
 * answers 404 in the back office's frame, not the public site's; signed out, it sends to the sign-in
 * page as every screen does.
 */
import { screensFor } from "../../lib/config/admin.ts";
import type { Page } from "../browser-test.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { DESKTOP, expect, interactive, main, SIDE_BAR_FROM_PX, signedInTest, test, visit } from "./admin-support.ts";
import { quietVisitor } from "./visitor.ts";

/** A phone's first screen: what shows before any scrolling. */
const PHONE = { width: 375, height: 667 };

/**
 * An administrator's navigation (signedInTest's member), in its order: read from the configuration,
 * this spec being about the fold (tests/e2e/admin-roles.spec.ts checks each role's list on its own).
 */
const LINKS = screensFor("administrateur").map((screen) => screen.label);

const SCREENS = [
  { path: "/admin", current: "Demandes" },
  { path: "/admin/envois", current: "Envois" },
];

const UNKNOWN = "/admin/nimporte-quoi/encore";
const FORGED = "staff.session_token=jeton-invente.signature-inventee";

const nav = (page: Page) => page.getByRole("navigation", { name: "Back-office" });
/** « Menu »: a <summary>, which has no role getByRole knows. */
const menu = (page: Page) => nav(page).locator("summary");

test.describe("signed in, on a phone (375 × 667)", () => {
  test.use({ viewport: PHONE });

  for (const { path, current } of SCREENS) {
    signedInTest(
      `${path}: the title on the first screen, the links behind « Menu », opened from the keyboard`,
      async ({ page }) => {
        await quietVisitor(page);
        await visit(page, path);
        await expect(main(page).getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
        await expect(menu(page)).toBeVisible();
        await expect(menu(page)).toHaveText("Menu");
        // In the HTML, neither shown nor exposed until « Menu » is opened.
        await expect(nav(page).locator("a")).toHaveCount(LINKS.length);
        for (const link of await nav(page).locator("a").all()) await expect(link).toBeHidden();
        await expect(nav(page).getByRole("link")).toHaveCount(0);

        // The keyboard's stop after « Se déconnecter », its focus ring shown, opened with Enter.
        await page.getByRole("button", { name: "Se déconnecter" }).focus();
        await page.keyboard.press("Tab");
        await expect(menu(page)).toBeFocused();
        expect(
          await menu(page).evaluate(
            (summary) =>
              summary.matches(":focus-visible") &&
              getComputedStyle(summary).outlineStyle !== "none" &&
              Number.parseFloat(getComputedStyle(summary).outlineWidth) > 0,
          ),
          "« Menu » shows its focus",
        ).toBe(true);
        await page.keyboard.press("Enter");
        await expect(nav(page).locator("details")).toHaveAttribute("open", "");
        await expect(nav(page).getByRole("link")).toHaveText(LINKS);
        for (const name of LINKS) await expect(nav(page).getByRole("link", { name, exact: true })).toBeVisible();
        await expect(nav(page).getByRole("link", { name: current, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expectNoAxeViolations(page, `${path} at 375 px, « Menu » open`);
      },
    );
  }
});

test.describe(`signed in, just below the side bar (${SIDE_BAR_FROM_PX - 1} × 768)`, () => {
  test.use({ viewport: { width: SIDE_BAR_FROM_PX - 1, height: 768 } });

  signedInTest("the links still fold behind « Menu », above the screen's title", async ({ page }) => {
    await quietVisitor(page);
    await visit(page, "/admin/envois");
    await expect(menu(page)).toBeVisible();
    for (const link of await nav(page).locator("a").all()) await expect(link).toBeHidden();
    const menuBox = await menu(page).boundingBox();
    const titleBox = await main(page).getByRole("heading", { level: 1 }).boundingBox();
    expect((menuBox?.y ?? 0) + (menuBox?.height ?? 0)).toBeLessThanOrEqual(titleBox?.y ?? 0);
  });
});

test.describe("signed in, at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  signedInTest("the links show without opening anything, and there is no « Menu »", async ({ page }) => {
    await quietVisitor(page);
    await visit(page, "/admin");
    await expect(menu(page)).toBeHidden();
    // Shown while the <details> stays closed: app/globals.css shows its content from `lg` up.
    await expect(nav(page).locator("details")).not.toHaveAttribute("open");
    await expect(nav(page).getByRole("link")).toHaveText(LINKS);
    for (const name of LINKS) await expect(nav(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Demandes", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  signedInTest(
    "the links are a side bar: one column, left of the screen, its title beside the top",
    async ({ page }) => {
      await quietVisitor(page);
      await visit(page, "/admin/seo/redirections");
      const links = nav(page).getByRole("link");
      const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
      const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
      expect(lefts.size, "every link starts at the same left edge").toBe(1);
      const navBox = await nav(page).boundingBox();
      const mainBox = await main(page).boundingBox();
      expect((navBox?.x ?? 0) + (navBox?.width ?? 0)).toBeLessThanOrEqual(mainBox?.x ?? 0);
      const title = main(page).getByRole("heading", { level: 1 });
      const titleBox = await title.boundingBox();
      expect(titleBox?.y ?? Infinity).toBeLessThan(navBox?.y ?? 0);
      await expect(nav(page).getByRole("link", { name: "SEO", exact: true })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page, "/admin/seo/redirections at 1280 px, the side bar");
    },
  );
});

test.describe("an address under /admin that names no screen", () => {
  signedInTest("signed in, it answers 404 in the back office's frame, not the public site's", async ({ page }) => {
    await quietVisitor(page);
    const answer = await page.goto(UNKNOWN);
    expect(answer?.status()).toBe(404);
    await interactive(page);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await expect(main(page).getByRole("link", { name: "Retour au back-office" })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("banner")).toContainText("Back-office");
    await expect(page.getByRole("banner").getByRole("link", { name: "Voir le site" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
    await expect(page.locator("header[data-site-header]")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("signed out, it sends to the sign-in page: without a cookie, and with a cookie naming no session", async ({
    request,
  }) => {
    const signIn = `/admin/connexion?retour=${encodeURIComponent(UNKNOWN)}`;
    const bare = await request.get(UNKNOWN, { maxRedirects: 0 });
    expect(bare.status()).toBe(302);
    expect(bare.headers().location).toContain(signIn);
    // Past the middleware, the page's own guard.
    const forged = await request.get(UNKNOWN, { maxRedirects: 0, headers: { cookie: FORGED } });
    expect(forged.status()).toBe(307);
    expect(forged.headers().location).toContain(signIn);
  });
});
