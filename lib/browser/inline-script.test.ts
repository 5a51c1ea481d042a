import { afterEach, describe, expect, it, vi } from "vitest";
import { HOME_CONTENT_KEYS } from "../catalog/home.ts";
import { inlineCall } from "./inline-script.ts";
import { bootMaintenance, isMaintenanceSettings, MAINTENANCE_PATH, mountMaintenance } from "./maintenance.ts";
import { MemoryStorage } from "./memory-storage.test-helper.ts";
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
  const source = inlineCall(bootMaintenance, STORAGE_KEYS.maintenanceSettings, MAINTENANCE_PATH, isMaintenanceSettings);

  function boot(stored: string | undefined, pathname = "/") {
    const localStorage = new MemoryStorage();
    if (stored !== undefined) localStorage.setItem(STORAGE_KEYS.maintenanceSettings, stored);
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
    run(source, { localStorage, document, location: { pathname } });
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
  const source = inlineCall(mountMaintenance);

  function mount(marked: boolean) {
    const mounted: unknown[] = [];
    const content = { cloneNode: () => "copy" };
    const template = { content, after: (node: unknown) => mounted.push(node) };
    const document = {
      documentElement: { hasAttribute: () => marked },
      querySelector: (selector: string) => (selector === "template[data-maintenance-template]" ? template : null),
    };
    run(source, { document });
    return mounted;
  }

  it("puts the banner and screen in place only when the page is marked", () => {
    expect(mount(true)).toEqual(["copy"]);
    expect(mount(false)).toEqual([]);
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
