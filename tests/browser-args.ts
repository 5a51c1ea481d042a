import type { PlaywrightTestConfig } from "@playwright/test";

/** How every browser test launches the system Chromium: no sandbox (root in CI), no GPU, nothing fetched on its own. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** What every browser test runs in: the system Chromium with those arguments, in French, in Paris time. */
export function chromiumUse(baseURL: string): NonNullable<PlaywrightTestConfig["use"]> {
  return {
    baseURL,
    browserName: "chromium",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  };
}
