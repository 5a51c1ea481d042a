// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../../tests/support/memory-storage.ts";
import { HOME_CONTENT_KEYS } from "../catalog/home.ts";
import { formatLongDateTime } from "../format/french-format.ts";
import { inlineCall } from "./inline-script.ts";
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  isMaintenanceSettings,
  MAINTENANCE_PATH,
  maintenanceView,
} from "./maintenance.ts";
import { bootMaintenance, MAINTENANCE_GLOBAL, mountMaintenance } from "./maintenance-inline.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { pickHomeTexts } from "./text-overrides.ts";

/** Runs an inline script the way a page would, with only the given browser globals in scope. */
function run(source: string, globals: Record<string, unknown>): void {
  const names = Object.keys(globals);
  new Function(...names, source)(...names.map((name) => globals[name]));
}

afterEach(() => vi.restoreAllMocks());

describe("inlineCall", () => {
  it("serialises JSON arguments and functions", () => {
    const source = inlineCall(
      (a: string, f: (x: number) => number) => `${a}${f(1)}`,
      "x",
      (x: number) => x + 1,
    );
    expect(source).toMatch(/^\(.*\)\("x",\(.*\)\);$/s);
  });

  it("escapes < in arguments so that they cannot close the script element", () => {
    expect(inlineCall(() => 0, "</script><b>")).not.toContain("</script");
  });
});

describe("bootMaintenance, inline", () => {
  const source = inlineCall(
    bootMaintenance,
    STORAGE_KEYS.maintenanceSettings,
    MAINTENANCE_PATH,
    isMaintenanceSettings,
    MAINTENANCE_GLOBAL,
  );

  function boot(stored: string | undefined, pathname = "/") {
    const localStorage = new MemoryStorage();
    if (stored !== undefined) localStorage.setItem(STORAGE_KEYS.maintenanceSettings, stored);
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
    const window: Record<string, unknown> = {};
    run(source, { localStorage, document, location: { pathname }, window });
    if (attributes.has("data-maintenance")) expect(window[MAINTENANCE_GLOBAL]).toEqual(JSON.parse(stored ?? ""));
    else expect(window[MAINTENANCE_GLOBAL]).toBeUndefined();
    return attributes.get("data-maintenance");
  }

  it("marks the page when maintenance is on", () => {
    expect(boot('{"enabled":true,"message":"Mise à jour","endTime":null}')).toBe("screen");
    expect(boot('{"enabled":true}', "/tarifs/crmpro")).toBe("screen");
  });

  it("only adds the banner on /maintenance itself", () => {
    expect(boot('{"enabled":true}', "/maintenance")).toBe("page");
    expect(boot('{"enabled":true}', "/maintenance.html")).toBe("page");
  });

  it.each([
    ["absent", undefined],
    ["disabled", '{"enabled":false,"message":"x"}'],
    ["not JSON", "{enabled:true"],
    ["of the wrong shape", '{"enabled":"true"}'],
    ["a list", "[true]"],
    ["with a message that is not text", '{"enabled":true,"message":42}'],
  ])("leaves the page alone when the setting is %s", (_, stored) => {
    expect(boot(stored)).toBeUndefined();
  });

  it("survives storage that throws", () => {
    const localStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => run(source, { localStorage, document: {}, location: { pathname: "/" } })).not.toThrow();
  });
});

describe("mountMaintenance, inline", () => {
  const source = inlineCall(
    mountMaintenance,
    MAINTENANCE_GLOBAL,
    DEFAULT_MAINTENANCE_MESSAGE,
    maintenanceView,
    formatLongDateTime,
  );

  /** A page as the server sends it, cut right after the mount script (the rest is not parsed yet). */
  function mount(marked: boolean, stored: string | undefined) {
    const doc = new DOMParser().parseFromString(
      `<html${marked ? ' data-maintenance="screen"' : ""}><body><div><template data-maintenance-template>` +
        "<aside data-maintenance-banner><span data-maintenance-message></span><span data-maintenance-end hidden> Retour prévu le: <time></time></span></aside>" +
        "<div data-maintenance-screen><h1>Site en maintenance</h1><p data-maintenance-message>Notre site est en maintenance.</p>" +
        "<p data-maintenance-end hidden>Retour prévu le: <time></time></p></div></template></div></body></html>",
      "text/html",
    );
    // What bootMaintenance, in <head>, left for it.
    const window = { [MAINTENANCE_GLOBAL]: stored === undefined ? undefined : JSON.parse(stored) };
    run(source, { document: doc, window });
    return doc;
  }

  it("puts the banner and screen in place only when the page is marked", () => {
    expect(mount(true, '{"enabled":true}').querySelector("[data-maintenance-screen]")).not.toBeNull();
    expect(mount(false, '{"enabled":true}').querySelector("[data-maintenance-screen]")).toBeNull();
  });

  it("writes the stored message and the French end date itself, before any module script", () => {
    const doc = mount(true, '{"enabled":true,"message":"Mise à jour du site","endTime":"2026-12-15T13:30:00Z"}');
    const screen = doc.querySelector("[data-maintenance-screen]");
    expect(screen?.querySelector("[data-maintenance-message]")?.textContent).toBe("Mise à jour du site");
    const end = screen?.querySelector<HTMLElement>("[data-maintenance-end]");
    expect(end?.hidden).toBe(false);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(end?.querySelector("time")?.textContent).toBe(formatLongDateTime(new Date("2026-12-15T13:30:00Z"), zone));
    expect(end?.querySelector("time")?.getAttribute("datetime")).toBe("2026-12-15T13:30:00.000Z");
    expect(doc.querySelector("aside [data-maintenance-message]")?.textContent).toBe("Mise à jour du site");
  });

  it("shows the default message and no date when none is stored", () => {
    const doc = mount(true, '{"enabled":true,"endTime":"bientôt"}');
    const screen = doc.querySelector("[data-maintenance-screen]");
    expect(screen?.querySelector("[data-maintenance-message]")?.textContent).toBe(DEFAULT_MAINTENANCE_MESSAGE);
    expect(screen?.querySelector<HTMLElement>("[data-maintenance-end]")?.hidden).toBe(true);
  });

  it("does nothing when the head script left no settings", () => {
    expect(mount(true, undefined).querySelector("[data-maintenance-screen]")).toBeNull();
  });
});

describe("pickHomeTexts", () => {
  const keys = HOME_CONTENT_KEYS;

  it("takes the known keys of the entry whose path is /", () => {
    const data = [
      { path: "/solutions", content: { "main-title": "Autre page" } },
      { path: "/", content: { "main-title": "Titre", "cta-button": "Essayer", inconnue: "x", "sub-title": 3 } },
    ];
    expect(pickHomeTexts(data, keys)).toEqual([
      ["main-title", "Titre"],
      ["cta-button", "Essayer"],
    ]);
  });

  it("ignores empty texts and entries without content", () => {
    expect(pickHomeTexts([{ path: "/", content: { "main-title": "  " } }], keys)).toEqual([]);
    expect(pickHomeTexts([{ path: "/" }, null, 3], keys)).toEqual([]);
    expect(pickHomeTexts([], keys)).toEqual([]);
  });

  it("rejects a value that is not a list", () => {
    expect(() => pickHomeTexts({ path: "/" }, keys)).toThrow();
  });

  it("knows the 20 keys of the spec", () => {
    expect(keys).toHaveLength(20);
  });
});
