/**
 * The `test` every browser spec imports (e2e and edge): Playwright's own, plus two checks on every
 * page of the test (the `page` fixture, pages the test opens in its context or in a new one, popups):
 * - the Content-Security-Policy: a test fails when Chromium refused anything under a page's policy
 *   (an inline style or script, a load), unless it declares it expects that (`EXPECTS_CSP_VIOLATION`);
 * - the slow machine of tests/browser-args.ts: with E2E_CPU_SLOWDOWN above 1, every page runs on a
 *   CPU that many times slower, from before its first navigation.
 */
import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";
import { CPU_SLOWDOWN } from "./browser-args.ts";

export * from "@playwright/test";

/** The annotation of a test whose page is meant to break its policy (the check of the check). */
export const EXPECTS_CSP_VIOLATION = { type: "expects-csp-violation" } as const;

/** Chromium's console line for anything a policy refused ("Refused to apply inline style because it violates…"). */
const CSP_VIOLATION = /Content Security Policy/i;

/** What the running test's pages refused (one test at a time per worker process). */
let violations: string[] = [];

const throttled = new WeakSet<Page>();

async function throttle(page: Page): Promise<void> {
  if (CPU_SLOWDOWN <= 1 || throttled.has(page)) return;
  throttled.add(page);
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

const watched = new WeakSet<Page>();

function watchPolicy(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on("console", (message) => {
    if (message.type() === "error" && CSP_VIOLATION.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
}

const patched = new WeakSet<BrowserContext>();

/** Every page of `context` watched, and throttled: awaited for those the test opens, at once for popups. */
function watchContext(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  for (const page of context.pages()) watchPolicy(page);
  context.on("page", (page) => {
    watchPolicy(page);
    void throttle(page).catch(() => undefined);
  });
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    watchPolicy(page);
    await throttle(page);
    return page;
  };
  return context;
}

function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watchContext(page.context());
    watchPolicy(page);
    await throttle(page);
    return page;
  };
}

export const test = base.extend<{ policyViolations: string[] }, { watchedBrowser: undefined }>({
  watchedBrowser: [
    async ({ browser }, use) => {
      watchBrowser(browser);
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
  policyViolations: [
    async ({ watchedBrowser: _patched }, use, testInfo) => {
      violations = [];
      await use(violations);
      const expected = testInfo.annotations.some((annotation) => annotation.type === EXPECTS_CSP_VIOLATION.type);
      if (!expected)
        base.expect(violations, "what Chromium refused under the page's Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
  page: async ({ page }, use) => {
    watchPolicy(page);
    await throttle(page);
    await use(page);
  },
});
