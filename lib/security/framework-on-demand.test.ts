import { describe, expect, it } from "vitest";
import { isExecutableInlineScript, scanTags } from "../seo/html-scan.ts";
import { DEMAND_EVENTS, onDemandLoader, onDemandUrls, scriptsOnDemand } from "./framework-on-demand.ts";

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

describe("the framework on demand", () => {
  it("takes Next's async chunks and their preload out of the page, and loads them from one script at the end of <body>", () => {
    const html = scriptsOnDemand(page);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload"');
    const scripts = scanTags(html).filter(isExecutableInlineScript);
    const loader = scripts.at(-1)?.text ?? "";
    expect(html.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
    expect(onDemandUrls(loader)).toEqual([
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
    expect(scriptsOnDemand(plain)).toBe(plain);
    const once = scriptsOnDemand(page);
    expect(scriptsOnDemand(once)).toBe(once);
  });

  it("puts the loader before the page's own </body>, not before that text inside a script", () => {
    const html = scriptsOnDemand(
      page.replace("<h1>Bonjour</h1>", '<h1>Bonjour</h1><script>var tag = "</body>";</script>'),
    );
    expect(html).toContain('<script>var tag = "</body>";</script>');
    expect(html.indexOf("<script>((p,u,v)")).toBeGreaterThan(html.indexOf('var tag = "</body>"'));
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("reads the URLs of the loader only", () => {
    expect(onDemandUrls(onDemandLoader(["/_next/static/chunks/x.js"]))).toEqual(["/_next/static/chunks/x.js"]);
    expect(onDemandUrls('(function(){})(["/_next/static/chunks/x.js"]);')).toEqual([]);
  });

  const urls = ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"];

  /** An element, inside a dialog or not, as the loader asks (`closest("[role=dialog]")`). */
  const element = (inDialog: boolean) => ({
    closest: (selector: string) => (selector === "[role=dialog]" && inDialog ? {} : null),
  });

  /** What the loader reads of an event: its type, its target, and a pointer's movement. */
  interface DemandEvent {
    type: string;
    target: unknown;
    movementX?: number;
    movementY?: number;
  }
  /** An event of `type` on `target`; a pointer move moved by one pixel unless told. */
  const event = (type: string, target: unknown, movement = { movementX: 1, movementY: 0 }): DemandEvent => ({
    type,
    target,
    ...movement,
  });

  /** Runs the on-demand loader of `urls` in a stand-in page and hands its parts back. */
  function runOnDemand(urls: string[]) {
    const added: string[] = [];
    const listeners = new Map<string, { listener: (event: DemandEvent) => void; options: unknown }>();
    const removed: string[] = [];
    const scope = {
      document: {
        createElement: () => ({ src: "" }),
        head: { append: (element: { src: string }) => added.push(element.src) },
      },
      addEventListener: (type: string, listener: (event: DemandEvent) => void, options: unknown) =>
        listeners.set(type, { listener, options }),
      removeEventListener: (type: string) => removed.push(type),
    };
    new Function(...Object.keys(scope), onDemandLoader(urls))(...Object.values(scope));
    return { added, listeners, removed };
  }

  it("on demand, loads nothing until the visitor's first sign of activity, then the chunks once, and stops listening", () => {
    const { added, listeners, removed } = runOnDemand(urls);
    expect([...listeners.keys()]).toEqual([...DEMAND_EVENTS]);
    // Before anything of the page's: capturing, and never holding a scroll back.
    for (const { options } of listeners.values()) expect(options).toEqual({ capture: true, passive: true });
    expect(added).toEqual([]);
    listeners.get("touchstart")!.listener(event("touchstart", element(false)));
    expect(added).toEqual(urls);
    expect(removed).toEqual([...DEMAND_EVENTS]);
    listeners.get("keydown")!.listener(event("keydown", element(false)));
    expect(added).toEqual(urls);
  });

  it("on demand, takes an event on the document itself, and none inside a dialog (the popup's focus, keys and taps are its own)", () => {
    const { added, listeners } = runOnDemand(urls);
    for (const type of DEMAND_EVENTS) listeners.get(type)!.listener(event(type, element(true)));
    expect(added).toEqual([]);
    listeners.get("pointermove")!.listener(event("pointermove", {})); // the document: no closest()
    expect(added).toEqual(urls);
  });

  it("on demand, takes no pointer move that moved nothing (the layout changed under a resting pointer), then the next that moved", () => {
    const { added, listeners } = runOnDemand(urls);
    listeners.get("pointermove")!.listener(event("pointermove", element(false), { movementX: 0, movementY: 0 }));
    expect(added).toEqual([]);
    listeners.get("pointermove")!.listener(event("pointermove", element(false), { movementX: 0, movementY: -2 }));
    expect(added).toEqual(urls);
  });
});
