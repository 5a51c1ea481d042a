/**
 * The links report from what the pages hold: pure, so that the rules are tested on small
 * fixtures; the server gathers the pages (lib/server/seo/links-report.ts).
 */
import { linkTarget } from "./links-extract.ts";
import { orphanPages } from "./links-orphans.ts";
import { type InternalAnswer, resolveInternal, type SiteAddresses } from "./links-resolve.ts";

/** Where a link is written, hence where the team fixes it. */
export type LinkHolder =
  | { kind: "page"; path: string }
  /** `version`: the one the report read (« Remplacer » writes over it, or is refused). */
  | { kind: "article"; id: string; title: string; path: string; version: number };

export interface HeldLinks {
  holder: LinkHolder;
  /** The public page the links are on (the base of relative links; an orphan's way in). */
  page: string;
  hrefs: readonly string[];
}

export interface InternalProblem {
  holder: LinkHolder;
  href: string;
  path: string;
  answer: Exclude<InternalAnswer, { kind: "ok" }>;
}

/** An external address's latest check when it failed. */
export interface ExternalFailure {
  status: number | null;
  error: string | null;
  checkedAt: number;
}

export interface ExternalProblem {
  holder: LinkHolder;
  url: string;
  failure: ExternalFailure;
}

export interface LinksReport {
  orphans: string[];
  internal: InternalProblem[];
  external: ExternalProblem[];
  /** Every other site's address the pages hold (what the daily check looks at). */
  externalUrls: string[];
}

export function assembleLinksReport({
  held,
  site,
  sitemap,
  extraEdges = [],
  failures,
}: {
  held: readonly HeldLinks[];
  site: SiteAddresses;
  sitemap: readonly string[];
  /** Links known without reading a page (the store's blog list to each article it lists). */
  extraEdges?: ReadonlyArray<readonly [string, string]>;
  failures: ReadonlyMap<string, ExternalFailure>;
}): LinksReport {
  const edges = new Map<string, Set<string>>();
  const edge = (from: string, to: string) => {
    const targets = edges.get(from) ?? new Set<string>();
    edges.set(from, targets);
    targets.add(to);
  };
  for (const [from, to] of extraEdges) edge(from, to);
  const answers = new Map<string, InternalAnswer>();
  const internal: InternalProblem[] = [];
  const external: ExternalProblem[] = [];
  const externalUrls = new Set<string>();
  for (const { holder, page, hrefs } of held) {
    for (const href of hrefs) {
      const target = linkTarget(href, page, site.origin);
      if (!target) continue;
      if (target.kind === "external") {
        externalUrls.add(target.url);
        const failure = failures.get(target.url);
        if (failure) external.push({ holder, url: target.url, failure });
        continue;
      }
      const answer = answers.get(target.path) ?? resolveInternal(target.path, site);
      answers.set(target.path, answer);
      if (answer.kind === "ok") edge(page, target.path);
      else if (answer.kind === "redirect") {
        if (answer.final.startsWith("/")) edge(page, answer.final);
        internal.push({ holder, href, path: target.path, answer });
      } else internal.push({ holder, href, path: target.path, answer });
    }
  }
  return { orphans: orphanPages(sitemap, edges), internal, external, externalUrls: [...externalUrls].sort() };
}

/** One row of the report: a link as one article holds it, or as every page that holds it (a menu's, a footer's). */
export interface LinkRow<P extends { holder: LinkHolder }> {
  problem: P;
  /** The pages that hold the same link (one row for a link of the site's menus); empty for an article's. */
  pages: string[];
}

/**
 * The report's rows: an article's link each on its own row (it is fixed in that article), the
 * pages' links grouped by address (a footer's link would otherwise fill a row for every page).
 */
export function linkRows<P extends { holder: LinkHolder }>(
  problems: readonly P[],
  key: (problem: P) => string,
): LinkRow<P>[] {
  const rows: LinkRow<P>[] = [];
  const byLink = new Map<string, LinkRow<P>>();
  for (const problem of problems) {
    if (problem.holder.kind === "article") {
      rows.push({ problem, pages: [] });
      continue;
    }
    const row = byLink.get(key(problem));
    if (row) row.pages.push(problem.holder.path);
    else {
      const created = { problem, pages: [problem.holder.path] };
      byLink.set(key(problem), created);
      rows.push(created);
    }
  }
  return rows;
}
