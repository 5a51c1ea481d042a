/** The maintenance gate on the Next.js build (issue 14, part 2), ported from tests/e2e/behaviours-maintenance.spec.ts. */
import type { Page } from "@playwright/test";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { collectConsole, expect, interactive, pauseClock, seedStorage, test, visit } from "./behaviours-support.ts";
import { MOBILE } from "./helpers.ts";

const ON = JSON.stringify({
  enabled: true,
  message: "Nous installons une nouvelle version du site.",
  endTime: "2026-12-14T14:30",
});
const OFF = JSON.stringify({ enabled: false, message: "", endTime: null });

const screenTitle = (page: Page) => page.getByRole("heading", { level: 1, name: "Site en maintenance" });
const banner = (page: Page) => page.getByRole("complementary", { name: "Maintenance du site" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });

test("when enabled, every page shows the maintenance screen and the banner with the end time", async ({ page }) => {
  await seedStorage(page, { maintenanceSettings: ON });
  for (const path of ["/", "/solutions", "/tarifs/crmpro", "/ressources/faq", "/page-inconnue"]) {
    await visit(page, path);
    await expect(screenTitle(page)).toBeVisible();
    await expect(page.getByText("Nous installons une nouvelle version du site.").first()).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveText(
      "Nous installons une nouvelle version du site. Retour prévu le: lundi 14 décembre 2026 à 14:30",
      { useInnerText: true },
    );
    // The normal page is gone: header, content and footer.
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator("main#main")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  }
});

test("the default message and no end time when the setting has none", async ({ page }) => {
  await seedStorage(page, { maintenanceSettings: JSON.stringify({ enabled: true }) });
  await visit(page, "/a-propos");
  await expect(screenTitle(page)).toBeVisible();
  await expect(banner(page)).toHaveText("Notre site est en maintenance.", { useInnerText: true });
  await expect(page.getByText("Retour prévu le").filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText("Notre site est en maintenance.")).toHaveCount(2);
});

test("/maintenance is the screen itself, with or without maintenance", async ({ page }) => {
  const response = await page.goto("/maintenance");
  expect(response?.status()).toBe(200);
  await interactive(page); // what the gate shows once hydrated, not only before
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(screenTitle(page)).toBeVisible();
  await expect(page.getByText("Notre site est en maintenance.")).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect(mainNav(page)).toBeVisible();

  await page.evaluate((value) => localStorage.setItem("maintenanceSettings", value), ON);
  await page.reload();
  await interactive(page);
  await expect(screenTitle(page)).toHaveCount(1);
  await expect(screenTitle(page)).toBeVisible();
  await expect(banner(page)).toContainText("Retour prévu le: lundi 14 décembre 2026 à 14:30", { useInnerText: true });
  await expect(page.locator("main#main")).toContainText("Nous installons une nouvelle version du site.");
});

test("the normal page is never painted before the maintenance screen", async ({ page }) => {
  await seedStorage(page, { maintenanceSettings: ON });
  // Every animation frame runs just before a paint: record what each one would show.
  await page.addInitScript(() => {
    const frames: { main: string; screen: string }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const shown = (selector: string) => {
      const el = document.querySelector(selector);
      return !el ? "absent" : el.getClientRects().length > 0 ? "shown" : "hidden";
    };
    const record = () => {
      frames.push({ main: shown("main#main"), screen: shown("[data-maintenance-screen] h1") });
      if (frames.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await visit(page, "/solutions");
  await expect(screenTitle(page)).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __frames: unknown[] }).__frames.length >= 5);
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: { main: string; screen: string }[] }).__frames,
  );
  expect(frames.filter((f) => f.main === "shown")).toEqual([]);
  expect(frames.find((f) => f.screen !== "absent")?.screen).toBe("shown");
});

