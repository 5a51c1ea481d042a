// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasObjected } from "../../lib/browser/audience-choice.ts";
import { audienceObjectionSource, AUDIENCE_OBJECTION_TEXTS as TEXTS } from "../../lib/browser/audience-objection.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { AudienceObjection } from "./AudienceObjection.tsx";

/**
 * The privacy page's control as the server writes it, then its inline script run the way the page
 * runs it: with only the browser globals it may use in scope (it is serialised, it imports nothing).
 */
function load(globals: { navigator?: object; localStorage?: Storage } = {}) {
  document.body.innerHTML = renderToStaticMarkup(<AudienceObjection />);
  const scope = { document, navigator: globals.navigator ?? {}, localStorage: globals.localStorage ?? localStorage };
  new Function(...Object.keys(scope), audienceObjectionSource())(...Object.values(scope));
  const root = document.querySelector<HTMLElement>("[data-audience-objection]")!;
  const status = root.querySelector('[role="status"]')!;
  const button = root.querySelector("button")!;
  return { root, status, button };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the objection to the audience measurement", () => {
  it("is hidden in the server's markup: without JavaScript there is nothing to object to", () => {
    document.body.innerHTML = renderToStaticMarkup(<AudienceObjection />);
    expect(document.querySelector<HTMLElement>("[data-audience-objection]")?.hidden).toBe(true);
  });

  it("objects, says so in its status line, and withdraws the objection", () => {
    const { root, status, button } = load();
    expect(root.hidden).toBe(false);
    expect(status.textContent).toBe(TEXTS.counted);
    expect(button.textContent).toBe(TEXTS.object);
    expect(button.type).toBe("button");

    button.click();
    expect(localStorage.getItem(STORAGE_KEYS.audienceOptOut)).toBe("true");
    expect(hasObjected()).toBe(true);
    expect(status.textContent).toBe("Vos visites ne sont plus comptées.");
    expect(button.textContent).toBe(TEXTS.withdraw);

    button.click();
    expect(localStorage.getItem(STORAGE_KEYS.audienceOptOut)).toBeNull();
    expect(hasObjected()).toBe(false);
    expect(status.textContent).toBe(TEXTS.withdrawn);
    expect(button.textContent).toBe(TEXTS.object);
  });

  it("shows an objection made earlier, before the first paint", () => {
    localStorage.setItem(STORAGE_KEYS.audienceOptOut, "true");
    const { status, button } = load();
    expect(status.textContent).toBe(TEXTS.objected);
    expect(button.textContent).toBe(TEXTS.withdraw);
  });

  it("ignores a malformed flag, as the beacon does", () => {
    localStorage.setItem(STORAGE_KEYS.audienceOptOut, "{oui");
    const { status, button } = load();
    expect(status.textContent).toBe(TEXTS.counted);
    button.click();
    expect(localStorage.getItem(STORAGE_KEYS.audienceOptOut)).toBe("true");
  });

  it.each([
    ["« Ne pas me suivre »", { doNotTrack: "1" }],
    ["Global Privacy Control", { globalPrivacyControl: true }],
  ])("says that %s already keeps the visits from being counted", (_, navigator) => {
    const { status, button } = load({ navigator });
    expect(status.textContent).toBe(TEXTS.signal);
    button.click();
    expect(status.textContent).toBe(TEXTS.objected);
    button.click();
    expect(status.textContent).toBe(TEXTS.signal);
  });

  it("says so when the browser refuses to store the choice", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const { status, button } = load({ localStorage: refusing });
    button.click();
    expect(status.textContent).toBe(TEXTS.unavailable);
    expect(button.textContent).toBe(TEXTS.object);
  });

  it("writes French typography in every text", () => {
    for (const text of Object.values(TEXTS)) expect(text).not.toMatch(/ [:;!?»]|« /);
  });
});
