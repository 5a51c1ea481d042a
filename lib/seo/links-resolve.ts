/**
 * What an internal link answers, followed as a visitor's browser would: the code's aliases
 * (lib/config/redirects.ts), the SEO desk's redirects, the pages and files of the site, then an
 * article's former addresses; a trailing slash is removed first, as the server does. Pure: the
 * server gives what the site knows (lib/server/seo/links-site.ts).
 */
import { INTERNAL_HOPS_MAX } from "../config/links-report.ts";

export interface SiteAddresses {
  /** The site's origin, for redirect targets written as full addresses of this site. */
  origin: string;
  /** True when a page or file of the site answers 200 at `path`. */
  answers(path: string): boolean;
  /** The code's aliases (source path → target path or another site's address). */
  aliases: Readonly<Record<string, string>>;
  /** The desk's redirects by source path (a 410 answers « gone »). */
  redirects: ReadonlyMap<string, { to: string; status: number }>;
  /** The current path of an article that had `path` as its address, if it had. */
  movedArticle(path: string): string | undefined;
}

export type InternalAnswer =
  | { kind: "ok" }
  | { kind: "missing" }
  | { kind: "gone" }
  | { kind: "loop" }
  /** Answers a redirect (or several) ending at `final`, a page that answers or another site's address. */
  | { kind: "redirect"; final: string };

type Step = { next: string } | { end: "ok" | "missing" | "gone" };

function step(path: string, site: SiteAddresses): Step {
  if (path.length > 1 && path.endsWith("/")) return { next: path.replace(/\/+$/, "") || "/" };
  const alias = site.aliases[path];
  if (alias !== undefined) return { next: alias };
  const redirect = site.redirects.get(path);
  if (redirect) return redirect.status === 410 ? { end: "gone" } : { next: redirect.to };
  if (site.answers(path)) return { end: "ok" };
  const moved = site.movedArticle(path);
  if (moved !== undefined) return { next: moved };
  return { end: "missing" };
}

/** A redirect's target as a path of this site, or undefined when it leads to another site. */
function ownPath(target: string, origin: string): string | undefined {
  if (target.startsWith("/") && !target.startsWith("//")) return new URL(target, origin).pathname;
  try {
    const url = new URL(target);
    return url.origin === new URL(origin).origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** What the link to `path` (a path of this site) answers in the end. */
export function resolveInternal(path: string, site: SiteAddresses): InternalAnswer {
  const seen = new Set<string>();
  let current = path;
  for (let hop = 0; hop <= INTERNAL_HOPS_MAX; hop++) {
    if (seen.has(current)) return { kind: "loop" };
    seen.add(current);
    const next = step(current, site);
    if ("end" in next) {
      if (next.end !== "ok") return { kind: next.end };
      return hop === 0 ? { kind: "ok" } : { kind: "redirect", final: current };
    }
    const own = ownPath(next.next, site.origin);
    if (own === undefined) return { kind: "redirect", final: next.next };
    current = own;
  }
  return { kind: "loop" };
}
