import { type NextRequest, NextResponse } from "next/server";
import {
  INVITATION_PATH,
  isAdminPath,
  SECOND_FACTOR_PATH,
  SHARED_PREVIEW_PATH,
  SIGN_IN_PATH,
  signInLocation,
} from "./lib/config/admin.ts";
import {
  blogAddress,
  CONTENT_IMAGE_PREFIX,
  CONTENT_RENDER_PREFIX,
  contentImageRenderPath,
  contentRenderPath,
  RENDER_PREFIX,
  renderPathOf,
  SEARCH_PARAMETER,
  SITEMAP_PATH,
  STORE_RENDER_HEADER,
} from "./lib/config/blog-pages.ts";
import { siteUrl } from "./lib/config/env.ts";
import { indexNowKeyFileBody } from "./lib/config/indexnow.ts";
import { isNewsletterLinkPath } from "./lib/config/newsletter.ts";
import { referrerHost, reportable } from "./lib/config/not-found-log.ts";
import { inWorkerd } from "./lib/config/platform.ts";
import { isGone, type Redirect } from "./lib/config/redirect-rules.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "./lib/config/redirects.ts";
import { selfOrigin } from "./lib/config/self-origin.ts";
import { maintenanceSpares } from "./lib/config/site-maintenance.ts";
import { STAFF_SESSION_COOKIE } from "./lib/config/staff-policy.ts";
import { SERVER_ERRORS } from "./lib/forms/messages.ts";
import { bundledCspManifest, layoutScriptHashes, NOT_FOUND_KEY, pageKeyFor } from "./lib/security/csp-manifest.ts";
import { adminSecurityHeaders, renderedPageSecurityHeaders, securityHeaders } from "./lib/security/headers.ts";
import { maintenanceResponse, type SiteSettings, siteSettings } from "./lib/security/maintenance-answer.ts";
import {
  AS_BUILT_HEADER,
  type PageChanges,
  type RewrittenPage,
  rewrittenPage,
  rewrittenSitemap,
} from "./lib/security/page-answer.ts";
import { goneResponse, redirectFor, redirectLocation } from "./lib/security/redirect-answer.ts";
import { calledFromPage, postedAsDocument } from "./lib/security/server-actions.ts";
import { reportNotFound, reportRedirectHit } from "./lib/security/site-events.ts";
import { staleFormAnswer } from "./lib/security/stale-form-answer.ts";
import { lastSharedStorePage, storePage, storePageResponse } from "./lib/security/store-page-answer.ts";
import { absoluteUrl } from "./lib/seo/metadata.ts";
import { writeSitemapOverrides } from "./lib/seo/sitemap-overrides.ts";

/** Next's signal that the route answers after the middleware (the header `NextResponse.next()` sets). */
const CONTINUE = { "x-middleware-next": "1" };

/**
 * The headers of each page's answers (and of the redirects, under ""), built once per process: a
 * page's policy lists the hashes of its own inline scripts, from the build's manifest.
 */
const answerHeaders = new Map<string, Record<string, string>>();
function headersOf(page: string): Record<string, string> {
  let headers = answerHeaders.get(page);
  if (!headers) {
    headers = securityHeaders(siteUrl(), page ? (bundledCspManifest()[page] ?? []) : []);
    answerHeaders.set(page, headers);
  }
  return headers;
}

function redirect(location: string, status: 301 | 302): Response {
  return new Response(null, { status, headers: { ...headersOf(""), location } });
}

/**
 * A redirect of the SEO desk: its code, the request's query kept. Revalidated on every use, so a
 * changed or deleted redirect reaches browsers that already followed it.
 */
