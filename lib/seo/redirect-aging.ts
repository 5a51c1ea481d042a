import { REDIRECT_UNUSED_DAYS } from "../config/redirect-aging.ts";
import { isGone, type RedirectEntry, type SiteFacts, targetPath } from "../config/redirect-rules.ts";
import { flattenStoredChains } from "./redirects-import.ts";

export interface AgingReport {
  /** Not visited for REDIRECT_UNUSED_DAYS (or never, and not changed for as long). */
  unused: RedirectEntry[];
  /** Their target is redirected since (a chain): the final address to point them at. */
  redirected: { entry: RedirectEntry; final: string }[];
  /** Their target, a page of this site, answers 404 now, or 410 (answered « supprimée » by the desk). */
  missing: RedirectEntry[];
}

const DAY_MS = 86_400_000;

/**
 * The redirects to look at again: unused for 12 months, whose target became a redirect (a chain,
 * with its final target), or whose target no longer exists. `site.livePage` says which of this
 * site's pages answer (the build's and the articles out).
 */
export function agingRedirects(entries: readonly RedirectEntry[], site: SiteFacts, now: number): AgingReport {
  const byFrom = new Map(entries.map((entry) => [entry.from, { ...entry }]));
  const chains = new Map(
    flattenStoredChains(byFrom, site).changed.map(({ before, after }) => [before.from, after.to] as const),
  );
  const report: AgingReport = { unused: [], redirected: [], missing: [] };
  const since = now - REDIRECT_UNUSED_DAYS * DAY_MS;
  // A target answered « supprimée » (410), or neither a page nor redirected: the visitor ends nowhere.
  const leadsNowhere = (path: string) => {
    const there = byFrom.get(path);
    return there ? isGone(there) : !site.livePage(path) && !site.builtRedirects[path];
  };
  for (const entry of entries) {
    const final = chains.get(entry.from);
    const path = targetPath(entry.to);
    if (final !== undefined) report.redirected.push({ entry, final });
    else if (path !== undefined && leadsNowhere(path)) report.missing.push(entry);
    if ((entry.lastHitAt ?? entry.updatedAt) < since) report.unused.push(entry);
  }
  return report;
}
