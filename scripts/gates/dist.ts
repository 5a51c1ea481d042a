/** What every gate shares about the build: a page as the gates read it, redirected paths, compressed sizes. */
import { brotliCompressSync, constants } from "node:zlib";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";

export interface BuiltPage {
  /** Path of the file inside the build, with "/" separators ("tarifs/crmpro.html"). */
  file: string;
  /** The URL the page is served at ("/tarifs/crmpro"). */
  path: string;
  html: string;
}

/** Paths the middleware answers with a redirect (aliases and product sites): no page of their own. */
export const REDIRECTED_PATHS: ReadonlySet<string> = new Set([
  ...Object.keys(INTERNAL_REDIRECTS),
  ...Object.keys(PRODUCT_REDIRECTS),
]);

/** Size on the wire of a text compressed with brotli at quality 11. */
export function brotliSize(body: string | Buffer): number {
  const buffer = typeof body === "string" ? Buffer.from(body) : body;
  return brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
