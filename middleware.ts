import { type NextRequest, NextResponse } from "next/server";
import { siteUrl } from "./lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "./lib/config/redirects.ts";
import { loadCspManifest, scriptHashesFor } from "./lib/security/csp-manifest.ts";
import { securityHeaderList } from "./lib/security/headers.ts";

/** A redirect of the middleware's own, else undefined: the page answers. */
function ownAnswer(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  const product = PRODUCT_REDIRECTS[pathname];
  if (product) return NextResponse.redirect(product, 302);
  const alias = INTERNAL_REDIRECTS[pathname];
  if (alias) return NextResponse.redirect(new URL(`${alias}${search}`, request.url), 301);
  return undefined;
}

/**
 * Every request but Next's assets, /health and /functions/ passes here: the five product redirects
 * (`/crmpro` → the product's own site), the two internal aliases (301, query kept), and the
 * security headers of every answer, with the Content-Security-Policy of a page listing the hashes
 * of the inline scripts of the pre-rendered page served.
 */
export function middleware(request: NextRequest): NextResponse {
  const own = ownAnswer(request);
  const response = own ?? NextResponse.next();
  const hashes = own ? [] : scriptHashesFor(loadCspManifest(), request.nextUrl.pathname);
  for (const [name, value] of securityHeaderList(siteUrl(), hashes)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Reads the build's CSP manifest from disk: Node.js runtime (see README, "Deploying", "An edge host").
  runtime: "nodejs",
  // Next's own hashed assets carry no page and need no policy. The route handlers of /health and
  // of every path under /functions/ set their security headers themselves (withSecurityHeaders):
  // the middleware cost about a third of their CPU per request.
  matcher: ["/((?!_next/static|_next/image|health$|functions/).*)"],
};
