/**
 * The `test` every browser spec imports (e2e and edge): Playwright's own, plus the slow-machine
 * check of tests/browser-args.ts. With E2E_CPU_SLOWDOWN above 1, every page of the test (the
 * `page` fixture, pages the test opens in its context or in a new one, popups) runs on a CPU that
 * many times slower, from before its first navigation.
 */
import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";
import { CPU_SLOWDOWN } from "./browser-args.ts";

export * from "@playwright/test";

const throttled = new WeakSet<Page>();

async function throttle(page: Page): Promise<void> {
  if (CPU_SLOWDOWN <= 1 || throttled.has(page)) return;
  throttled.add(page);
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

const patched = new WeakSet<BrowserContext>();

/** Every page of `context` throttled: awaited for those the test opens, at once for popups. */
function throttleContext(context: BrowserContext): BrowserContext {
  if (CPU_SLOWDOWN <= 1 || patched.has(context)) return context;
  patched.add(context);
  context.on("page", (page) => void throttle(page).catch(() => undefined));
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page);
    return page;
  };
  return context;
}

function throttleBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => throttleContext(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    throttleContext(page.context());
    await throttle(page);
    return page;
  };
}

export const test = base.extend<object, { throttledBrowser: undefined }>({
  throttledBrowser: [
    async ({ browser }, use) => {
      if (CPU_SLOWDOWN > 1) throttleBrowser(browser);
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context }, use) => {
    await use(throttleContext(context));
  },
  page: async ({ page }, use) => {
    await throttle(page);
    await use(page);
  },
});
