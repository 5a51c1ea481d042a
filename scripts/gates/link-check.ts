/**
 * Link checker over the build: every same-site reference (href, src, srcset, form
 * action, and absolute URLs on the site's own origin such as canonical and og:image)
 * must reach a built page or file, or a redirect of lib/config/redirects.ts; every
 * #fragment must name an id of the page it leads to.
 */

import { siteScriptOfBoot } from "../../lib/browser/site-script-boot.ts";
import { isNewsletterLinkPath } from "../../lib/config/newsletter.ts";
import { onDemandUrls } from "../../lib/security/framework-on-demand.ts";
import { isExecutableInlineScript, resolveRef, scanTags, srcsetCandidates } from "../../lib/seo/html-scan.ts";

export interface LinkSite {
  /** URL path of each page → the ids (and <a name>) it holds. */
  pages: Map<string, Set<string>>;
  /** URL paths of the other files of the build. */
  files: Set<string>;
  /** Server redirects: source path → target path or absolute URL. */
  redirects: Record<string, string>;
  /** The site's own origin (SITE_URL): absolute URLs on it are checked like relative ones. */
  origin: string;
}

export interface PageSource {
  path: string;
  html: string;
}

/** Ids a fragment may target: every id, and the legacy <a name>. */
export function anchorsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const tag of scanTags(html)) {
    if (tag.attrs.id) ids.add(tag.attrs.id);
    if (tag.name === "a" && tag.attrs.name) ids.add(tag.attrs.name);
  }
  return ids;
}

export function siteIndex(
  pages: PageSource[],
  files: string[],
  redirects: Record<string, string>,
  origin: string,
): LinkSite {
  return {
    pages: new Map(pages.map((page) => [page.path, anchorsOf(page.html)])),
    files: new Set(files),
    redirects,
    origin: new URL(origin).origin,
  };
}

interface Reference {
  where: string;
  value: string;
}

function srcsetUrls(srcset: string): string[] {
  return srcsetCandidates(srcset).map((candidate) => candidate.url);
}

const SITE_META = new Set(["og:url", "og:image", "twitter:image", "og:image:url", "og:image:secure_url"]);

/** Same-site references of a page, with where each was found (for readable reports). */
export function referencesOf(html: string, origin: string): Reference[] {
  const refs: Reference[] = [];
  const onSite = (value: string) =>
    !/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith(`${origin}/`) || value === origin;
  const add = (where: string, value: string | undefined) => {
    if (value === undefined) return;
    const trimmed = value.trim();
    if (trimmed === "" || trimmed.startsWith("//") || !onSite(trimmed)) return;
    refs.push({ where, value: trimmed });
  };
  for (const tag of scanTags(html)) {
    const { name, attrs } = tag;
    if (name === "a" || name === "area" || name === "link") add(`<${name} href>`, attrs.href);
    if (name === "img" || name === "script" || name === "source" || name === "iframe" || name === "video")
      add(`<${name} src>`, attrs.src);
    if (isExecutableInlineScript(tag)) for (const url of onDemandUrls(tag.text ?? "")) add("<script> on demand", url);
    if (isExecutableInlineScript(tag)) add("<script> of the site script's boot", siteScriptOfBoot(tag.text ?? ""));
    if ((name === "img" || name === "source") && attrs.srcset)
      for (const url of srcsetUrls(attrs.srcset)) add(`<${name} srcset>`, url);
    if (name === "form") add("<form action>", attrs.action);
    if (name === "meta" && SITE_META.has((attrs.property ?? attrs.name ?? "").toLowerCase()))
      add(`<meta ${attrs.property ?? attrs.name}>`, attrs.content);
  }
  return refs;
}

/** Fragments every page has without an id: the top of the document. */
const IMPLICIT_FRAGMENTS = new Set(["", "top"]);

function checkFragment(fragment: string | undefined, path: string, site: LinkSite): string | undefined {
  if (fragment === undefined || IMPLICIT_FRAGMENTS.has(fragment)) return undefined;
  const ids = site.pages.get(path);
  if (!ids) return undefined; // a file, not a page: nothing to check
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    /* keep it raw */
  }
  return ids.has(decoded) ? undefined : `#${decoded} is not an id of ${path}`;
}

/** Why a path does not resolve, or undefined when it does. */
function checkPath(path: string, fragment: string | undefined, site: LinkSite, depth = 0): string | undefined {
  const redirect = site.redirects[path];
  if (redirect !== undefined) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(redirect)) return undefined; // an external product site
    if (depth > 5) return `redirect loop at ${path}`;
    return checkPath(redirect, fragment, site, depth + 1);
  }
  if (site.pages.has(path)) return checkFragment(fragment, path, site);
  if (site.files.has(path)) return undefined;
  // The server answers "/x/" and "/x.html" with a redirect to "/x".
  const clean = path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") : path.replace(/\.html$/, "");
  if (clean !== path && (site.pages.has(clean) || site.redirects[clean] !== undefined))
    return checkPath(clean, fragment, site, depth + 1);
  // The newsletter's pages answer the e-mail's links, rendered per request (never in the build).
  if (isNewsletterLinkPath(path))
    return fragment === undefined ? undefined : `#${fragment} on a page rendered per request`;
  return "no such page or file in the build";
}

/** Broken references of one page, as readable lines (empty when all resolve). */
export function brokenLinks(page: PageSource, site: LinkSite): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const ref of referencesOf(page.html, site.origin)) {
    const key = `${ref.where} ${ref.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (/^(mailto|tel|javascript|data|blob|about):/i.test(ref.value)) continue;
    const relative = ref.value.startsWith(site.origin) ? ref.value.slice(site.origin.length) || "/" : ref.value;
    const hashAt = relative.indexOf("#");
    const fragment = hashAt === -1 ? undefined : relative.slice(hashAt + 1);
    const beforeHash = hashAt === -1 ? relative : relative.slice(0, hashAt);
    const target = beforeHash.split("?")[0]!;
    let path = page.path;
    if (target !== "") {
      const resolved = resolveRef(target, page.path);
      if (resolved.kind !== "local") continue;
      path = resolved.path;
    }
    const problem = checkPath(path, fragment, site);
    if (problem) problems.push(`${page.path}: ${ref.where} "${ref.value}" → ${problem}`);
  }
  return problems;
}
