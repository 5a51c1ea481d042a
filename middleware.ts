import type { NextRequest } from "next/server";
import { siteUrl } from "./lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "./lib/config/redirects.ts";
import { bundledCspManifest, pageKeyFor } from "./lib/security/csp-manifest.ts";
import { securityHeaders } from "./lib/security/headers.ts";

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
 * Every request but Next's assets, /health and /functions/ passes here: the five product redirects
 * (`/crmpro` → the product's own site), the two internal aliases (301, query kept), and the
 * security headers of every answer, with the Content-Security-Policy of a page listing the hashes
 * of the inline scripts of the pre-rendered page served. Edge runtime, no file read: the hashes are
 * part of its bundle, so the same middleware runs under `next start` and in workerd (OpenNext).
 * Plain `Response`s rather than NextResponse's: no cookie wrapper, one Headers each (CPU per
 * request, `npm run bench -- middleware`).
 */
export function middleware(request: NextRequest): Response {
  const { pathname, search } = request.nextUrl;
  const product = PRODUCT_REDIRECTS[pathname];
  if (product) return redirect(product, 302);
  const alias = INTERNAL_REDIRECTS[pathname];
  if (alias) return redirect(new URL(`${alias}${search}`, request.url).href, 301);
  return new Response(null, { headers: { ...headersOf(pageKeyFor(bundledCspManifest(), pathname)), ...CONTINUE } });
}

export const config = {
  // Next's own hashed assets carry no page and need no policy. The route handlers of /health and
  // of every path under /functions/ set their security headers themselves (withSecurityHeaders):
  // the middleware cost about a third of their CPU per request.
  matcher: ["/((?!_next/static|_next/image|health$|functions/).*)"],
};
