import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/** How the project launches Chromium (tests, benchmarks): no sandbox (root in CI), no GPU, nothing fetched on its own. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The Chromium the browser tests drive: CHROME_PATH, else the Debian package's binary. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string | undefined {
  const path = env.CHROME_PATH?.trim() || DEFAULT_CHROME_PATH;
  if (!existsSync(path)) return undefined;
  const probe = spawnSync(path, ["--version"], { encoding: "utf8" });
  return probe.status === 0 ? path : undefined;
}

export function missingChromiumMessage(env: Record<string, string | undefined> = process.env): string {
  const path = env.CHROME_PATH?.trim() || DEFAULT_CHROME_PATH;
  return [
    `✖ Chromium was not found at ${path}: the browser tests cannot run.`,
    "  Install it (Debian/Ubuntu):  sudo apt-get update && sudo apt-get install -y chromium",
    "  or point CHROME_PATH to an existing Chromium or Chrome binary.",
  ].join("\n");
}
