/**
 * The inline styles a page may apply, as CSP sources (`'sha256-…'`), in two lists since a policy
 * allows them apart (`style-src-elem`, `style-src-attr`): the `<style>` elements' texts (Next's error
 * page, the toasts' stylesheet that `sonner` inserts at run time) and the style attributes' values
 * (Radix's accordion), those the build's pre-rendered HTML holds. The build
 * (scripts/build-pages.ts) computes them from its first pass and hands them to the second through
 * next.config's `env`, as it does the script hashes: no file is read at run time, on Node or on the edge.
 */

/** The build variable carrying the hashes (JSON: `{ "elements": […], "attributes": […] }`) into next.config's `env`. */
export const CSP_STYLE_VARIABLE = "CSP_STYLE_HASHES";

export interface StyleHashes {
  /** Of `<style>` elements' texts. */
  elements: string[];
  /** Of style attributes' values. */
  attributes: string[];
}

export const NO_STYLE_HASHES: StyleHashes = { elements: [], attributes: [] };

const hashList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((hash) => typeof hash === "string" && /^'sha256-[\w+/=]+'$/.test(hash));

/** The hashes from their JSON; none (no inline style allowed) when absent or malformed. */
export function parseStyleHashes(json: string | undefined): StyleHashes {
  if (!json) return NO_STYLE_HASHES;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null) return NO_STYLE_HASHES;
    const { elements, attributes } = value as Record<string, unknown>;
    return hashList(elements) && hashList(attributes) ? { elements, attributes } : NO_STYLE_HASHES;
  } catch {
    return NO_STYLE_HASHES;
  }
}

let bundled: StyleHashes | undefined;

/** The hashes of the build being served. */
export function bundledStyleHashes(): StyleHashes {
  // Written out in full: Next replaces exactly `process.env.CSP_STYLE_HASHES` with the build's value.
  bundled ??= parseStyleHashes(process.env.CSP_STYLE_HASHES);
  return bundled;
}
