/**
 * The sources of visits as the server checks them and the desk names them: the named ones with their
 * French labels and kinds, `isSource`, and `reducedSource`, which turns the referring host the
 * browser sends into the source stored (by source-hosts.ts's table).
 */

import { DIRECT, HOST, type NamedSource, OTHER_SITE_PREFIX, OTHER_SITES, sourceOf } from "./source-hosts.ts";

export { DIRECT, type NamedSource, OTHER_SITE_PREFIX, OTHER_SITES, sourceOf } from "./source-hosts.ts";

/** Named sources: the key stored, its label on the desk, and its kind (the leads desk groups them). */
export const NAMED_SOURCES: Record<NamedSource, { label: string; kind: "search" | "assistant" | "social" }> = {
  google: { label: "Google", kind: "search" },
  bing: { label: "Bing", kind: "search" },
  qwant: { label: "Qwant", kind: "search" },
  duckduckgo: { label: "DuckDuckGo", kind: "search" },
  ecosia: { label: "Ecosia", kind: "search" },
  yahoo: { label: "Yahoo", kind: "search" },
  brave: { label: "Brave Search", kind: "search" },
  yandex: { label: "Yandex", kind: "search" },
  baidu: { label: "Baidu", kind: "search" },
  chatgpt: { label: "ChatGPT", kind: "assistant" },
  perplexity: { label: "Perplexity", kind: "assistant" },
  linkedin: { label: "LinkedIn", kind: "social" },
  facebook: { label: "Facebook", kind: "social" },
  instagram: { label: "Instagram", kind: "social" },
  x: { label: "X (Twitter)", kind: "social" },
  youtube: { label: "YouTube", kind: "social" },
  tiktok: { label: "TikTok", kind: "social" },
  pinterest: { label: "Pinterest", kind: "social" },
  reddit: { label: "Reddit", kind: "social" },
  whatsapp: { label: "WhatsApp", kind: "social" },
};

/** A source as the server accepts it: named, direct, or another site's well-formed host. */
export function isSource(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (value === DIRECT || Object.hasOwn(NAMED_SOURCES, value)) return true;
  return value.startsWith(OTHER_SITE_PREFIX) && HOST.test(value.slice(OTHER_SITE_PREFIX.length));
}

/**
 * A source as sent by the browser, reduced as it is stored: `site:<host>` becomes the named source
 * of that host, `direct` for a malformed one, or `site:` and the host without `www.` (sourceOf);
 * anything else is kept as sent, for isSource to judge.
 */
export function reducedSource(value: unknown): unknown {
  if (typeof value !== "string" || !value.startsWith(OTHER_SITE_PREFIX)) return value;
  return sourceOf(value.slice(OTHER_SITE_PREFIX.length));
}

/** The desk's label of a source, in French. */
export function sourceLabel(source: string): string {
  if (source === DIRECT) return "Accès direct";
  if (source === OTHER_SITES) return "Autres sites";
  if (source === "") return "Navigation interne";
  const named = (NAMED_SOURCES as Record<string, { label: string }>)[source];
  if (named) return named.label;
  return source.startsWith(OTHER_SITE_PREFIX) ? source.slice(OTHER_SITE_PREFIX.length) : source;
}