function deskRedirect(moved: Redirect, url: URL): Response {
  return new Response(null, {
    status: moved.status,
    headers: {
      ...headersOf(""),
      location: redirectLocation(moved, url),
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

let layoutHashes: string[] | undefined;

/** A request that may get what the back office changed: a GET that is not the middleware's own request for the page as built. */
function mayBeChanged(request: NextRequest): boolean {
  return request.method === "GET" && !request.headers.has(AS_BUILT_HEADER);
}

/** What the back office changed on the page at `page` (a key of the CSP manifest), if anything. */
function changesOf(settings: SiteSettings, page: string): PageChanges | undefined {
  if (page === NOT_FOUND_KEY) return undefined;
  const homeTexts = page === "/" && Object.keys(settings.homeTexts).length > 0 ? settings.homeTexts : undefined;
  const seo = settings.seoOverrides[page];
  return homeTexts || seo ? { ...(homeTexts ? { homeTexts } : {}), ...(seo ? { seo } : {}) } : undefined;
}

const HTML_ANSWER = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, max-age=0, must-revalidate",
};

/** The headers of each page as written, built once per change (the page's object is kept while it is current). */
const writtenHeaders = new WeakMap<RewrittenPage, Record<string, string>>();

/**
 * A page the back office changed (home texts, SEO values): the page as built with the changes
 * written in, under a CSP listing its scripts as written. Next hides its own request headers
 * (`rsc`…) from the middleware, so the client router's request for the page's data gets this
 * document too: not a payload, so the router loads the page itself, with the changes, rather than
 * render the build's payload without them. Undefined when the page as built cannot be read.
 */
async function changedPageAnswer(origin: string, page: string, changes: PageChanges): Promise<Response | undefined> {
  const written = await rewrittenPage(origin, page, changes, absoluteUrl);
  if (!written) return undefined;
  let headers = writtenHeaders.get(written);
  if (!headers) {
    headers = { ...securityHeaders(siteUrl(), written.scriptHashes), ...HTML_ANSWER };
    writtenHeaders.set(written, headers);
  }
  return new Response(written.html, { headers });
}

/**
 * The sitemap with the blog of the store and the SEO desk's values (pages set to noindex
 * out, `lastmod` of the changed pages); undefined when neither applies or can be read.
 */
async function sitemapAnswer(origin: string, settings: SiteSettings): Promise<Response | undefined> {
  const overridden = Object.keys(settings.seoOverrides).length > 0;
  const stored = settings.blogVersion ? await storePage(origin, SITEMAP_PATH, "", settings.blogVersion) : undefined;
  let xml: string | undefined;
  if (stored?.status === 200)
    xml = overridden ? writeSitemapOverrides(stored.body, settings.seoOverrides, siteUrl()) : stored.body;
  else if (overridden) xml = await rewrittenSitemap(origin, SITEMAP_PATH, settings.seoOverrides, siteUrl());
  if (!xml) return undefined;
  return new Response(xml, {
    headers: {
      ...headersOf(""),
      "Content-Type": "application/xml",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

/** Where the site's settings are read: in the edge Worker, the Node origin (SUPABASE_URL); on Node, this server itself (selfOrigin). */
function settingsOrigin(request: NextRequest): string {
  return inWorkerd() ? (process.env.SUPABASE_URL ?? "") : selfOrigin(request);
}

/**
 * A path whose percent-escapes do not decode (`/blog/%zz`, `/tarifs/%E9`). Next cannot read the
 * dynamic segment of such a path and answers its own plain-text "Internal Server Error", in
 * English: the visitor gets the site's page-not-found instead.
 */
function undecodable(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const FUNCTIONS_PREFIX = "/functions/";

/** A path no route can have (a folder named with "_" is private in the app router): Next answers it with the not-found page. */
const NOT_FOUND_PATH = "/_introuvable";

/** The not-found page (HTTP 404, under its own policy), whatever path was asked. */
function notFoundAnswer(request: NextRequest): Response {
  const response = NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  for (const [name, value] of Object.entries(headersOf(NOT_FOUND_KEY))) response.headers.set(name, value);
  return response;
}

function nonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

/**
 * The back office, rendered per request. In the Worker of the edge recipe it is not
 * served: it lives on the Node origin (SUPABASE_URL), where the staff sessions and the store are.
 * A visitor without a session cookie goes to the sign-in page at once, save a server action's call
 * (the pages' and actions' guard checks the session itself: a cookie is not a session). Otherwise the page gets a policy with a fresh
 * nonce, which Next reads from the request's own Content-Security-Policy header.
 */
function adminAnswer(request: NextRequest): Response {
  const { pathname, search } = request.nextUrl;
  const origin = process.env.SUPABASE_URL;
  if (inWorkerd() && origin) return redirect(new URL(`${pathname}${search}`, origin).href, 302);
  // Not for a server action called from a page (its Next-Action header): a redirect there answers
  // the client with a page instead of the action's result, and the screen breaks ("Une erreur est
  // survenue"), losing what was typed. The action's own guard answers it: the sign-in page, or in
  // the form (the article editor).
  const action = calledFromPage(request);
  // The sign-in (its code step too), an invitation's page and a shared preview are the back office's only screens open without a session.
  const open =
    pathname === SIGN_IN_PATH ||
    pathname === SECOND_FACTOR_PATH ||
    pathname === INVITATION_PATH ||
    pathname === SHARED_PREVIEW_PATH;
  if (!open && !action && !STAFF_SESSION_COOKIE.test(request.headers.get("cookie") ?? ""))
    return redirect(new URL(signInLocation(`${pathname}${search}`), request.url).href, 302);
  layoutHashes ??= layoutScriptHashes(bundledCspManifest());
  return withNonce(request, adminSecurityHeaders(siteUrl(), nonce(), layoutHashes));
}

/**
 * The newsletter's confirmation and unsubscription pages (lib/config/newsletter.ts), public but
 * rendered per request from the store: a fresh nonce as the back office's, never indexed. In the
 * Worker of the edge recipe they live on the Node origin, with the store.
 */
function newsletterPageAnswer(request: NextRequest): Response {
  const { pathname, search } = request.nextUrl;
  const origin = process.env.SUPABASE_URL;
  if (inWorkerd() && origin) return redirect(new URL(`${pathname}${search}`, origin).href, 302);
  layoutHashes ??= layoutScriptHashes(bundledCspManifest());
  return withNonce(request, {
    ...renderedPageSecurityHeaders(siteUrl(), nonce(), layoutHashes),
    "X-Robots-Tag": "noindex",
  });
}

/** The route answers under `headers`, whose policy's nonce Next reads from the request's own header. */
function withNonce(request: NextRequest, headers: Record<string, string>): Response {
  const forwarded = new Headers(request.headers);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"] ?? "");
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * A public page's form posted as a document (without JavaScript, or before it ran): Next renders the
 * page for this request with the action's answer, and its page data (inline scripts) are not the
 * build's, whose hashes the page's policy lists. It gets a fresh nonce besides its own hashes, as
 * the back office does: the answer's scripts run, and the page takes over once its code arrives.
 * Not a server action's call from a hydrated page (its Next-Action header): that answers data, not a page.
 * Not in the Worker either: Next there rendered the answer without the nonce (OpenNext's request
 * headers, tried on 27 November 2026), and 'strict-dynamic' would then refuse its chunks too; its
 * answer keeps the page's static policy, and stays a plain page (the form still posts).
 */
function postedFormAnswer(request: NextRequest, page: string): Response {
  return withNonce(request, renderedPageSecurityHeaders(siteUrl(), nonce(), bundledCspManifest()[page] ?? []));
}

/**
 * The origin's own request for a blog address (lib/config/blog-pages.ts): next.config's rewrites
 * send it to the rendering route. Under a policy allowing no inline script: a visitor sending the
 * header gets a page whose scripts do not run.
 */
function storeRenderAnswer(): Response {
  return new Response(null, { headers: { ...headersOf(""), ...CONTINUE } });
}

/**
 * An article's social card drawn from the store: the rendering route's, on this server (through
 * next.config's rewrite) or, in the Worker, on the Node origin (a rewrite to it, proxied).
 */
function storeImageAnswer(request: NextRequest, origin: string, renderPath: string): Response {
  const forwarded = new Headers(request.headers);
  forwarded.set(STORE_RENDER_HEADER, "1");
  if (!inWorkerd()) return NextResponse.next({ request: { headers: forwarded } });
  return NextResponse.rewrite(new URL(renderPath, origin), { request: { headers: forwarded } });
}

/** The rendering routes answer the origin's own requests only. */
function renderingRoute(pathname: string): boolean {
  return [RENDER_PREFIX, CONTENT_RENDER_PREFIX, CONTENT_IMAGE_PREFIX].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Reports an address no page answers to the 404 log. */
function reportMissing(origin: string, request: NextRequest): void {
  const { pathname } = request.nextUrl;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (reportable(path)) reportNotFound(origin, path, referrerHost(request.headers.get("referer")));
}

/**
 * Every request but Next's assets, /health and /functions/ (save a function's path with a "%")
 * passes here: a path that does not decode (the not-found page), the SEO desk's redirects and its
 * addresses removed on purpose, 410 (first: lib/security/redirect-answer.ts, their uses reported to the origin, as are the unknown addresses
 * asked for: lib/config/not-found-log.ts), the five product redirects
 * (`/crmpro` → the product's own site), the two internal aliases (301, query kept), the back
 * office's own answer (adminAnswer), a form posted from a page of an earlier build (its French
 * answer: lib/security/stale-form-answer.ts), maintenance, the pages the back office changed (home texts,
 * SEO values: changedPageAnswer) and the sitemap, and the security headers of
 * every answer, with the Content-Security-Policy of a page listing the hashes of the inline
 * scripts of the pre-rendered page served. Edge runtime, no file read: the hashes are part of its
 * bundle, so the same middleware runs under `next start` and in workerd (OpenNext). Plain
 * `Response`s rather than NextResponse's: no cookie wrapper, one Headers each (CPU per request,
 * `npm run bench -- middleware`).
 */
export async function middleware(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  // Only a function's path with a "%" comes here (the matcher): its handler sets its own headers.
  if (pathname.startsWith(FUNCTIONS_PREFIX))
    return undecodable(pathname)
      ? Response.json({ error: SERVER_ERRORS.notFound }, { status: 404, headers: headersOf("") })
      : new Response(null, { headers: CONTINUE });
  if (undecodable(pathname)) return notFoundAnswer(request);
  if (renderingRoute(pathname))
    return request.headers.has(STORE_RENDER_HEADER)
      ? new Response(null, { headers: CONTINUE })
      : notFoundAnswer(request);
  const indexNowKey = indexNowKeyFileBody(pathname, process.env.INDEXNOW_KEY);
  if (indexNowKey)
    return new Response(indexNowKey, {
      headers: {
        ...headersOf(""),
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "public, max-age=3600",
      },
    });
  const address = blogAddress(pathname);
  const contentImage = contentImageRenderPath(pathname);
  const contentPage = contentRenderPath(pathname) !== undefined;
  if ((address || contentPage || contentImage) && request.headers.has(STORE_RENDER_HEADER)) return storeRenderAnswer();
  const origin = settingsOrigin(request);
  // The back office is never redirected (its paths are reserved) and never waits for the settings.
  const settings = origin && !isAdminPath(pathname) ? await siteSettings(origin) : undefined;
  const moved = settings ? redirectFor(settings.redirects, pathname) : undefined;
  if (moved) {
    reportRedirectHit(origin, moved.from);
    // An address removed on purpose: 410 with the site's French page, under the redirects' policy (no inline script).
    if (isGone(moved)) return goneResponse(headersOf(""), request.method);
    return deskRedirect(moved, request.nextUrl);
  }
  const product = PRODUCT_REDIRECTS[pathname];
  if (product) return redirect(product, 302);
  const alias = INTERNAL_REDIRECTS[pathname];
  if (alias) return redirect(new URL(`${alias}${search}`, request.url).href, 301);
  if (request.method === "POST") {
    const stale = await staleFormAnswer(request, headersOf(""));
    if (stale) return stale;
  }
  if (isAdminPath(pathname)) return adminAnswer(request);
  if (isNewsletterLinkPath(pathname)) return newsletterPageAnswer(request);
  // The sitemap is no page: the policy of the redirects (no inline script), not the not-found page's.
  const page = pathname === SITEMAP_PATH ? "" : pageKeyFor(bundledCspManifest(), pathname);
  const reading = request.method === "GET" || request.method === "HEAD";
  // The blog's pages, feed and sitemap come from the store once its version is known;
  // the build's otherwise, and for the middleware's own request for a page as built.
  const storeVersion = reading && mayBeChanged(request) ? settings?.blogVersion : undefined;
  // A page the content desk changed comes from the store too (the page as built otherwise).
  const changedContent = contentPage && !!settings?.contentPages.includes(pathname);
  const storable =
    ((address && address.kind !== "image" && address.kind !== "sitemap") || changedContent) &&
    reading &&
    mayBeChanged(request);
  const fromStore = storable ? storeVersion : undefined;
  if (page === NOT_FOUND_KEY && origin && reading && !fromStore) reportMissing(origin, request);
  if (pathname === SITEMAP_PATH && mayBeChanged(request)) {
    const answer = settings ? await sitemapAnswer(origin, settings) : undefined;
    if (answer) return answer;
    return new Response(null, { headers: { ...headersOf(page), ...CONTINUE } });
  }
  const spared = maintenanceSpares(pathname);
  if (!spared && settings?.maintenance.on)
    return maintenanceResponse(origin, settings.maintenance, headersOf("/maintenance"));
  if (address?.kind === "image" && storeVersion) return storeImageAnswer(request, origin, renderPathOf(address));
  // A social card the content desk changed (a solution's) is drawn from the store, like an article's.
  if (contentImage && storeVersion && settings?.contentPages.includes(pathname))
    return storeImageAnswer(request, origin, contentImage);
  if (storable) {
    const query = address?.kind === "list" ? (request.nextUrl.searchParams.get(SEARCH_PARAMETER) ?? "") : "";
    // The version unknown (the origin out of reach since this isolate started): in the Worker, the
    // last page its isolates kept; on Node, none (the page as built).
    const stored = fromStore
      ? await storePage(origin, pathname, query, fromStore)
      : query || !address
        ? undefined
        : await lastSharedStorePage(pathname);
    if (stored?.status === 404) {
      reportMissing(origin, request);
      return notFoundAnswer(request);
    }
    if (stored?.status === 301) return redirect(new URL(stored.location, request.url).href, 301);
    if (stored)
      return storePageResponse(pathname, stored, siteUrl(), settings && changesOf(settings, pathname), absoluteUrl);
  }
  const changes = !spared && settings && mayBeChanged(request) ? changesOf(settings, page) : undefined;
  if (changes) {
    const answer = await changedPageAnswer(origin, page, changes);
    if (answer) return answer;
  }
  if (postedAsDocument(request) && !inWorkerd()) return postedFormAnswer(request, page);
  return new Response(null, { headers: { ...headersOf(page), ...CONTINUE } });
}

export const config = {
  // Next's own hashed assets carry no page and need no policy. The route handlers of /health and
  // of every path under /functions/ set their security headers themselves (withSecurityHeaders):
  // the middleware cost about a third of their CPU per request.
  // /site-settings and /site-pages are what the middleware itself reads, /site-events where it reports (they set their headers too).
  // /article-images/ answers the articles' images from the store, with its own headers (immutable files).
  // /mesure-audience counts a beacon per page view (its own headers; never under maintenance nor in the 404 log).
  // A function's path with a "%" does pass: Next cannot decode a malformed one (its plain-text English 500).
  matcher: [
    "/((?!_next/static|_next/image|health$|site-settings$|site-events$|site-pages$|mesure-audience$|functions/|article-images/).*)",
    "/functions/(.*%.*)",
  ],
};
