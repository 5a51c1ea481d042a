/**
 * Every control works from the first paint, before the framework has loaded: with every
 * script file held back, the mobile menu, the header's menus, the FAQ and the cookie banner answer
 * the visitor through the early script (lib/browser/early-controls.ts); once the files are let
 * through, React takes each over as the visitor left it, and one press is handled once (a press
 * handled twice would toggle a control back, or count a choice twice). The watched `test`: a
 * hydration mismatch or error would be a console error.
 */
import { FAQ_GROUPS } from "../../lib/catalog/faq.ts";
import { CONSENT_COUNT_PATH } from "../../lib/config/consent-banner.ts";
import { HEADER_NAV, isMenu } from "../../lib/config/navigation.ts";
import { expect, type Page } from "../browser-test.ts";
import { DESKTOP, interactive, MOBILE, test } from "./helpers.ts";
import { holdScripts } from "./script-delay-support.ts";
import { readStorage, readStorageJson } from "./storage-support.ts";
import { quietVisitor } from "./visitor.ts";

/** The page as the visitor has it before any script file: still not hydrated. */
async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveAttribute("data-interactive");
}

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: MOBILE });

  test("the menu toggle opens and closes before the framework, and React takes it over open", async ({ page }) => {
    await quietVisitor(page);
    const release = await holdScripts(page);
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Commencer gratuitement" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const open = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(open).toBeFocused();
    await open.click();
    await expect(menu).toBeVisible();
    await expectNotHydrated(page);

    release();
    await interactive(page);
    await expect(menu).toBeVisible();
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await close.click();
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    await expect(menu).toBeVisible();
  });

  test("a link of the menu opened before the framework goes to its page", async ({ page }) => {
    await quietVisitor(page);
    await holdScripts(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "À propos" }).click();
    await expect(page).toHaveURL(/\/a-propos$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("on a desktop (1280 px)", () => {
  test.use({ viewport: DESKTOP });

  test("the Tarifs and Ressources menus open and close before the framework, then under React", async ({ page }) => {
    await quietVisitor(page);
    const release = await holdScripts(page);
    await page.goto("/");
    const tarifs = page.getByRole("button", { name: "Tarifs" });
    const ressources = page.getByRole("button", { name: "Ressources" });
    await tarifs.click();
    await expect(tarifs).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-tarifs")).toBeVisible();
    // Another menu, then a click outside, then Escape: each closes what was open.
    await ressources.click();
    await expect(page.locator("#menu-tarifs")).toBeHidden();
    await expect(page.locator("#menu-ressources")).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(page.locator("#menu-ressources")).toBeHidden();
    await ressources.click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-ressources")).toBeHidden();
    await expect(ressources).toHaveAttribute("aria-expanded", "false");
    await tarifs.click();
    await expectNotHydrated(page);

    release();
    await interactive(page);
    await expect(page.locator("#menu-tarifs")).toBeVisible();
    await tarifs.click();
    await expect(page.locator("#menu-tarifs")).toBeHidden();
    await expect(tarifs).toHaveAttribute("aria-expanded", "false");
    await ressources.click();
    await expect(page.locator("#menu-ressources")).toBeVisible();
  });

  test("a link of a menu opened before the framework goes to its page", async ({ page }) => {
    await quietVisitor(page);
    await holdScripts(page);
    await page.goto("/");
    const tarifs = HEADER_NAV.find((item) => isMenu(item) && item.label === "Tarifs");
    const first = tarifs && isMenu(tarifs) ? tarifs.links[0] : undefined;
    if (!first) throw new Error("the Tarifs menu has links");
    await page.getByRole("button", { name: "Tarifs" }).click();
    await page.locator("#menu-tarifs").getByRole("link", { name: first.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
  });

  test("the FAQ opens one question at a time before the framework, and React keeps the open one", async ({ page }) => {
    await quietVisitor(page);
    const release = await holdScripts(page);
    await page.goto("/ressources/faq");
    const [a, b, c] = FAQ_GROUPS.flatMap((group) => group.items);
    if (!a || !b || !c) throw new Error("the FAQ has at least three questions");
    const question = (item: typeof a) => page.getByRole("button", { name: item.question });
    const answer = (item: typeof a) => page.locator(`#${item.id}`).getByText(item.answer);
    await question(a).click();
    await expect(answer(a)).toBeVisible();
    await question(b).click();
    await expect(answer(b)).toBeVisible();
    await expect(answer(a)).toBeHidden();
    await expect(question(a)).toHaveAttribute("aria-expanded", "false");
    await question(b).click();
    await expect(answer(b)).toBeHidden();
    await question(c).click();
    await expect(answer(c)).toBeVisible();
    await expectNotHydrated(page);

    release();
    await interactive(page);
    await expect(answer(c)).toBeVisible();
    await expect(question(c)).toHaveAttribute("aria-expanded", "true");
    await question(a).click();
    await expect(answer(a)).toBeVisible();
    await expect(answer(c)).toBeHidden();
    await question(a).click();
    await expect(answer(a)).toBeHidden();
  });
});

test.describe("the cookie banner", () => {
  test.use({ viewport: DESKTOP });
  const banner = (page: Page) => page.getByRole("region", { name: "Vos choix concernant les cookies" });

  test("shows before the framework, and a choice made there is stored and counted at once, and only once", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const counts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === CONSENT_COUNT_PATH) counts.push(request.postData() ?? "");
    });
    await page.goto("/solutions");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accepter tout" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await readStorage(page, "cookieConsent")).toBe("all");
    expect(await readStorageJson(page, "cookiePreferences")).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(await readStorageJson(page, "cookieStats")).toMatchObject({
      essential: 1,
      analytics: 1,
      marketing: 1,
      totalConsents: 1,
    });
    await expect.poll(() => counts.length).toBe(1);
    expect(JSON.parse(counts[0] ?? "{}")).toMatchObject({ choice: "all" });
    await expectNotHydrated(page);

    release();
    await interactive(page);
    await expect(banner(page)).toBeHidden();
    // "Gérer les cookies" under React reopens it; the second choice is counted once more, once.
    await page.getByRole("button", { name: "Gérer les cookies" }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Uniquement essentiels" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await readStorageJson(page, "cookieStats")).toMatchObject({ totalConsents: 2, analytics: 1 });
    await expect.poll(() => counts.length).toBe(2);
  });

  test("shown before the framework, it stays shown when React takes over, and a choice is stored once", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/solutions");
    await expect(banner(page)).toBeVisible();
    release();
    await interactive(page);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Uniquement essentiels" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await readStorage(page, "cookieConsent")).toBe("essential");
    expect(await readStorageJson(page, "cookieStats")).toMatchObject({ totalConsents: 1, essential: 1, analytics: 0 });
  });

  test("« Gérer les cookies » shows it again before the framework", async ({ page }) => {
    await quietVisitor(page);
    await holdScripts(page);
    await page.goto("/solutions");
    await expect(banner(page)).toBeHidden();
    await page.getByRole("button", { name: "Gérer les cookies" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vos choix concernant les cookies" })).toBeFocused();
  });
});
