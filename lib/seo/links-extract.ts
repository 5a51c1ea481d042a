/**
 * The links a page holds, as the links report (/admin/seo/liens) reads them: each <a href> of
 * its HTML (header and footer included: a menu's link is a link), sorted into this site's paths
 * and other sites' http(s) addresses. Anchors, mailto:, tel: and the like are no page.
 */
import { scanTags } from "./html-scan.ts";

export type LinkTarget =
  /** A path of this site: `path` as the URL parser encodes it, without query nor fragment. */
  | { kind: "internal"; path: string }
  /** Another site's http(s) address, fragment removed. */
  | { kind: "external"; url: string };

/** Where `href`, found on the page at `basePath`, leads; undefined for what is no page to check. */
export function linkTarget(href: string, basePath: string, siteOrigin: string): LinkTarget | undefined {
  const raw = href.trim();
  if (raw === "" || raw.startsWith("#")) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") return undefined;
  let url: URL;
  try {
    url = new URL(raw, new URL(basePath, siteOrigin));
  } catch {
    return undefined;
  }
  if (url.origin === new URL(siteOrigin).origin) return { kind: "internal", path: url.pathname };
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  url.hash = "";
  return { kind: "external", url: url.href };
}

/** The href of each link of the page, in order, repeats kept once. */
export function pageHrefs(html: string): string[] {
  const hrefs = scanTags(html)
    .filter((tag) => (tag.name === "a" || tag.name === "area") && typeof tag.attrs.href === "string")
    .map((tag) => tag.attrs.href as string);
  return [...new Set(hrefs)];
}

/**
 * The addresses written in the text of a content desk's item (its strings: Markdown links,
 * href="…", bare https:// addresses and paths such as /tarifs written in a link field).
 */
export function textHrefs(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === "string") {
      for (const match of node.matchAll(/\]\(\s*<?([^)\s>]+)/g)) found.add(match[1] as string);
      for (const match of node.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) found.add(match[1] as string);
      // A bare address ends before the sentence's punctuation (« voir https://exemple.fr. »).
      for (const match of node.matchAll(/(?<![("'=\w])(https?:\/\/[^\s<>"')\]]+)/g))
        found.add((match[1] as string).replace(/[.,;:!?]+$/, ""));
      if (/^\/(?!\/)[^\s]*$/.test(node.trim()) && node.trim().length > 1) found.add(node.trim());
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(value);
  return [...found];
}
