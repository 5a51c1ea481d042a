import { expect, type Locator, type Page, type Request, type Route } from "@playwright/test";

import { THROTTLE_WINDOW_MS } from "../../lib/forms/limits.ts";
import { TOASTS } from "../../lib/forms/messages.ts";

export { quietVisitor } from "./visitor.ts";

export const VALID_CONTACT = {
  Prénom: "Éloïse",
  Nom: "D'Aubigné-Martin",
  Entreprise: "Atelier Lumière",
  "E-mail": "eloise@atelier-lumiere.fr",
  Téléphone: "+33 6 12 34 56 78",
  Message: "Bonjour, nous cherchons un CRM pour une équipe de trois commerciaux.",
} as const;

export type FieldValues = Record<string, string>;

export async function fill(scope: Locator, values: FieldValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
}

export async function expectValues(scope: Locator, values: FieldValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

/** The visible toast with this title, wherever it is shown (page or open dialog). */
export function toast(page: Page, title: string): Locator {
  return page.locator("[data-toast]").filter({ has: page.getByText(title, { exact: true }) });
}

export interface Capture {
  requests: Request[];
  /** Resolves the held answers (see `hold`). */
  release(): void;
}

/**
 * Answers the calls to one function with `answer`; with `hold`, the answer waits for
 * `release()` so that the submitting state can be observed.
 */
export async function mockFunction(
  page: Page,
  name: string,
  answer: (route: Route) => Promise<void>,
  options: { hold?: boolean } = {},
): Promise<Capture> {
  const requests: Request[] = [];
  let release = () => {};
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(`**/functions/v1/${name}`, async (route) => {
    requests.push(route.request());
    await released;
    await answer(route);
  });
  return { requests, release: () => release() };
}

export interface ThrottledForm {
  open: () => Promise<Locator>;
  fields: FieldValues;
  submit: string;
  successTitle: string;
  capture: Capture;
}

/**
 * The 60 s throttle as a visitor meets it (clock installed by the caller): a first submission
 * succeeds, a second within the window shows the throttle toast and sends nothing, and the
 * same form goes through once the window has passed.
 */
export async function expectThrottleWindow(page: Page, form: ThrottledForm): Promise<void> {
  let dialog = await form.open();
  await fill(dialog, form.fields);
  await dialog.getByRole("button", { name: form.submit }).click();
  await expect(toast(page, form.successTitle)).toBeVisible();
  dialog = await form.open();
  await fill(dialog, form.fields);
  await dialog.getByRole("button", { name: form.submit }).click();
  await expect(toast(page, TOASTS.throttled.title)).toContainText(TOASTS.throttled.description);
  expect(form.capture.requests).toHaveLength(1);
  await page.clock.fastForward(THROTTLE_WINDOW_MS);
  await dialog.getByRole("button", { name: form.submit }).click();
  await expect(toast(page, form.successTitle)).toBeVisible();
  expect(form.capture.requests).toHaveLength(2);
}

export const answers = {
  ok: (data: unknown) => (route: Route) => route.fulfill({ status: 200, json: data }),
  errorInData: (error: string) => (route: Route) => route.fulfill({ status: 200, json: { error } }),
  status: (status: number, body?: unknown) => (route: Route) =>
    body === undefined ? route.fulfill({ status, body: "" }) : route.fulfill({ status, json: body }),
  relayError: () => (route: Route) =>
    route.fulfill({ status: 200, headers: { "x-relay-error": "true" }, json: { error: "Relay Error" } }),
  networkFailure: () => (route: Route) => route.abort("failed"),
};

/** The English texts of @supabase/functions-js that must never reach a visitor. */
export const LIBRARY_MESSAGES = [
  "Edge Function",
  "Failed to send a request",
  "Relay Error",
  "non-2xx",
  "Failed to fetch",
];

export async function expectNoLibraryMessage(page: Page): Promise<void> {
  const texts = await page.locator("[data-toast]").allInnerTexts();
  for (const text of texts) for (const english of LIBRARY_MESSAGES) expect(text).not.toContain(english);
}

/** Console lines of the page, to check the security trail and that it holds no personal data. */
export function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (msg) => lines.push(msg.text()));
  return lines;
}

/** True when the two boxes overlap. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [ra, rb] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
}

/** Whether the forms bundle has been loaded into the page. */
export function formsBundleLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[src]")].some((s) =>
      s.src.includes("/_astro/forms-bundle-"),
    ),
  );
}
