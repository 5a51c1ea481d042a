/**
 * A bot's page in Chromium (scripts/bench/bots.ts, scripts/bench/phone-proof.ts): what it observes
 * from before the page's first script (long tasks, the first interaction with a form, each press
 * of a send button, each toast as it appears; every moment in ms since the epoch, so that the
 * page's clock and the bench's compare), how it waits for the page to be interactive, fills the
 * contact page's form or the footer's newsletter, and reads the answer. Nothing of the product is
 * changed: the page is only watched.
 */
import type { BrowserContext, Page } from "playwright";
import { INTERACTIVE_ATTRIBUTE } from "../../../lib/browser/page-start.ts";
import { quietVisitor } from "../../../tests/e2e/visitor.ts";
import { VALID_CONTACT } from "../../../tests/fixtures/contact-form.ts";
import { SENT_TOASTS, type ToastKey, toastKey } from "./bots.ts";

/** What the page recorded (ms since the epoch; long tasks as [start, duration]). */
export interface PageMoments {
  long: [number, number][];
  firstInput: number | null;
  sends: number[];
  toasts: number[];
}

const OBSERVERS = `(() => {
  window.__bots = { long: [], firstInput: null, sends: [], toasts: [] };
  const epoch = (t) => performance.timeOrigin + t;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bots.long.push([epoch(entry.startTime), entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"])
    addEventListener(type, (event) => {
      if (window.__bots.firstInput === null && event.target instanceof Element && event.target.closest("form"))
        window.__bots.firstInput = epoch(event.timeStamp);
    }, true);
  addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest('form button[type="submit"]'))
      window.__bots.sends.push(epoch(event.timeStamp));
  }, true);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && (node.matches("[data-sonner-toast]") || node.querySelector("[data-sonner-toast]")))
          window.__bots.toasts.push(epoch(performance.now()));
  }).observe(document, { childList: true, subtree: true });
})();`;

/** A visitor who already chose cookies (nothing opens over the form), watched from the first script. */
export async function watchedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  await quietVisitor(page);
  return page;
}

/** The bench's clock on the page's scale: ms since the epoch. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

export function pageMoments(page: Page): Promise<PageMoments> {
  return page.evaluate(() => (window as unknown as { __bots: PageMoments }).__bots);
}

/**
 * Resolves once the page is interactive: its framework loads at the first sign of activity
 * (lib/security/framework-on-demand.ts), given here as a pointer move, as the browser tests do.
 */
export async function interactive(page: Page, timeout = 30_000): Promise<void> {
  if ((await page.locator("html").getAttribute(INTERACTIVE_ATTRIBUTE)) === null) {
    await page.waitForFunction(() => document.readyState !== "loading", undefined, { timeout });
    await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, movementX: 1 })));
  }
  await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: "attached", timeout });
}

/** The contact page's fields, as a visitor types them, with this bot's own e-mail. */
export function contactValues(email: string): Record<string, string> {
  return { ...VALID_CONTACT, "E-mail": email };
}

/**
 * Fills the contact page's form, then waits until its react-hook-form version has taken over (the
 * page's plain form is replaced once touched: a press before would post the plain form instead).
 * `first` is how the first field is reached: a click, or a tap on a phone.
 */
export async function fillContactPage(page: Page, email: string, first: "click" | "tap" = "click"): Promise<void> {
  const main = page.getByRole("main");
  const values = Object.entries(contactValues(email));
  const firstField = main.getByLabel(values[0]![0], { exact: true });
  if (first === "tap") await firstField.tap();
  else await firstField.click();
  for (const [label, value] of values) await main.getByLabel(label, { exact: true }).fill(value);
  await main.locator("form[data-form][data-enhanced]").waitFor({ state: "attached", timeout: 30_000 });
}

export function contactSendButton(page: Page) {
  return page.getByRole("main").getByRole("button", { name: "Envoyer le message" });
}

export async function fillNewsletter(page: Page, email: string): Promise<void> {
  await page.locator("footer").getByRole("textbox", { name: "Votre adresse e-mail" }).fill(email);
}

export function newsletterSendButton(page: Page) {
  return page.locator("footer").getByRole("button", { name: "S'inscrire" });
}

/** The first toast of the page once shown, and which of the forms' toasts it is. */
export async function firstToast(page: Page, timeout = 30_000): Promise<{ key: ToastKey | undefined; sent: boolean }> {
  const toast = page.locator("[data-sonner-toast]").first();
  await toast.waitFor({ state: "visible", timeout });
  const key = toastKey((await toast.textContent()) ?? "");
  return { key, sent: key !== undefined && SENT_TOASTS.has(key) };
}
