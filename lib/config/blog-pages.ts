import { isProductId } from "./products.ts";

/**
 * The public blog's addresses answered from the store, and how the middleware, the Node
 * origin and the rendering routes speak of them. No Node module: the middleware imports it.
 *
 * A visitor's GET of `/blog`, `/blog/{slug}`, `/rss.xml` or `/sitemap.xml` is answered by the middleware with the
 * page the origin's `GET /site-pages?path=…` gives: rendered once per version of the published
 * articles (BlogPagesVersion, read with the site's settings), kept in the store for every instance.
 * The origin renders it by asking itself for the public address with STORE_RENDER_HEADER, which
 * next.config's rewrites (STORE_RENDER_REWRITES) send to the rendering route under RENDER_PREFIX
 * (rendered per request, never shown to visitors: it answers 404 without the header). Config
 * rewrites, not the middleware's: they stay inside the server whatever address it was asked at (a
 * middleware's rewrite to another host name than the one it listens on is proxied, and fails).
 */
export const SITE_PAGES_PATH = "/site-pages";
export const STORE_RENDER_HEADER = "x-blog-from-store";
export const RENDER_PREFIX = "/rendu-blog";
export const BLOG_PATH = "/blog";
export const FEED_PATH = "/rss.xml";
export const SITEMAP_PATH = "/sitemap.xml";
/** /blog/opengraph-image: the list's social card, a file of the build (no article may take that address). */
export const LIST_IMAGE_SEGMENT = "opengraph-image";
/** The query parameter of the blog's search form. */
export const SEARCH_PARAMETER = "q";
/** The longest search the blog answers: a long paste is cut (the search looks at words, not essays). */
export const SEARCH_MAX_LENGTH = 100;

/** A search's words as the blog answers them (rendered, and kept by the origin): trimmed, cut. */
export function searchWords(value: string): string {
  return value.trim().slice(0, SEARCH_MAX_LENGTH);
}

export type BlogAddress =
  | { kind: "list" }
  | { kind: "article"; slug: string }
  | { kind: "feed" }
  | { kind: "sitemap" }
  | { kind: "image"; slug: string };

/** What a public path is, when the store answers it (an article's social card is drawn per request, not kept). */
export function blogAddress(pathname: string): BlogAddress | undefined {
  if (pathname === BLOG_PATH) return { kind: "list" };
  if (pathname === FEED_PATH) return { kind: "feed" };
  if (pathname === SITEMAP_PATH) return { kind: "sitemap" };
  const match = /^\/blog\/([a-z0-9-]{1,80})(\/opengraph-image)?$/.exec(pathname);
  if (!match?.[1] || match[1] === LIST_IMAGE_SEGMENT) return undefined;
  return match[2] ? { kind: "image", slug: match[1] } : { kind: "article", slug: match[1] };
}

/**
 * The rendering routes of the pages the content desk's items show (lib/catalog/content/kinds.ts,
 * whose CONTENT_PAGES a test holds to this list), rendered from the store like the blog's once an
 * item they show is published: the plans' pages and the questions' page.
 */
export const CONTENT_RENDER_PREFIX = "/rendu-contenu";
/** Where the social cards of the content desk's pages are drawn from the store (app/rendu-carte). */
export const CONTENT_IMAGE_PREFIX = "/rendu-carte";

/** The home page's segment under CONTENT_RENDER_PREFIX (a catch-all route needs one). */
export const CONTENT_HOME_SEGMENT = "accueil";
/** The content pages with one address each. */
const CONTENT_PAGES_FIXED = ["/", "/tarifs", "/ressources/faq", "/solutions", "/boosters", "/a-propos"];
const SOLUTION_PAGE = /^\/solutions\/[a-z0-9-]{1,40}$/;
const SOLUTION_IMAGE = /^\/solutions\/([a-z0-9-]{1,40})\/opengraph-image$/;

