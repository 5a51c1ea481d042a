import { bundledStyleHashes } from "./style-hashes.ts";

/**
 * The styles a page may apply besides the site's stylesheets, public page or back office alike: only
 * the inline styles of this build, by their hashes (lib/security/style-hashes.ts), never
 * `'unsafe-inline'`. `style-src-elem` allows the `<style>` elements' hashes, `style-src-attr` the
 * style attributes' (`'unsafe-hashes'` lets a hash allow an attribute); `style-src`, with both, is
 * for a browser that knows neither. What a component must not do for that to hold is in
 * docs/architecture.md (« What a new component must not do »).
 */
let styles: string[] | undefined;
function styleDirectives(): string[] {
  // The same for every answer of this build: written once (a nonce policy is built per request).
  styles ??= (() => {
    const { elements, attributes } = bundledStyleHashes();
    const all = [...new Set([...elements, ...attributes])].sort();
    return [
      `style-src 'self'${all.length ? ` 'unsafe-hashes' ${all.join(" ")}` : ""}`,
      `style-src-elem 'self'${elements.length ? ` ${elements.join(" ")}` : ""}`,
      `style-src-attr ${attributes.length ? `'unsafe-hashes' ${attributes.join(" ")}` : "'none'"}`,
    ];
  })();
  return styles;
}

export function contentSecurityPolicy(scriptHashes: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    ...styleDirectives(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The forms' proof-of-work worker (components/forms/form-proof-solver.ts), from the site's own
    // scripts. Said on its own because a page rendered per request has 'strict-dynamic', which makes
    // script-src (the fallback of worker-src) ignore 'self'. Neither 'unsafe-eval' nor
    // 'wasm-unsafe-eval': the worker hashes with crypto.subtle.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of a page rendered for one request (a back-office screen, a public page answering its
 * form posted without JavaScript): Next gives its scripts, its page data included, the request's
 * nonce (it reads it from the request's own Content-Security-Policy header), 'strict-dynamic' trusts
 * the chunks they load, and the hashes allow the layout's constant inline scripts (the maintenance
 * boot and mount scripts, the early controls…).
 */
export function renderedPageSecurityHeaders(
  siteUrl: string,
  nonce: string,
  inlineHashes: string[],
): Record<string, string> {
  return {
    ...baseSecurityHeaders(siteUrl),
    "Content-Security-Policy": contentSecurityPolicy(
      [`'nonce-${nonce}'`, "'strict-dynamic'", ...inlineHashes],
      siteUrl.startsWith("https://"),
    ),
  };
}

/** A back-office screen's: rendered per request, never indexed (robots.txt disallows them too) nor kept by a cache. */
export function adminSecurityHeaders(siteUrl: string, nonce: string, inlineHashes: string[]): Record<string, string> {
  return { ...renderedPageSecurityHeaders(siteUrl, nonce, inlineHashes), "X-Robots-Tag": "noindex, nofollow" };
}

/** Headers sent with every answer of the server (pages, assets, functions). */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (siteUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** Every security header of an answer: the base ones and a policy allowing these inline scripts (none by default). */
export function securityHeaders(siteUrl: string, scriptHashes: string[] = []): Record<string, string> {
  return {
    ...baseSecurityHeaders(siteUrl),
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, siteUrl.startsWith("https://")),
  };
}

/**
 * Sets the security headers on an answer the middleware does not see: the route handlers of
 * `/health` and `/functions/v1/<name>` are left out of its matcher, which keeps it off the hot path.
 */
export function withSecurityHeaders(response: Response, siteUrl: string): Response {
  for (const [name, value] of securityHeaderList(siteUrl)) response.headers.set(name, value);
  return response;
}

/**
 * securityHeaders as a list, built once per site URL and set of script hashes (one per page of the
 * build at most), not on every request of the middleware and the handlers.
 */
const built = new Map<string, [string, string][]>();
export function securityHeaderList(siteUrl: string, scriptHashes: string[] = []): [string, string][] {
  const key = `${siteUrl} ${scriptHashes.join(" ")}`;
  let headers = built.get(key);
  if (!headers) {
    headers = Object.entries(securityHeaders(siteUrl, scriptHashes));
    built.set(key, headers);
  }
  return headers;
}
