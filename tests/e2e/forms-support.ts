/**
 * Shared by the forms-*.spec.ts files. The visitor's values and the filling helpers are in
 * form-values.ts; this adds the toasts (sonner, in a "Notifications" live region), whether
 * the form code has been fetched, and a `test` that fails on any page error or CSP violation.
 */
import { spawnSync } from "node:child_process";
import { expect, type Locator, type Page } from "@playwright/test";
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from "@supabase/functions-js";
import { CHECK_MESSAGES } from "../../lib/forms/check-messages.ts";
import { FORM_STAMP_FIELD, MIN_FILLING_MS } from "../../lib/forms/form-checks.ts";
import { interactive } from "./helpers.ts";

export { consoleLines, expectValues, fill, overlaps, quietVisitor, VALID_CONTACT } from "./form-values.ts";
export { DESKTOP, interactive, MOBILE, test, visit } from "./helpers.ts";

/** A page with the footer's contact opener and one in its content (the FAQ's "Nous contacter"). */
export const CONTACT_PAGE = "/ressources/faq";

/** The footer's Contact button, on every page. */
export const footerContact = (page: Page) =>
  page.locator("footer").getByRole("button", { name: "Contact", exact: true });
export const contactDialog = (page: Page) => page.getByRole("dialog", { name: "Contactez-nous" });

/** Opens the contact dialog from the footer (once the page is interactive) and returns it, open. */
export async function openContact(page: Page): Promise<Locator> {
  await interactive(page);
  await footerContact(page).click();
  const dialog = contactDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens a page of the build, which must answer 200, and waits until it is interactive. */
export async function gotoBuilt(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} should answer 200`).toBe(200);
  await interactive(page);
}

/** Every toast a visitor can perceive now (the page's, or the open dialog's while the page is hidden). */
export function toasts(page: Page | Locator): Locator {
  return page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
}

/** The toast with this title. */
export function toast(page: Page, title: string): Locator {
  return toasts(page).filter({ has: page.getByText(title, { exact: true }) });
}

/** The toast with this title and description. */
export function toastWith(scope: Page | Locator, text: { title: string; description: string }): Locator {
  return toasts(scope).filter({ hasText: text.title }).filter({ hasText: text.description });
}

/** Strings only the lazily loaded form code holds: react-hook-form, sonner, zod. */
const FORM_CODE_MARKERS = ["shouldUnregister", "data-sonner-toaster", "invalid_type"];

/**
 * Whether the page has fetched the form code (react-hook-form, sonner, zod): every script it has
 * loaded so far, by its resource timing entries, searched for strings only that code holds.
 */
export function formCodeLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async (markers) => {
    const urls = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.endsWith(".js"));
    const texts = await Promise.all(urls.map((url) => fetch(url).then((r) => r.text())));
    return texts.some((text) => markers.some((marker) => text.includes(marker)));
  }, FORM_CODE_MARKERS);
}

/**
 * The English texts that must never reach a visitor: the messages of @supabase/functions-js's
 * errors, taken from the library itself, and the browser's own for a failed fetch.
 */
export const LIBRARY_MESSAGES = [
  ...[FunctionsFetchError, FunctionsRelayError, FunctionsHttpError].map(
    (LibraryError) => new LibraryError(null).message,
  ),
  "Failed to fetch",
];

export async function expectNoLibraryMessage(page: Page): Promise<void> {
  const texts = await toasts(page).allInnerTexts();
  for (const text of texts) for (const english of LIBRARY_MESSAGES) expect(text).not.toContain(english);
}

/** Every stored submission of one type, as `npm run leads -- export --format json` prints them. */
export function exportedLeads(type: string, dataDir = process.env.E2E_DATA_DIR): Record<string, unknown>[] {
  expect(dataDir, "playwright.config.ts gives the server its DATA_DIR").toBeTruthy();
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "scripts/leads.ts", "export", "--format", "json", "--type", type],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A unique address of the visitor's domain: the server refuses the same form from the same e-mail within 60 s. */
export const uniqueEmail = (name = "eloise", domain = "atelier-lumiere.fr") => `${name}.${unique()}@${domain}`;

export { expect };

/**
 * A plain form sent without JavaScript (lib/forms/form-checks.ts): its first post comes back as typed
 * with the server's signed time and « Dernière étape »; sent again once the minimum filling time has
 * passed since that time (read from the stamp the page holds: what the server counts from, whatever
 * the machine's speed).
 */
export async function sendWithoutScript(scope: Locator, button: string): Promise<void> {
  await scope.getByRole("button", { name: button }).click();
  await expect(scope.getByRole("alert")).toContainText(CHECK_MESSAGES.confirmPlain);
  const stamp = await scope.locator(`input[name="${FORM_STAMP_FIELD}"]`).inputValue();
  const issuedAt = Number.parseInt(stamp.split(".")[0] ?? "", 36);
  expect(Number.isFinite(issuedAt)).toBe(true);
  const wait = issuedAt + MIN_FILLING_MS - Date.now();
  // The server's own rule: the second post must come MIN_FILLING_MS after the stamp (the same clock here).
  if (wait > 0) await scope.page().waitForTimeout(wait + 50);
  await scope.getByRole("button", { name: button }).click();
}

/** The body of the forms' call for a proof-of-work challenge (the server action's one argument). */
const CHALLENGE_CALL = /^\["(?:contact|demo|automation|newsletter)"\]$/;

/**
 * The form submissions `page` posts from now on (their URLs): every POST but the forms' requests for
 * a proof-of-work challenge, which the first touch of a form sends.
 */
export function recordSubmissions(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && !CHALLENGE_CALL.test(request.postData() ?? "")) posts.push(request.url());
  });
  return posts;
}
