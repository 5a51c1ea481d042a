import type { PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROME_PATH } from "../scripts/chromium.ts";

/** How every browser test launches the system Chromium: the project's flags, and no QUIC. */
const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, "--disable-quic"];

/**
 * The slow-machine check: E2E_CPU_SLOWDOWN=3 runs every page of every browser test on a
 * CPU three times slower (Chromium's Emulation.setCPUThrottlingRate, tests/browser-test.ts), and
 * gives each test and each expectation as many times its budget. 1 (the default) changes nothing.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN ?? "1") || 1);

/** A budget in milliseconds, scaled by the slowdown. */
export function budget(ms: number): number {
  return Math.round(ms * CPU_SLOWDOWN);
}

/** What every browser test runs in: the system Chromium's headless shell with those arguments, in French, in Paris time. */
export function chromiumUse(baseURL: string): NonNullable<PlaywrightTestConfig["use"]> {
  return {
    baseURL,
    browserName: "chromium",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // Off: recording every test's trace to keep the failures' made the suite 1.5 times slower
    // (forms-standin: 180 s against 123 s). E2E_TRACE=retain-on-failure brings it back to debug.
    trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "off",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? TEST_CHROME_PATH, args: CHROMIUM_ARGS },
  };
}
