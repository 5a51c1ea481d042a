/**
 * True inside Cloudflare's workerd (the edge recipe, `npm run build:edge`), whose
 * `navigator.userAgent` the runtime sets to "Cloudflare-Workers"; Node's is "Node.js/24". OpenNext
 * runs Next's server there with NEXT_RUNTIME "nodejs", so that variable cannot tell the two apart.
 */
export function inWorkerd(): boolean {
  return globalThis.navigator?.userAgent === "Cloudflare-Workers";
}