test("with maintenance off, the normal page shows without banner nor screen", async ({ page }) => {
  await seedStorage(page, { maintenanceSettings: OFF });
  await visit(page, "/solutions");
  await expect(mainNav(page)).toBeVisible();
  await expect(page.locator("main#main")).toBeVisible();
  await expect(screenTitle(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
});

for (const [what, value] of [
  ["not JSON", "{enabled: true"],
  ["of another shape", '{"enabled":"oui","message":"x"}'],
  ["with a message that is not text", '{"enabled":true,"message":42}'],
  ["a list", "[true]"],
] as const) {
  test(`a setting ${what} is logged and ignored`, async ({ page }) => {
    const console = collectConsole(page);
    await seedStorage(page, { maintenanceSettings: value });
    await visit(page, "/");
    await expect(mainNav(page)).toBeVisible();
    await expect(screenTitle(page)).toBeHidden();
    await expect.poll(() => console.warnings.some((w) => w.includes("maintenanceSettings"))).toBe(true);
    expect(console.errors).toEqual([]);
  });
}

test("an end time that is not a date is left out and logged, maintenance stays on", async ({ page }) => {
  const console = collectConsole(page);
  await seedStorage(page, { maintenanceSettings: JSON.stringify({ enabled: true, endTime: "bientôt" }) });
  await visit(page, "/");
  await expect(screenTitle(page)).toBeVisible();
  await expect(banner(page)).toHaveText("Notre site est en maintenance.", { useInnerText: true });
  await expect.poll(() => console.warnings.some((w) => w.includes("the end time is not a date"))).toBe(true);
});

test("a change made in another tab reloads the page", async ({ context }) => {
  const first = await context.newPage();
  await visit(first, "/tarifs");
  await expect(mainNav(first)).toBeVisible();
  await first.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  const second = await context.newPage();
  await visit(second, "/");
  // Another key changes: no reload.
  await second.evaluate(() => localStorage.setItem("hasSeenPreRegistrationPopup", "true"));
  await second.evaluate((value) => localStorage.setItem("maintenanceSettings", value), ON);
  await expect(screenTitle(first)).toBeVisible();
  expect(await first.evaluate(() => "__sameDocument" in window)).toBe(false);
  // The reloaded page hears the next change only once hydrated (the inline script shows the screen before).
  await interactive(first);

  await second.evaluate((value) => localStorage.setItem("maintenanceSettings", value), OFF);
  await expect(mainNav(first)).toBeVisible();
  await expect(screenTitle(first)).toBeHidden();
});

test("a change of another key in another tab does not reload", async ({ context }) => {
  const first = await context.newPage();
  await visit(first, "/tarifs");
  await first.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await first.evaluate(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { __storageEvents: typeof seen }).__storageEvents = seen;
    addEventListener("storage", (event) => seen.push(event.key));
  });
  const second = await context.newPage();
  await visit(second, "/tarifs");
  await second.evaluate(() => localStorage.setItem("hasSeenPreRegistrationPopup", "true"));
  // Storage events reach the first tab in order: once the probe arrived, the change above was seen too.
  await second.evaluate(() => localStorage.setItem("probe", "1"));
  await first.waitForFunction(() =>
    (window as unknown as { __storageEvents: string[] }).__storageEvents.includes("probe"),
  );
  expect(await first.evaluate(() => (window as unknown as { __storageEvents: string[] }).__storageEvents)).toContain(
    "hasSeenPreRegistrationPopup",
  );
  expect(await first.evaluate(() => "__sameDocument" in window)).toBe(true);
});

test("neither the cookie banner nor the popup opens over the maintenance screen", async ({ page }) => {
  await seedStorage(page, { maintenanceSettings: ON });
  await pauseClock(page);
  await visit(page, "/");
  await page.clock.runFor(TIMINGS.preRegistrationDelayMs + TIMINGS.preRegistrationSnoozeMs);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Vos choix concernant les cookies" })).toBeHidden();
  await expect(screenTitle(page)).toBeVisible();
});

test("the maintenance screen and banner pass axe at 375 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await seedStorage(page, { maintenanceSettings: ON });
  await visit(page, "/tarifs");
  await expect(banner(page)).toContainText("Retour prévu le:");
  await expectNoAxeViolations(page, "maintenance screen");
});
