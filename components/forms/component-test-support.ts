/** Shared by the forms' component tests (jsdom): a clean page per test, and the toasts on screen. */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Each test starts on an empty page with empty storage and the mocked sender reset; the security
 * trail's console lines (info, warn) are kept out of the test output.
 *
 * The timers a test leaves behind are cancelled with its page: sonner removes a dismissed toast
 * 200 ms later, from the page toaster's own React root, and such a timer firing after the file's
 * jsdom is gone made React read an absent `window` (an unhandled error that fails the run).
 */
export function freshPageEachTest(resetMocks: () => void): void {
  const pageTimers = new Set<ReturnType<typeof setTimeout>>();
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  beforeEach(() => {
    localStorage.clear();
    resetMocks();
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      callback: (...args: unknown[]) => void,
      delay?: number,
      ...args: unknown[]
    ) => {
      const timer = realSetTimeout(() => {
        pageTimers.delete(timer);
        callback(...args);
      }, delay);
      pageTimers.add(timer);
      return timer;
    }) as typeof setTimeout);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    for (const timer of pageTimers) realClearTimeout(timer);
    pageTimers.clear();
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
