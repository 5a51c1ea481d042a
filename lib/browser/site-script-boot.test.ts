import { describe, expect, it } from "vitest";
import {
  bootSiteScript,
  SITE_SCRIPT_HIDDEN_DELAY_MS,
  siteScriptBootSource,
  siteScriptOfBoot,
} from "./site-script-boot.ts";
import { SITE_VIEWS_GLOBAL } from "./site-views.ts";

const SRC = "/_next/static/chunks/site/site-ABC123.js";

/** Runs the boot as a page would, with only these browser globals in scope (it may import nothing). */
function boot(hidden = false) {
  const listeners = new Map<string, () => void>();
  const head: Array<{ type: string; src: string }> = [];
  const window: Record<string, unknown> = {};
  const observers: Array<() => void> = [];
  const timers: Array<[() => void, number]> = [];
  const globals = {
    window,
    location: { pathname: "/tarifs/facturepro" },
    document: {
      hidden,
      body: {},
      createElement: () => ({ type: "", src: "" }),
      head: { append: (el: never) => head.push(el) },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    IntersectionObserver: class {
      constructor(callback: (entries: unknown[], observer: unknown) => void) {
        observers.push(() => callback([], this));
      }
      observe() {}
      disconnect() {}
    },
    setTimeout: (run: () => void, delay: number) => timers.push([run, delay]),
  };
  const names = Object.keys(globals);
  new Function(...names, siteScriptBootSource(SRC))(...names.map((name) => globals[name as keyof typeof globals]));
  return { window, head, observers, timers, load: () => listeners.get("load")?.() };
}

describe("the site script's inline boot", () => {
  it("notes the document's page at once, and adds the module once the page has loaded and been rendered", () => {
    const page = boot();
    expect(page.window[SITE_VIEWS_GLOBAL]).toEqual({ paths: ["/tarifs/facturepro"] });
    expect(page.head).toEqual([]);
    page.load();
    expect(page.head).toEqual([]);
    expect(page.timers).toEqual([]);
    page.observers[0]?.();
    expect(page.head).toEqual([{ type: "module", src: SRC }]);
  });

  it("in a tab in the background, adds it on a short timer instead, once", () => {
    const page = boot(true);
    page.load();
    expect(page.timers.map(([, delay]) => delay)).toEqual([SITE_SCRIPT_HIDDEN_DELAY_MS]);
    page.timers[0]?.[0]();
    page.observers[0]?.();
    expect(page.head).toEqual([{ type: "module", src: SRC }]);
  });

  it("is read back by the build's gates, and nothing else is", () => {
    expect(siteScriptOfBoot(siteScriptBootSource(SRC))).toBe(SRC);
    expect(siteScriptOfBoot(`${siteScriptBootSource(SRC)}\n`)).toBe(SRC);
    expect(siteScriptOfBoot("console.log(1);")).toBeUndefined();
    expect(siteScriptOfBoot(`(${bootSiteScript.toString()})("autre","/x.js",3000);`)).toBeUndefined();
  });
});
