/** Cookie consent on the Next.js build (issue 14, part 1), ported from tests/e2e/behaviours-consent.spec.ts. */
import type { Page } from "@playwright/test";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { servedPaths } from "./a11y-support.ts";
import {
  collectConsole,
  expect,
  pauseClock,
  readStorage,
  readStorageJson,
  SAMPLE_PATHS,
  seedStorage,
  storedConsent,
  T0,
  test,
  visit,
} from "./behaviours-support.ts";
import { DESKTOP, MOBILE } from "./helpers.ts";

const banner = (page: Page) => page.getByRole("region", { name: "Vos choix concernant les cookies" });
const acceptAll = (page: Page) => banner(page).getByRole("button", { name: "Accepter tout" });
const essentialOnly = (page: Page) => banner(page).getByRole("button", { name: "Uniquement essentiels" });
/** When a choice made as soon as the banner appears is stored. */
const CHOICE_TIME = new Date(T0.getTime() + TIMINGS.cookieBannerDelayMs).toISOString();

test.use({ viewport: DESKTOP });

test("the banner appears 1000 ms after load when no choice is stored", async ({ page }) => {
  await pauseClock(page);
  await visit(page, "/solutions");
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs - 1);
  await expect(banner(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
  await expect(acceptAll(page)).toBeVisible();
  await expect(essentialOnly(page)).toBeVisible();
  // Not a modal: the page stays usable and nothing took the focus.
  await expect(page.locator("body")).toBeFocused();
});

test("both choices have the same visual weight", async ({ page }) => {
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  const look = (name: string) =>
    banner(page)
      .getByRole("button", { name })
      .evaluate((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [
          s.backgroundColor,
          s.color,
          s.fontSize,
          s.fontWeight,
          s.borderWidth,
          Math.round(box.height),
          Math.round(box.width),
        ];
      });
  expect(await look("Accepter tout")).toEqual(await look("Uniquement essentiels"));
});

test("while shown, the banner hides neither the end of the page nor a focused element", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  const box = await banner(page).boundingBox();
  expect(box).not.toBeNull();
  const padding = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(padding).toBeGreaterThanOrEqual(Math.floor(box!.height));

  // The last thing of the page can be scrolled above the banner.
  const manage = page.getByRole("button", { name: "Gérer les cookies" });
  await manage.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10_000);
  const last = await manage.boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y + 1);

  // A keyboard user tabbing through the footer never lands behind the banner.
  await page.getByRole("contentinfo").getByRole("link").first().focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const r = el.getBoundingClientRect();
      return { inBanner: !!el.closest("[data-cookie-banner]"), bottom: r.bottom };
    });
    if (focused.inBanner) break;
    expect(focused.bottom).toBeLessThanOrEqual(box!.y + 1);
  }
});

test('"Accepter tout" stores the exact values, hides the banner and is remembered', async ({ page }) => {
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await acceptAll(page).click();
  await expect(banner(page)).toBeHidden();
  expect(await readStorage(page, "cookieConsent")).toBe("all");
  expect(await readStorageJson(page, "cookiePreferences")).toStrictEqual({
    essential: true,
    analytics: true,
    marketing: true,
  });
  expect(await readStorageJson(page, "cookieStats")).toStrictEqual({
    essential: 1,
    analytics: 1,
    marketing: 1,
    totalConsents: 1,
    lastUpdated: CHOICE_TIME,
  });
  expect(await readStorage(page, "cookieConsentDate")).toBe(CHOICE_TIME);
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");

  await visit(page, "/tarifs");
  await page.clock.runFor(10_000);
  await expect(banner(page)).toBeHidden();
});

test('"Uniquement essentiels" refuses analytics and marketing and adds to the counters', async ({ page }) => {
  await seedStorage(page, {
    cookieStats: JSON.stringify({
      essential: 2,
      analytics: 1,
      marketing: 1,
      totalConsents: 2,
      lastUpdated: "2025-01-01T00:00:00.000Z",
    }),
  });
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await essentialOnly(page).click();
  await expect(banner(page)).toBeHidden();
  expect(await readStorage(page, "cookieConsent")).toBe("essential");
  expect(await readStorageJson(page, "cookiePreferences")).toStrictEqual({
    essential: true,
    analytics: false,
    marketing: false,
  });
  expect(await readStorageJson(page, "cookieStats")).toStrictEqual({
    essential: 3,
    analytics: 1,
    marketing: 1,
    totalConsents: 3,
    lastUpdated: CHOICE_TIME,
  });
});

test("a stored choice younger than 6 months keeps the banner away", async ({ page }) => {
  await seedStorage(page, storedConsent("essential", new Date("2025-09-02T10:00:00Z")));
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(30_000);
  await expect(banner(page)).toBeHidden();
});

