/**
 * After each `next build` pass (scripts/after-paint-scripts.ts) and for each page rendered from the
 * store at run time (the blog): Next writes its script chunks as `<script async>` in the <head> of
 * every pre-rendered page (and preloads one of them). Served fast, they ran before the browser had
 * painted the page, and the paint waited for them: most of the pages' LCP on a phone
 * (docs/architecture.md, "Scripts after the first paint"). And on a phone, running them (React,
 * Next's client router, the page's hydration) held the main thread for 150–300 ms in the first
 * seconds, for a visitor who may never touch anything only React does (the floor bench).
 *
 * Each page instead gets, at the end of its <body>, one inline script that adds the same chunks:
 *
 * - **on demand**, on most pages: at the visitor's first sign of activity, a touch, a key pressed,
 *   the pointer moved or pressed, the focus taken, a wheel turned (`DEMAND_EVENTS`). Until then the
 *   page is what it is without JavaScript plus what needs no React: the early controls (menus, FAQ,
 *   banner), forms posted to the server, dialog openers that are links to their forms' pages, and
 *   the site script (lib/browser/site-script.ts: maintenance, visit entry, audience). The event that
 *   asked for them is handled as before (by the browser or the early script); what React adds
 *   (dialogs, the forms' checks as one types) is there a moment later.
 * - **after the first paint**, on a page whose client components act without the visitor (the home
 *   page's popup at 6 s, `REACT_AT_LOAD_PATHS`): after the `load` event
 *   (which always comes after this script: it runs while the page is parsed), at the first callback
 *   of an IntersectionObserver, which the browser delivers after its next rendering of the page; or
 *   100 ms after `load` in a tab in the background at that moment, which renders nothing. Only
 *   there: in a visible tab on a busy device that timer could win over a rendering late by more than
 *   100 ms, and the chunks would then run before the first paint, which they must not hold back
 *   (LCP). A frame, not a timer, so a test that stops the page's clock (to time the cookie banner or
 *   the popup) still gets a hydrated page.
 *
 * The chunks stay async, in any order, as before. The inline script is hashed by the CSP like every
 * other (pass 1 reads the rewritten pages).
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const PRELOADED_CHUNK =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/** The folder of Next's chunks: written once in each loader, before the list of their names. */
const CHUNKS = "/_next/static/chunks/";

/**
 * The pages whose client components act without the visitor, which load the chunks after the first
 * paint rather than on demand: the home page, whose pre-registration popup opens by itself at 6 s
 * (app/page.tsx). A popup moved elsewhere would wait for a sign of activity: its browser tests say so.
 */
export const REACT_AT_LOAD_PATHS: readonly string[] = ["/"];

/** The visitor's first signs of activity, any of which adds the chunks of a page that loads them on demand. */
export const DEMAND_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

/**
 * The loaders, called with that folder and the chunks' names (then, on demand, the events): the same
 * functions on every page, only the list differs. Written as text, not serialised from a function, so
 * that the gates recognise them whatever compiled them.
 */
const AFTER_PAINT_LOADER =
  '((p,u)=>{let d,l=()=>{d||(d=1,u.map(s=>{let e=document.createElement("script");e.src=p+s;document.head.append(e)}))};addEventListener("load",()=>{new IntersectionObserver((e,o)=>{o.disconnect();l()}).observe(document.body);document.hidden&&setTimeout(l,100)})})';
const ON_DEMAND_LOADER =
  '((p,u,v)=>{let d,l=()=>{if(d)return;d=1;for(let t of v)removeEventListener(t,l,!0);u.map(s=>{let e=document.createElement("script");e.src=p+s;document.head.append(e)})};for(let t of v)addEventListener(t,l,{capture:!0,passive:!0})})';
const LOADERS = [AFTER_PAINT_LOADER, ON_DEMAND_LOADER];

export type LoadingMoment = "after-paint" | "on-demand";

/** The inline script that loads `urls` (chunks of Next's folder) after the first paint, or on demand. */
export function afterPaintLoader(urls: readonly string[], moment: LoadingMoment = "after-paint"): string {
  const names = urls.map((url) => {
    if (!url.startsWith(CHUNKS)) throw new Error(`not one of Next's chunks: ${url}`);
    return url.slice(CHUNKS.length);
  });
  const list = `${JSON.stringify(CHUNKS)},${JSON.stringify(names)}`;
  return moment === "after-paint"
    ? `${AFTER_PAINT_LOADER}(${list});`
    : `${ON_DEMAND_LOADER}(${list},${JSON.stringify(DEMAND_EVENTS)});`;
}

/** The chunks an inline script loads after the first paint or on demand (none when it is not a loader). */
export function afterPaintUrls(inlineScript: string): string[] {
  const loader = LOADERS.find((candidate) => inlineScript.startsWith(`${candidate}(`));
  if (!loader) return [];
  const [folder, names] = JSON.parse(`[${inlineScript.slice(loader.length + 1, inlineScript.lastIndexOf(")"))}]`) as [
    string,
    string[],
  ];
  return names.map((name) => folder + name);
}

/** When the chunks of the page at `path` load: after the first paint for REACT_AT_LOAD_PATHS, else on demand. */
export function loadingMoment(path: string): LoadingMoment {
  return REACT_AT_LOAD_PATHS.includes(path) ? "after-paint" : "on-demand";
}

/** The page with Next's async chunks (and their preload) moved after the first paint or on demand; unchanged without any. */
export function scriptsAfterPaint(html: string, path: string): string {
  const urls: string[] = [];
  const moved = html.replace(ASYNC_CHUNK, (_tag, url: string) => {
    if (!urls.includes(url)) urls.push(url);
    return "";
  });
  const end = moved.lastIndexOf("</body>");
  if (!urls.length || end < 0) return html;
  const loader = `<script>${afterPaintLoader(urls, loadingMoment(path))}</script>`;
  return `${moved.slice(0, end)}${loader}${moved.slice(end)}`.replace(PRELOADED_CHUNK, (tag, url: string) =>
    urls.includes(url) ? "" : tag,
  );
}
