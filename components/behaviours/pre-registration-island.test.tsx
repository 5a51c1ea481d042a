// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { ISLAND_ATTRIBUTE, mountPreRegistrationPopup } from "./pre-registration-island.tsx";

const NAME = { name: "Pré-inscrivez-vous à Score Client" } as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  localStorage.clear();
});

afterEach(() => vi.useRealTimers());

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("the pre-registration island", () => {
  it("mounts the popup in its own element, its timer set from `startedAt`, and unmounts it", async () => {
    const unmount = mountPreRegistrationPopup(performance.now() - 2000);
    expect(document.body.lastElementChild?.hasAttribute(ISLAND_ATTRIBUTE)).toBe(true);
    advance(TIMINGS.preRegistrationDelayMs - 2000 - 1);
    expect(screen.queryByRole("dialog", NAME)).toBeNull();
    advance(1);
    await vi.waitFor(() => screen.getByRole("dialog", NAME));
    act(() => unmount());
    expect(screen.queryByRole("dialog", NAME)).toBeNull();
    expect(document.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
  });
});
