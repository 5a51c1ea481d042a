/**
 * A slow phone on a slow network: the page's HTML arrives, its script files come late or never.
 * Shared by the specs that check what a visitor gets before React has run.
 */
import type { Page, Route } from "@playwright/test";

/** Next's script files: the page's chunks and every chunk loaded on demand. */
export const SCRIPT_FILES = /\/_next\/static\/chunks\/.*\.js(\?.*)?$/;

/** The framework's own chunks, by path: Next's, not the site script's (chunks/site/, which runs without it). */
export const FRAMEWORK_CHUNK_PATH = /^\/_next\/static\/chunks\/(?!site\/)[^?]*\.js$/;

/** Answers every script file `ms` late (the request is held, then goes through unchanged). */
export async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route(SCRIPT_FILES, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
}

/** Refuses every script file: the page only ever has its HTML, its CSS and its inline scripts. */
export async function refuseScripts(page: Page): Promise<void> {
  await page.route(SCRIPT_FILES, (route) => route.abort());
}

/**
 * Holds every script file until the returned `release` is called: until then the page has only its
 * HTML, its CSS and its inline scripts, as on a slow phone before the framework has arrived.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPT_FILES, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  return release;
}
