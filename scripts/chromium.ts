import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The browser visitors use (Debian's `chromium`): the benchmarks and the guide's screenshots. */
export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/**
 * What the browser tests drive (Debian's `chromium-headless-shell`): the same Blink as `chromium`, without
 * the desktop browser around it, as Playwright itself runs headless tests. The browser suite took half
 * the time with it (a11y and contact specs: 90 s against 166 s), every test passing alike.
 */
export const TEST_CHROME_PATH = "/usr/bin/chromium-headless-shell";

/** How the project launches Chromium (tests, benchmarks): no sandbox (root in CI), no GPU, nothing fetched on its own. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface Which {
  env?: Record<string, string | undefined>;
  /** The binary used when CHROME_PATH is unset: the browser (default) or the tests' headless shell. */
  fallback?: string;
}

const wanted = ({ env = process.env, fallback = DEFAULT_CHROME_PATH }: Which) => env.CHROME_PATH?.trim() || fallback;

/** The Chromium to launch: CHROME_PATH, else `fallback`; undefined when it is missing or does not start. */
export function chromiumPath(which: Which = {}): string | undefined {
  const path = wanted(which);
  if (!existsSync(path)) return undefined;
  const probe = spawnSync(path, ["--version"], { encoding: "utf8" });
  return probe.status === 0 ? path : undefined;
}

/** The Chromium of the browser tests (npm test, test:e2e, test:edge): CHROME_PATH, else the headless shell. */
export const testChromiumPath = (env: Record<string, string | undefined> = process.env) =>
  chromiumPath({ env, fallback: TEST_CHROME_PATH });

/** What to say when the browser tests' Chromium is missing: where it was looked for, and how to install it. */
export const missingTestChromiumMessage = (env: Record<string, string | undefined> = process.env) =>
  missingChromiumMessage({ env, fallback: TEST_CHROME_PATH });

export function missingChromiumMessage(which: Which = {}): string {
  const path = wanted(which);
  const pkg = path === TEST_CHROME_PATH ? "chromium-headless-shell" : "chromium";
  return [
    `✖ Chromium was not found at ${path}: the browser tests cannot run.`,
    `  Install it (Debian/Ubuntu):  sudo apt-get update && sudo apt-get install -y ${pkg}`,
    "  or point CHROME_PATH to an existing Chromium or Chrome binary.",
  ].join("\n");
}