/**
 * The rendering route of a page the content desk may change (the prefix, then the public path:
 * app/rendu-contenu/[...chemin]); undefined for any other path (its images' included).
 */
export function contentRenderPath(pathname: string): string | undefined {
  const product = /^\/tarifs\/([a-z0-9]{1,20})$/.exec(pathname)?.[1];
  const known =
    CONTENT_PAGES_FIXED.includes(pathname) ||
    SOLUTION_PAGE.test(pathname) ||
    (product !== undefined && isProductId(product));
  if (!known) return undefined;
  return `${CONTENT_RENDER_PREFIX}${pathname === "/" ? `/${CONTENT_HOME_SEGMENT}` : pathname}`;
}

/** The drawing route of a social card the content desk may change (a solution's): drawn on the origin per request, not kept. */
export function contentImageRenderPath(pathname: string): string | undefined {
  const solution = SOLUTION_IMAGE.exec(pathname)?.[1];
  return solution ? `${CONTENT_IMAGE_PREFIX}/solutions/${solution}` : undefined;
}

/** The rendering route of a public path answered from the store. */
export function renderPathOf(address: BlogAddress): string {
  switch (address.kind) {
    case "list":
      return RENDER_PREFIX;
    case "feed":
      return `${RENDER_PREFIX}/flux`;
    case "sitemap":
      return `${RENDER_PREFIX}/plan`;
    case "article":
      return `${RENDER_PREFIX}/${address.slug}`;
    case "image":
      return `${RENDER_PREFIX}/${address.slug}/carte`;
  }
}

/**
 * What the origin answers for a public path: the page to send, a move, or nothing there, each for
 * the version of the published articles it was found in (the asker keeps it under that one: an
 * earlier version may come back, an article scheduled again, and must not bring this answer back).
 */
export type StorePage = { version: string } & (
  | { status: 200; body: string; scriptHashes: string[] }
  | { status: 301; location: string }
  | { status: 404 }
);

/** A StorePage from the origin's JSON; undefined when it is not one (the build's page is then served). */
export function parseStorePage(value: unknown): StorePage | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const page = value as Record<string, unknown>;
  if (typeof page.version !== "string") return undefined;
  const { version } = page;
  if (page.status === 404) return { version, status: 404 };
  if (page.status === 301 && typeof page.location === "string" && page.location.startsWith(`${BLOG_PATH}/`))
    return { version, status: 301, location: page.location };
  if (
    page.status === 200 &&
    typeof page.body === "string" &&
    Array.isArray(page.scriptHashes) &&
    page.scriptHashes.every((hash) => typeof hash === "string")
  )
    return { version, status: 200, body: page.body, scriptHashes: page.scriptHashes as string[] };
  return undefined;
}

/** next.config's `beforeFiles` rewrites of the origin's own requests to the rendering routes. */
export const STORE_RENDER_REWRITES = [
  ["/blog", renderPathOf({ kind: "list" })],
  ["/blog/:slug/opengraph-image", renderPathOf({ kind: "image", slug: ":slug" })],
  ["/blog/:slug", renderPathOf({ kind: "article", slug: ":slug" })],
  [FEED_PATH, renderPathOf({ kind: "feed" })],
  [SITEMAP_PATH, renderPathOf({ kind: "sitemap" })],
  ...CONTENT_PAGES_FIXED.map((path) => [path, contentRenderPath(path) as string]),
  ["/tarifs/:id", `${CONTENT_RENDER_PREFIX}/tarifs/:id`],
  ["/solutions/:slug/opengraph-image", `${CONTENT_IMAGE_PREFIX}/solutions/:slug`],
  ["/solutions/:slug", `${CONTENT_RENDER_PREFIX}/solutions/:slug`],
].map(([source, destination]) => ({
  source: source as string,
  destination: destination as string,
  has: [{ type: "header" as const, key: STORE_RENDER_HEADER }],
}));
