import type { BrowserContext, Page } from "@playwright/test";

/** The fake "now" of the behaviour tests: a Sunday morning in Paris. */
export const T0 = new Date("2026-03-01T10:00:00.000Z");

/** Installs Playwright's clock, paused at T0, before the page loads: timers only move when the test says so. */
export async function pauseClock(page: Page, at: Date = T0): Promise<void> {
  await page.clock.install({ time: new Date(at.getTime() - 1000) });
  await page.clock.pauseAt(at);
}

/**
 * Puts values in localStorage before the first page of each tab loads, as a visitor who came
 * before would have them. Only once per tab, so that a reload keeps what the page changed.
 */
export async function seedStorage(target: Page | BrowserContext, values: Record<string, string>): Promise<void> {
  const marker = `__seeded:${Math.random()}`;
  await target.addInitScript(
    ({ marker, entries }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, "1");
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    { marker, entries: Object.entries(values) },
  );
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

export async function readStorageJson(page: Page, key: string): Promise<unknown> {
  const raw = await readStorage(page, key);
  return raw === null ? null : JSON.parse(raw);
}

/** Console warnings and errors, and uncaught exceptions, while the test runs. */
export function collectConsole(page: Page): { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { warnings, errors };
}

/** Stored values of a consent given at `date`. */
export function storedConsent(choice: "all" | "essential", date: Date): Record<string, string> {
  const all = choice === "all";
  return {
    cookieConsent: choice,
    cookiePreferences: JSON.stringify({ essential: true, analytics: all, marketing: all }),
    cookieConsentDate: date.toISOString(),
  };
}

/** Pages of every kind, for checks that must hold site-wide (redirect pages excluded: they leave the site on purpose). */
export const SAMPLE_PATHS = [
  "/",
  "/solutions",
  "/solutions/crmpro",
  "/tarifs",
  "/tarifs/comptapro",
  "/essai-gratuit",
  "/boosters",
  "/a-propos",
  "/blog",
  "/ressources/faq",
  "/mentions-legales",
  "/politique-confidentialite",
  "/cgv",
  "/maintenance",
  "/page-inconnue",
];
