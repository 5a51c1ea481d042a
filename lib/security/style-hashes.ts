/**
 * The inline styles the public pages may apply, as CSP sources (`'sha256-…'`): those the build's
 * pre-rendered HTML holds (style attributes and `<style>` elements: Radix's accordion, Next's error
 * page) and the toasts' stylesheet, which `sonner` inserts at run time. The build
 * (scripts/build-pages.ts) computes them from its first pass and hands them to the second through
 * next.config's `env`, as it does the script hashes: no file is read at run time, on Node or on the edge.
 */

/** The build variable carrying the hashes (a JSON array) into next.config's `env`. */
export const CSP_STYLE_VARIABLE = "CSP_STYLE_HASHES";

/** The hashes from their JSON; none (no inline style allowed) when absent or malformed. */
export function parseStyleHashes(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.every((hash) => typeof hash === "string" && /^'sha256-[\w+/=]+'$/.test(hash))
      ? value
      : [];
  } catch {
    return [];
  }
}

let bundled: string[] | undefined;

/** The hashes of the build being served. */
export function bundledStyleHashes(): string[] {
  // Written out in full: Next replaces exactly `process.env.CSP_STYLE_HASHES` with the build's value.
  bundled ??= parseStyleHashes(process.env.CSP_STYLE_HASHES);
  return bundled;
}
