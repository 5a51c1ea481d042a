import { describe, expect, it } from "vitest";
import {
  chromiumPath,
  DEFAULT_CHROME_PATH,
  missingChromiumMessage,
  missingTestChromiumMessage,
  TEST_CHROME_PATH,
  testChromiumPath,
} from "./chromium.ts";

describe("which Chromium the project launches", () => {
  const absent = "/nonexistent/chromium-for-this-test";

  it("the browser tests look for the headless shell, the benchmarks for the whole browser, and say which package is missing", () => {
    expect(missingTestChromiumMessage({})).toContain(`not found at ${TEST_CHROME_PATH}`);
    expect(missingTestChromiumMessage({})).toContain("apt-get install -y chromium-headless-shell");
    expect(missingChromiumMessage({ env: {} })).toContain(`not found at ${DEFAULT_CHROME_PATH}`);
    expect(missingChromiumMessage({ env: {} })).toMatch(/apt-get install -y chromium$/m);
  });

  it("CHROME_PATH wins over both, and a missing binary is no Chromium", () => {
    expect(testChromiumPath({ CHROME_PATH: absent })).toBeUndefined();
    expect(chromiumPath({ env: { CHROME_PATH: absent } })).toBeUndefined();
    expect(missingTestChromiumMessage({ CHROME_PATH: ` ${absent} ` })).toContain(`not found at ${absent}:`);
  });

  it("finds a binary that starts (node answers --version as Chromium would)", () => {
    expect(testChromiumPath({ CHROME_PATH: process.execPath })).toBe(process.execPath);
  });
});
