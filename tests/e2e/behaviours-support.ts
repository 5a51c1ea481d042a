/**
 * Shared by the behaviours-*.spec.ts files. The storage and clock helpers are in storage-support.ts;
 * this adds a `test` that fails on any page error or Content-Security-Policy violation, in every tab.
 */
import { test as base, type Page } from "@playwright/test";
import { collectPageProblems } from "./helpers.ts";

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

/**
 * Every tab of the test is watched: console errors (a CSP violation is reported as one) and
 * uncaught exceptions. A test passes only if there were none.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const perPage: string[][] = [];
      /** Pages answered 404 on purpose (unknown paths): the browser logs each one's status as an error. */
      let notFoundDocuments = 0;
      const watch = (page: Page) => {
        perPage.push(collectPageProblems(page));
        page.on("response", (response) => {
          if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments++;
        });
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      const all: string[] = [];
      await use(all);
      for (const problem of perPage.flat()) {
        if (notFoundDocuments > 0 && problem.includes("status of 404")) notFoundDocuments--;
        else all.push(problem);
      }
      base.expect(all, "console errors, CSP violations or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";

/**
 * Resolves once React has hydrated the page: the maintenance gate's effect marks <html> with
 * data-maintenance-ready. The timers of the behaviours start in effects, so tests that move the
 * clock wait for this first (a visitor's 1 s or 6 s start at about the same instant).
 */
export async function hydrated(page: Page): Promise<void> {
  await base.expect(page.locator("html")).toHaveAttribute("data-maintenance-ready", "");
}

/** Goes to `path` and waits for hydration. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}
