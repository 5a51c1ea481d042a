/**
 * Shared by the behaviours-*.spec.ts files. The storage and clock helpers are in storage-support.ts;
 * the `test` that fails on any page error or Content-Security-Policy violation is helpers.ts's.
 */
import { expect, type Page } from "@playwright/test";

export { test } from "./helpers.ts";
export {
  collectConsole,
  pauseClock,
  readStorage,
  readStorageJson,
  SAMPLE_PATHS,
  seedStorage,
  storedConsent,
  T0,
} from "./storage-support.ts";
export { expect };

/**
 * Resolves once React has hydrated the page: the maintenance gate's effect marks <html> with
 * data-maintenance-ready. The timers of the behaviours start in effects, so tests that move the
 * clock wait for this first (a visitor's 1 s or 6 s start at about the same instant).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-maintenance-ready", "");
}

/** Goes to `path` and waits for hydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}
