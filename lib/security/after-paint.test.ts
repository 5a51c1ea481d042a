import { describe, expect, it } from "vitest";
import { isExecutableInlineScript, scanTags } from "../seo/html-scan.ts";
import {
  afterPaintLoader,
  afterPaintUrls,
  DEMAND_EVENTS,
  loadingMoment,
  REACT_AT_LOAD_PATHS,
  scriptsAfterPaint,
} from "./after-paint.ts";

const page = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>',
  '<script>(function(a){window[a]=performance.now()})("__pageStart");</script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>',
  '<body><h1>Bonjour</h1><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join("");

describe("scripts after the first paint", () => {
  it("takes Next's async chunks and their preload out of the page, and loads them from one script at the end of <body>", () => {
    const html = scriptsAfterPaint(page, "/tarifs");
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload"');
    const scripts = scanTags(html).filter(isExecutableInlineScript);
    const loader = scripts.at(-1)?.text ?? "";
    expect(html.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
    expect(afterPaintUrls(loader)).toEqual([
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js",
      "/_next/static/chunks/main.js",
    ]);
    // Everything else stays where it was: styles, inline scripts, the legacy polyfill, the content.
    for (const kept of ['rel="stylesheet"', "__pageStart", 'noModule=""', "<h1>Bonjour</h1>", 'id="_R_"', "__next_f"])
      expect(html).toContain(kept);
  });

  it("leaves a page without async chunks as it is, and a rewritten page too", () => {
    const plain = "<html><head></head><body><p>Texte</p></body></html>";
    expect(scriptsAfterPaint(plain, "/tarifs")).toBe(plain);
    const once = scriptsAfterPaint(page, "/tarifs");
    expect(scriptsAfterPaint(once, "/tarifs")).toBe(once);
  });

  it("puts the loader before the page's own </body>, not before that text inside a script", () => {
    const html = scriptsAfterPaint(
      page.replace("<h1>Bonjour</h1>", '<h1>Bonjour</h1><script>var tag = "</body>";</script>'),
      "/tarifs",
    );
    expect(html).toContain('<script>var tag = "</body>";</script>');
    expect(html.indexOf("<script>((p,u,v)")).toBeGreaterThan(html.indexOf('var tag = "</body>"'));
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("loads a page's chunks on demand, but the home page's after the first paint (its popup acts by itself)", () => {
    const all = ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/main.js"];
    const loaderOf = (html: string) => scanTags(html).filter(isExecutableInlineScript).at(-1)?.text ?? "";
    expect(REACT_AT_LOAD_PATHS).toEqual(["/"]);
    expect(loadingMoment("/")).toBe("after-paint");
    expect(loadingMoment("/tarifs/crmpro")).toBe("on-demand");
    expect(loaderOf(scriptsAfterPaint(page, "/tarifs"))).toBe(afterPaintLoader(all, "on-demand"));
    expect(loaderOf(scriptsAfterPaint(page, "/"))).toBe(afterPaintLoader(all));
  });

  it("reads the URLs of the loaders only", () => {
    expect(afterPaintUrls(afterPaintLoader(["/_next/static/chunks/x.js"]))).toEqual(["/_next/static/chunks/x.js"]);
    expect(afterPaintUrls(afterPaintLoader(["/_next/static/chunks/x.js"], "on-demand"))).toEqual([
      "/_next/static/chunks/x.js",
    ]);
    expect(afterPaintUrls('(function(){})(["/_next/static/chunks/x.js"]);')).toEqual([]);
  });

  /** Runs the loader of `urls` in a stand-in page, visible or in the background, and hands its parts back. */
  function runLoader(urls: string[], hidden: boolean) {
    const added: string[] = [];
    const observers: Array<{
      callback: (entries: unknown[], observer: unknown) => void;
      observed: unknown[];
      disconnected: boolean;
    }> = [];
    const timers: Array<{ run: () => void; ms: number | undefined }> = [];
    const listeners: Record<string, () => void> = {};
    const body = { tagName: "BODY" };
    const scope = {
      document: {
        body,
        hidden,
        createElement: () => ({ src: "" }),
        head: { append: (element: { src: string }) => added.push(element.src) },
      },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      IntersectionObserver: class {
        record: (typeof observers)[number];
        constructor(callback: (entries: unknown[], observer: unknown) => void) {
          this.record = { callback, observed: [], disconnected: false };
          observers.push(this.record);
        }
        observe(target: unknown) {
          this.record.observed.push(target);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
      setTimeout: (callback: () => void, ms?: number) => timers.push({ run: callback, ms }),
    };
    // It runs while the page is parsed (the last thing of <body>), so always before the load event.
    new Function(...Object.keys(scope), afterPaintLoader(urls))(...Object.values(scope));
    expect(observers).toHaveLength(0);
    expect(timers).toHaveLength(0);
    listeners.load!();
    expect(added).toEqual([]);
    const [observer] = observers;
    expect(observer?.observed).toEqual([body]);
    /** The observer's first callback, which comes after the browser has rendered the loaded page. */
    const rendered = () => observer!.callback([{}], { disconnect: () => (observer!.disconnected = true) });
    return { added, observer: observer!, rendered, timers };
  }

  const urls = ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"];

  it("in a visible tab, loads the chunks once, after the rendering that follows the load event, and never on a timer", () => {
    const { added, observer, rendered, timers } = runLoader(urls, false);
    // No timer: on a busy phone the rendering may come more than 100 ms after load, and the chunks
    // must still wait for it.
    expect(timers).toEqual([]);
    rendered();
    expect(observer.disconnected).toBe(true);
    expect(added).toEqual(urls);
  });

  it("in a background tab, which renders nothing, loads them 100 ms after the load event, once", () => {
    const { added, rendered, timers } = runLoader(urls, true);
    expect(timers.map((timer) => timer.ms)).toEqual([100]);
    timers[0]!.run();
    expect(added).toEqual(urls);
    // Shown later, the tab renders: nothing loads twice.
    rendered();
    expect(added).toEqual(urls);
  });

  /** Runs the on-demand loader of `urls` in a stand-in page and hands its parts back. */
  function runOnDemand(urls: string[]) {
    const added: string[] = [];
    const listeners = new Map<string, { listener: () => void; options: unknown }>();
    const removed: string[] = [];
    const scope = {
      document: {
        createElement: () => ({ src: "" }),
        head: { append: (element: { src: string }) => added.push(element.src) },
      },
      addEventListener: (type: string, listener: () => void, options: unknown) =>
        listeners.set(type, { listener, options }),
      removeEventListener: (type: string) => removed.push(type),
    };
    new Function(...Object.keys(scope), afterPaintLoader(urls, "on-demand"))(...Object.values(scope));
    return { added, listeners, removed };
  }

  it("on demand, loads nothing until the visitor's first sign of activity, then the chunks once, and stops listening", () => {
    const { added, listeners, removed } = runOnDemand(urls);
    expect([...listeners.keys()]).toEqual([...DEMAND_EVENTS]);
    // Before anything of the page's: capturing, and never holding a scroll back.
    for (const { options } of listeners.values()) expect(options).toEqual({ capture: true, passive: true });
    expect(added).toEqual([]);
    listeners.get("touchstart")!.listener();
    expect(added).toEqual(urls);
    expect(removed).toEqual([...DEMAND_EVENTS]);
    listeners.get("keydown")!.listener();
    expect(added).toEqual(urls);
  });
});
