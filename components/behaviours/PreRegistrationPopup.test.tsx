// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { SCORE_CLIENT_URL } from "../../lib/config/external-links.ts";
import { PreRegistrationPopup } from "./PreRegistrationPopup.tsx";

const NAME = { name: "Pré-inscrivez-vous à Score Client" } as const;
const FLAG = STORAGE_KEYS.hasSeenPreRegistrationPopup;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  localStorage.clear();
  document.documentElement.removeAttribute("data-maintenance");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const popup = () => screen.queryByRole("dialog", NAME);
/** The dialog's code is loaded when it is time to open: it appears a moment later. */
const opened = () => vi.waitFor(() => screen.getByRole("dialog", NAME));

function renderHome() {
  render(
    <>
      <a href="/essai-gratuit">Commencer gratuitement</a>
      <PreRegistrationPopup />
    </>,
  );
  screen.getByRole("link", { name: "Commencer gratuitement" }).focus();
}

describe("the pre-registration popup", () => {
  it("opens 6 s after load, as a dialog named by its title, focus on the X", async () => {
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs - 1);
    expect(popup()).toBeNull();
    advance(1);
    expect((await opened()).getAttribute("aria-describedby")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fermer" }));
  });

  it("counts the 6 s from the page's start, not from when its code arrived", async () => {
    advance(1800); // the page's scripts came 1.8 s after the navigation
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs - 1800 - 1);
    expect(popup()).toBeNull();
    advance(1);
    await opened();
  });

  it("the X sets the flag, closes, gives the focus back and never comes back", async () => {
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs);
    await opened();
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(popup()).toBeNull();
    expect(localStorage.getItem(FLAG)).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Commencer gratuitement" }));
    advance(TIMINGS.preRegistrationSnoozeMs * 3);
    expect(popup()).toBeNull();
  });

  it('"Tester Gratuitement" links to Score Client in a new tab, sets the flag and closes', async () => {
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs);
    await opened();
    const link = screen.getByRole("link", { name: /Tester Gratuitement/ });
    expect(link.getAttribute("href")).toBe(SCORE_CLIENT_URL);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom does not navigate
    fireEvent.click(link);
    expect(popup()).toBeNull();
    expect(localStorage.getItem(FLAG)).toBe("true");
  });

  it('"Plus tard" and Escape close it without the flag; it comes back 50 s later', async () => {
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs);
    await opened();
    fireEvent.click(screen.getByRole("button", { name: "Plus tard" }));
    expect(popup()).toBeNull();
    expect(localStorage.getItem(FLAG)).toBeNull();
    advance(TIMINGS.preRegistrationSnoozeMs - 1);
    expect(popup()).toBeNull();
    advance(1);
    await opened();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(popup()).toBeNull();
    expect(localStorage.getItem(FLAG)).toBeNull();
    advance(TIMINGS.preRegistrationSnoozeMs);
    await opened();
  });

  it("does not open when the flag is set, nor over the maintenance screen", () => {
    localStorage.setItem(FLAG, "true");
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs * 10);
    expect(popup()).toBeNull();
    cleanup();

    localStorage.clear();
    document.documentElement.setAttribute("data-maintenance", "screen");
    renderHome();
    advance(TIMINGS.preRegistrationDelayMs * 10);
    expect(popup()).toBeNull();
  });

  it("waits for another open dialog to close", async () => {
    renderHome();
    const other = document.createElement("dialog");
    other.setAttribute("open", "");
    document.body.append(other);
    advance(TIMINGS.preRegistrationDelayMs);
    expect(popup()).toBeNull();
    other.removeAttribute("open");
    other.dispatchEvent(new Event("close"));
    advance(TIMINGS.preRegistrationDelayMs);
    await opened();
    other.remove();
  });
});
