import { type NextRequest, NextResponse } from "next/server";
import { siteUrl } from "./lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "./lib/config/redirects.ts";
import { SERVER_ERRORS } from "./lib/forms/messages.ts";
import { loadCspManifest, scriptHashesFor } from "./lib/security/csp-manifest.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./lib/security/headers.ts";

/**
 * Every request passes here: the five product redirects (`/crmpro` → the product's own site), the two
 * internal aliases (301, query kept), and the security headers of every answer, with the
 * Content-Security-Policy listing the hashes of the inline scripts of the pre-rendered page served.
 */
const FUNCTION_PATH = /^\/functions\/v1\/[^/]+$/;

export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const product = PRODUCT_REDIRECTS[pathname];
  if (product) return NextResponse.redirect(product, 302);
  const alias = INTERNAL_REDIRECTS[pathname];
  if (alias) return NextResponse.redirect(new URL(`${alias}${search}`, request.url), 301);
  // The functions' space answers in JSON, also for a path no function has (/functions/v1/a/b).
  if (pathname.startsWith("/functions/") && !FUNCTION_PATH.test(pathname))
    return NextResponse.json({ error: SERVER_ERRORS.notFound }, { status: 404 });

  const response = NextResponse.next();
  const https = siteUrl().startsWith("https://");
  for (const [name, value] of Object.entries(baseSecurityHeaders(siteUrl()))) response.headers.set(name, value);
  response.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(scriptHashesFor(loadCspManifest(), pathname), ["'self'"], https),
  );
  return response;
}

export const config = {
  // Reads the build's CSP manifest from disk: Node.js runtime (see README, "Deploying", "An edge host").
  runtime: "nodejs",
  // Next's own hashed assets carry no page and need no policy.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
