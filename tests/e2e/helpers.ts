import { INTERACTIVE_ATTRIBUTE } from "../../lib/browser/page-start.ts";
import { SITE_SCRIPT_ATTRIBUTE, SITE_VIEWS_GLOBAL } from "../../lib/browser/site-views.ts";
import { test as base, expect, type Page } from "../browser-test.ts";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/**
 * Resolves once every client component of the page is interactive: the app marks <html> with
 * data-interactive (components/behaviours/InteractiveMark.tsx) when React has hydrated the
 * document. Every test that acts on a client component (a dialog opener, a form, a menu, the
 * banner's buttons, a timer it moves) waits for this first; never a sleep.
 */
export async function interactive(page: Page): Promise<void> {
  // Most public pages load the framework at the visitor's first sign of activity (lib/security/framework-on-demand.ts).
  if ((await page.locator("html").getAttribute(INTERACTIVE_ATTRIBUTE)) === null) await demandFramework(page);
  await expect(page.locator("html")).toHaveAttribute(INTERACTIVE_ATTRIBUTE, "");
  // A public page's site script (lib/browser/site-script.ts): the maintenance setting followed, the views counted.
  if (await page.evaluate((name) => name in window, SITE_VIEWS_GLOBAL))
    await expect(page.locator("html")).toHaveAttribute(SITE_SCRIPT_ATTRIBUTE, "");
}

/**
 * The visitor's first sign of activity, which makes a page that loads the framework on demand load it:
 * the pointer moved over the page (DEMAND_EVENTS), which no metric counts as an interaction (INP
 * counts presses, taps and keys) and which hovers nothing. Dispatched in the page once it has parsed
 * its loader.
 */
export async function demandFramework(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, movementX: 1 })));
}

/** Goes to `path` and waits until the page is interactive. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await interactive(page);
}

/** Internal hrefs of the links inside `selector`, without duplicates. */
export async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

/** Records Content-Security-Policy violations and page errors while a test runs. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * A `test` that watches every tab of the test: console errors (a CSP violation is reported as one)
 * and uncaught exceptions. A test passes only if there were none, except one "status of 404" (or
 * 403) console line per document answered 404 on purpose (an unknown path's own status) or 403 (a
 * back-office screen the member's role does not open).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const perPage: string[][] = [];
      // Documents answered 404 or 403 on purpose: Chromium logs one console error for each.
      const refusedDocuments = new Map<number, number>([
        [403, 0],
        [404, 0],
      ]);
      const watch = (page: Page) => {
        perPage.push(collectPageProblems(page));
        page.on("response", (response) => {
          const status = response.status();
          const count = refusedDocuments.get(status);
          if (count !== undefined && response.request().isNavigationRequest()) refusedDocuments.set(status, count + 1);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      const all: string[] = [];
      await use(all);
      for (const problem of perPage.flat()) {
        const status = [...refusedDocuments.keys()].find((code) => problem.includes(`status of ${code}`));
        const left = status === undefined ? 0 : (refusedDocuments.get(status) ?? 0);
        if (status !== undefined && left > 0) refusedDocuments.set(status, left - 1);
        else all.push(problem);
      }
      expect(all, "console errors, CSP violations or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Every request the page makes to an origin other than `own`, as "<type> <url>", from now on. */
export function foreignRequests(page: Page, own: string): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== own) foreign.push(`${request.resourceType()} ${url}`);
  });
  return foreign;
}
