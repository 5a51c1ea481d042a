/**
 * Shared by the accessibility and keyboard gates: the routes and dialog openers found in
 * the build (never a hand-kept list), axe with the WCAG 2.x A/AA tags and readable
 * reports, and a frozen clock so that the timed elements (cookie banner after 1 s,
 * pre-registration popup after 6 s) only appear when a test moves time on.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { scanTags } from "../../lib/seo/html-scan.ts";
import { type BuiltPage, REDIRECTED_PATHS } from "../../scripts/gates/dist.ts";
import { nextDistDir, nextPages } from "../../scripts/gates/next-build.ts";
import { budget } from "../browser-args.ts";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Pages served with status 200 (not-found page and redirect fallbacks left out), from the build. */
export function servedPages() {
  return nextPages(nextDistDir()).filter((page) => page.path !== "/404" && !REDIRECTED_PATHS.has(page.path));
}

/** The paths of servedPages(): the pages the accessibility gate visits (and checks for third-party requests). */
export function servedPaths(): ReadonlySet<string> {
  return new Set(servedPages().map((page) => page.path));
}

/** The JavaScript files of the build, the site script's included, read as text (to tell whether a timed element exists at all). */
export function buildScripts(): string[] {
  const dir = join(nextDistDir(), "static", "chunks");
  try {
    // Next's chunks and the site script's (site/: the home page's popup is an island there).
    return readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(dir, file), "utf8"));
  } catch {
    return [];
  }
}

/** Each dialog kind of `[data-open-dialog]` in the build, with the first page that has an opener. */
export function dialogOpeners(pages: readonly BuiltPage[] = servedPages()): Map<string, string> {
  const openers = new Map<string, string>();
  for (const page of pages)
    for (const tag of scanTags(page.html)) {
      const kind = tag.attrs["data-open-dialog"];
      if (kind && !openers.has(kind)) openers.set(kind, page.path);
    }
  return openers;
}

const TIMER_NAMES = [
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
] as const;

/** The page's global object seen as named slots, plus the timers kept aside. */
type TimerWindow = Record<string, unknown> & {
  __realTimers?: Record<string, unknown>;
  __fakeTimers?: Record<string, unknown>;
};

/**
 * Axe schedules its own work with timers: while it runs, the page gets the browser's real
 * timers back (saved before the clock was installed), then the frozen ones again.
 */
async function withRealTimers<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const swap = (toReal: boolean) =>
    page.evaluate(
      ({ names, toReal }) => {
        const w = window as unknown as TimerWindow;
        if (!w.__realTimers) return;
        if (!w.__fakeTimers) w.__fakeTimers = {};
        const stash = w.__fakeTimers;
        for (const name of names) {
          if (toReal) {
            stash[name] = w[name];
            w[name] = w.__realTimers[name];
          } else w[name] = stash[name];
        }
      },
      { names: TIMER_NAMES, toReal },
    );
  await swap(true);
  try {
    return await run();
  } finally {
    await swap(false);
  }
}

/** Does the page hold a frame from another origin (which only axe's cross-frame mode can check)? */
function hasForeignFrame(page: Page): boolean {
  const own = URL.parse(page.url())?.origin;
  return page.frames().some((frame) => {
    const url = URL.parse(frame.url());
    return url !== null && /^https?:$/.test(url.protocol) && url.origin !== own;
  });
}

/**
 * Axe violations of the page as it is now, one readable block each (empty when clean). Axe runs
 * in the page itself (`axe.run`: its "legacy mode", which checks the page and its same-origin
 * frames) rather than in parts finished in a blank tab opened for every run, and reports only
 * the violations in full: the same rules on the same nodes, for a fraction of the work (the
 * site's pages have no frame; one from another origin brings the cross-frame mode back).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode(!hasForeignFrame(page));
  const results = await withRealTimers(page, () => builder.analyze());
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 8)
      .map((n) => `    ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
      .join("\n");
    const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
    return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
  });
}

/** Fails with every violation printed, under a label saying which page and state. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${label}:\n\n${violations.join("\n\n")}\n`).toEqual([]);
}

const START = new Date("2026-03-02T09:00:00+01:00").getTime();

/** Installs Playwright's clock, paused: no page timer fires until the test advances time. */
export async function freezeTimers(page: Page): Promise<void> {
  // Registered before the clock, so it runs first on every document and keeps the real timers.
  await page.addInitScript((names) => {
    const w = window as unknown as TimerWindow;
    w.__realTimers = Object.fromEntries(
      names.map((name) => {
        const timer = w[name] as (...args: unknown[]) => unknown;
        return [name, timer.bind(window)];
      }),
    );
  }, TIMER_NAMES);
  await page.clock.install({ time: START });
  // The installed clock flows until paused: pause a minute later, before any page has loaded.
  await page.clock.pauseAt(START + 60_000);
}

/**
 * Retries `check` while moving the frozen clock on by small steps, so that animation frames
 * and zero-delay timers of the page run (about 5 ms of page time per try: the 1 s and 6 s
 * timers stay far away).
 */
export async function untilWithClock(page: Page, check: () => Promise<void>, timeout = budget(8_000)): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(5);
    await check();
  }).toPass({ timeout, intervals: [50, 100, 200] });
}

/** Does the page (its HTML or the scripts of the build) contain this visible text? */
export function buildMentions(pageHtml: string, scripts: string[], text: string): boolean {
  return pageHtml.includes(text) || scripts.some((code) => code.includes(text));
}
