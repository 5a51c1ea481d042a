/** Shared by the forms' component tests (jsdom): a clean page per test, and the toasts on screen. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Each test starts on an empty page with empty storage and the mocked sender reset; the security
 * trail's console lines (info, warn) are kept out of the test output.
 */
export function freshPageEachTest(resetMocks: () => void): void {
  beforeEach(() => {
    localStorage.clear();
    resetMocks();
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });
}

/** The text of every toast on screen (sonner's "Notifications" region). */
export function toasts(): string[] {
  return screen.queryAllByRole("region", { name: /Notifications/ }).flatMap((region) =>
    within(region)
      .queryAllByRole("listitem")
      .map((item) => item.textContent ?? ""),
  );
}
