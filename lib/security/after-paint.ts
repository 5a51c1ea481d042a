/**
 * After each `next build` pass (scripts/after-paint-scripts.ts) and for each page rendered from the
 * store at run time (the blog): Next writes its script chunks
 * as `<script async>` in the <head> of every pre-rendered page (and preloads one of them). Served
 * fast, they ran before the browser had painted the page, and the paint waited for them: most of
 * the pages' LCP on a phone (docs/architecture.md, "Scripts after the first paint").
 *
 * Each page instead gets, at the end of its <body>, one inline script that adds the same chunks
 * once the page has loaded (its LCP image included) and been painted: after the `load` event
 * (which always comes after this script: it runs while the page is parsed), at the first callback
 * of an IntersectionObserver, which the browser delivers after its next rendering of the page; or
 * 100 ms after `load` in a tab in the background at that moment, which renders nothing. Only
 * there: in a visible tab on a busy device that timer could win over a rendering late by more
 * than 100 ms, and the chunks would then run before the first paint, which they must not hold
 * back (LCP). A frame, not a timer, so a test
 * that stops the page's clock (to time the cookie banner or the popup) still gets a hydrated page.
 * The chunks stay async, in any order, as before; until they run, the page works as it does
 * without JavaScript (real links, forms posted to the server). The inline script is hashed by the
 * CSP like every other (pass 1 reads the rewritten pages).
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const PRELOADED_CHUNK =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/** The folder of Next's chunks: written once in each loader, before the list of their names. */
const CHUNKS = "/_next/static/chunks/";

/** The loader, called with that folder and the chunks' names: the same function on every page, only the list differs. */
const LOADER =
  '((p,u)=>{let d,l=()=>{d||(d=1,u.map(s=>{let e=document.createElement("script");e.src=p+s;document.head.append(e)}))};addEventListener("load",()=>{new IntersectionObserver((e,o)=>{o.disconnect();l()}).observe(document.body);document.hidden&&setTimeout(l,100)})})';

/** The inline script that loads `urls` (chunks of Next's folder) after the first paint. */
export function afterPaintLoader(urls: readonly string[]): string {
  const names = urls.map((url) => {
    if (!url.startsWith(CHUNKS)) throw new Error(`not one of Next's chunks: ${url}`);
    return url.slice(CHUNKS.length);
  });
  return `${LOADER}(${JSON.stringify(CHUNKS)},${JSON.stringify(names)});`;
}

/** The chunks an inline script loads after the first paint (none when it is not the loader). */
export function afterPaintUrls(inlineScript: string): string[] {
  if (!inlineScript.startsWith(LOADER)) return [];
  const [folder, names] = JSON.parse(`[${inlineScript.slice(LOADER.length + 1, inlineScript.lastIndexOf(")"))}]`) as [
    string,
    string[],
  ];
  return names.map((name) => folder + name);
}

/** The page with Next's async chunks (and their preload) moved after the first paint; unchanged without any. */
export function scriptsAfterPaint(html: string): string {
  const urls: string[] = [];
  const moved = html.replace(ASYNC_CHUNK, (_tag, url: string) => {
    if (!urls.includes(url)) urls.push(url);
    return "";
  });
  const end = moved.lastIndexOf("</body>");
  if (!urls.length || end < 0) return html;
  const loader = `<script>${afterPaintLoader(urls)}</script>`;
  return `${moved.slice(0, end)}${loader}${moved.slice(end)}`.replace(PRELOADED_CHUNK, (tag, url: string) =>
    urls.includes(url) ? "" : tag,
  );
}
