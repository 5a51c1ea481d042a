/** What a visitor types into the forms, and the small helpers that fill and check them. */
import { expect, type Locator, type Page } from "@playwright/test";
import { INTERACTIVE_ATTRIBUTE } from "../../lib/browser/page-start.ts";

export { VALID_CONTACT } from "../fixtures/contact-form.ts";
export { quietVisitor } from "./visitor.ts";

export type FieldValues = Record<string, string>;

/**
 * Fills the fields, then, on an interactive page, waits until every form in `scope` is its
 * react-hook-form version (`data-enhanced`): a page's plain form is replaced by it once touched
 * (PageForm), a module fetched on demand, and a click before it arrives would submit the plain
 * form instead (the server's answer in the page, no toast). Without JavaScript there is nothing
 * to wait for.
 */
export async function fill(scope: Locator, values: FieldValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
  if ((await scope.page().locator(`html[${INTERACTIVE_ATTRIBUTE}]`).count()) === 0) return;
  const forms = await scope.locator("form[data-form]").count();
  if (forms > 0) await expect(scope.locator("form[data-form][data-enhanced]")).toHaveCount(forms);
}

export async function expectValues(scope: Locator, values: FieldValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await expect(scope.getByLabel(label, { exact: true })).toHaveValue(value);
  }
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