test("the banner asks again once the choice is 6 months old", async ({ page }) => {
  await seedStorage(page, storedConsent("all", new Date("2025-09-01T10:00:00Z")));
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await expect(banner(page)).toBeVisible();
});

test("a choice without its date is asked again", async ({ page }) => {
  const { cookieConsentDate: _, ...withoutDate } = storedConsent("all", T0);
  await seedStorage(page, withoutDate);
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await expect(banner(page)).toBeVisible();
});

for (const [what, values, key] of [
  ["an unknown consent value", { ...storedConsent("all", T0), cookieConsent: "oui" }, "cookieConsent"],
  [
    "preferences that are not JSON",
    { ...storedConsent("all", T0), cookiePreferences: "{essential" },
    "cookiePreferences",
  ],
  ["preferences of another shape", { ...storedConsent("all", T0), cookiePreferences: '["all"]' }, "cookiePreferences"],
  ["a date that is not a date", { ...storedConsent("all", T0), cookieConsentDate: "hier" }, undefined],
] as const) {
  test(`${what} is ${key ? "logged and " : ""}ignored: the banner asks again`, async ({ page }) => {
    const console = collectConsole(page);
    await seedStorage(page, values);
    await pauseClock(page);
    await visit(page, "/");
    await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
    await expect(banner(page)).toBeVisible();
    if (key) expect(console.warnings.some((w) => w.includes(key))).toBe(true);
    expect(console.errors).toEqual([]);
  });
}

test("malformed counters are logged and start again", async ({ page }) => {
  const console = collectConsole(page);
  await seedStorage(page, { cookieStats: '{"essential":"beaucoup"}' });
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await acceptAll(page).click();
  expect(await readStorageJson(page, "cookieStats")).toStrictEqual({
    essential: 1,
    analytics: 1,
    marketing: 1,
    totalConsents: 1,
    lastUpdated: CHOICE_TIME,
  });
  expect(console.warnings.some((w) => w.includes("cookieStats"))).toBe(true);
  expect(console.errors).toEqual([]);
});

test('"Gérer les cookies" in the footer reopens the choice at any time, with the keyboard', async ({ page }) => {
  await seedStorage(page, storedConsent("all", new Date("2026-02-01T10:00:00Z")));
  await pauseClock(page);
  await visit(page, "/a-propos");
  await page.clock.runFor(5000);
  await expect(banner(page)).toBeHidden();

  const manage = page.getByRole("contentinfo").getByRole("button", { name: "Gérer les cookies" });
  await expect(manage).toHaveAttribute("aria-expanded", "false");
  await manage.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  await expect(manage).toHaveAttribute("aria-expanded", "true");
  await expect(banner(page)).toContainText("tous les cookies sont acceptés");
  await expect(banner(page).getByRole("heading", { name: "Vos choix concernant les cookies" })).toBeFocused();

  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(acceptAll(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(essentialOnly(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  await expect(manage).toBeFocused();
  await expect(manage).toHaveAttribute("aria-expanded", "false");
  expect(await readStorage(page, "cookieConsent")).toBe("essential");
  expect(await readStorageJson(page, "cookiePreferences")).toStrictEqual({
    essential: true,
    analytics: false,
    marketing: false,
  });
  expect(await readStorage(page, "cookieConsentDate")).toBe(new Date(T0.getTime() + 5000).toISOString());
});

test("a choice made in another tab hides the banner in this one", async ({ context }) => {
  const first = await context.newPage();
  await visit(first, "/");
  await expect(banner(first)).toBeVisible();
  const second = await context.newPage();
  await visit(second, "/solutions");
  await acceptAll(second).click();
  await expect(banner(first)).toBeHidden();
});

/** Every request of `page` to another origin than the site's, as "page → request". */
function foreignRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? "").origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== origin) foreign.push(`${page.url()} → ${request.url()}`);
  });
  return foreign;
}

// One test per page (a slow machine pays for one page at a time), then one after a refusal. The
// pages of the build are checked at both widths on the accessibility gate's visit (a11y-gate.ts);
// the others (the unknown page's 404) here.
const gatePaths = servedPaths();
for (const path of SAMPLE_PATHS.filter((path) => !gatePaths.has(path))) {
  test(`${path} requests nothing from another origin before a choice`, async ({ page, baseURL }) => {
    const foreign = foreignRequests(page, baseURL);
    await pauseClock(page);
    await visit(page, path);
    await page.clock.runFor(TIMINGS.preRegistrationDelayMs + 1000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(foreign).toEqual([]);
  });
}

test("no page requests anything from another origin after a refusal", async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, baseURL);
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.cookieBannerDelayMs);
  await essentialOnly(page).click();
  for (const path of SAMPLE_PATHS.slice(0, 5)) {
    await visit(page, path);
    await page.clock.runFor(TIMINGS.preRegistrationDelayMs + 1000);
  }
  expect(foreign).toEqual([]);
});
