/**
 * Where a visit came from, reduced by the server as a beacon or a lead's entry arrives: a named search
 * engine, assistant or social network, another site's host, or a direct visit. The browser sends the
 * referring host only (`site:<host>`, lib/audience/landing.ts), never its path or query; only the
 * reduced source is stored. The desk's labels live in sources.ts.
 */
import { DIRECT, OTHER_SITE_PREFIX } from "./landing.ts";

export { DIRECT, OTHER_SITE_PREFIX } from "./landing.ts";

/** The hosts that mean each named source (keys as stored; labels in sources.ts). */
export const SOURCE_HOSTS = {
  google: ["google."],
  bing: ["bing.com"],
  qwant: ["qwant.com"],
  duckduckgo: ["duckduckgo.com"],
  ecosia: ["ecosia.org"],
  yahoo: ["yahoo."],
  brave: ["search.brave.com"],
  yandex: ["yandex."],
  baidu: ["baidu.com"],
  chatgpt: ["chatgpt.com", "chat.openai.com"],
  perplexity: ["perplexity.ai"],
  linkedin: ["linkedin.com", "lnkd.in"],
  facebook: ["facebook.com", "fb.com", "fb.me"],
  instagram: ["instagram.com"],
  x: ["twitter.com", "x.com", "t.co"],
  youtube: ["youtube.com", "youtu.be"],
  tiktok: ["tiktok.com"],
  pinterest: ["pinterest."],
  reddit: ["reddit.com"],
  whatsapp: ["whatsapp.com", "wa.me"],
} as const;

export type NamedSource = keyof typeof SOURCE_HOSTS;

/** What the desk shows for referring sites beyond the day's bound (AUDIENCE_LIMITS.otherSitesPerDay). */
export const OTHER_SITES = "site:*";

/** A host as it may appear in a URL: letters, digits, dots and hyphens, at most 253 characters. */
export const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

function matches(host: string, pattern: string): boolean {
  // "google." is any of Google's country domains (google.fr, www.google.co.uk…): a whole label of
  // the host, wherever it is (abcgoogle.google.com is Google's, notgoogle.com is not).
  if (pattern.endsWith(".")) return host.startsWith(pattern) || host.includes(`.${pattern}`);
  return host === pattern || host.endsWith(`.${pattern}`);
}

/**
 * The source of a visit from the referring page's host (`undefined` or "" for none) and the site's
 * own host (a referrer from the site itself is not an entry: the caller decides that before).
 */
export function sourceOf(referrerHost: string | undefined): string {
  // A host as `URL.host` gives it may carry a port: the site is the same without it.
  const host = (referrerHost ?? "")
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, "")
    .replace(/\.$/, "");
  if (host === "" || !HOST.test(host)) return DIRECT;
  for (const [key, hosts] of Object.entries(SOURCE_HOSTS))
    if (hosts.some((pattern: string) => matches(host, pattern))) return key;
  return `${OTHER_SITE_PREFIX}${host.replace(/^www\./, "")}`;
}
