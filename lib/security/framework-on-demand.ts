/**
 * After each `next build` pass (scripts/framework-on-demand-scripts.ts) and for each page rendered
 * from the store at run time (the blog): Next writes its script chunks as `<script async>` in the
 * <head> of every pre-rendered page (and preloads one of them). Served fast, they ran before the
 * browser had painted the page, and the paint waited for them: most of the pages' LCP on a phone
 * (docs/architecture.md, "The framework on demand"). And on a phone, running them (React, Next's
 * client router, the page's hydration) held the main thread for 150–300 ms in the first seconds,
 * for a visitor who may never touch anything only React does (the floor bench).
 *
 * Each page instead gets, at the end of its <body>, one inline script that adds the same chunks at
 * the visitor's first sign of activity: a touch, a key pressed, the pointer moved or pressed, the
 * focus taken, a wheel turned (`DEMAND_EVENTS`). Until then the page is what it is without
 * JavaScript plus what needs no React: the early controls (menus, FAQ, banner), forms posted to the
 * server, dialog openers that are links to their forms' pages, and the site script
 * (lib/browser/site-script.ts: maintenance, visit entry, audience, and the home page's popup as an
 * island). The event that asked for them is handled as before (by the browser or the early
 * script); what React adds (dialogs, the forms' checks as one types) is there a moment later.
 *
 * The chunks stay async, in any order, as before. The inline script is hashed by the CSP like every
 * other (pass 1 reads the rewritten pages).
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const PRELOADED_CHUNK =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/** The folder of Next's chunks: written once in the loader, before the list of their names. */
const CHUNKS = "/_next/static/chunks/";

/** The visitor's first signs of activity, any of which adds the page's chunks. */
export const DEMAND_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

/**
 * The loader, called with that folder, the chunks' names and the events: the same function on every
 * page, only the list differs. Written as text, not serialised from a function, so that the gates
 * recognise it whatever compiled it. An event inside a dialog is not the visitor's sign of activity
 * on the page: the home page's popup, an island with its own React (components/behaviours/
 * pre-registration-island.tsx), takes the focus when it opens by itself, and handles its own keys and taps.
 * Nor is a pointer move that moved nothing (`movementX` and `movementY` both 0): the browser sends one
 * when the page's layout changes under a pointer resting over the window (Chromium's headless shell,
 * whose pointer rests at 0,0, on every load), and a hand's first move, whose movement is unknown, is
 * followed by the next one.
 */
const ON_DEMAND_LOADER =
  '((p,u,v)=>{let d,l=e=>{if(d||e.type=="pointermove"&&!e.movementX&&!e.movementY||e.target.closest?.("[role=dialog]"))return;d=1;for(let t of v)removeEventListener(t,l,!0);u.map(s=>{let e=document.createElement("script");e.src=p+s;document.head.append(e)})};for(let t of v)addEventListener(t,l,{capture:!0,passive:!0})})';

/** The inline script that loads `urls` (chunks of Next's folder) at the visitor's first sign of activity. */
export function onDemandLoader(urls: readonly string[]): string {
  const names = urls.map((url) => {
    if (!url.startsWith(CHUNKS)) throw new Error(`not one of Next's chunks: ${url}`);
    return url.slice(CHUNKS.length);
  });
  return `${ON_DEMAND_LOADER}(${JSON.stringify(CHUNKS)},${JSON.stringify(names)},${JSON.stringify(DEMAND_EVENTS)});`;
}

/** The chunks an inline script loads on demand (none when it is not the loader). */
export function onDemandUrls(inlineScript: string): string[] {
  if (!inlineScript.startsWith(`${ON_DEMAND_LOADER}(`)) return [];
  const [folder, names] = JSON.parse(
    `[${inlineScript.slice(ON_DEMAND_LOADER.length + 1, inlineScript.lastIndexOf(")"))}]`,
  ) as [string, string[]];
  return names.map((name) => folder + name);
}

/** The page with Next's async chunks (and their preload) loaded on demand; unchanged without any. */
export function scriptsOnDemand(html: string): string {
  const urls: string[] = [];
  const moved = html.replace(ASYNC_CHUNK, (_tag, url: string) => {
    if (!urls.includes(url)) urls.push(url);
    return "";
  });
  const end = moved.lastIndexOf("</body>");
  if (!urls.length || end < 0) return html;
  const loader = `<script>${onDemandLoader(urls)}</script>`;
  return `${moved.slice(0, end)}${loader}${moved.slice(end)}`.replace(PRELOADED_CHUNK, (tag, url: string) =>
    urls.includes(url) ? "" : tag,
  );
}
