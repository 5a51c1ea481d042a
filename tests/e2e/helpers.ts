import type { Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

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
