/**
 * Orphan pages: the sitemap's pages that no other page of the sitemap links to. A link counts
 * wherever it is on the page (a menu's or a footer's too) and after its redirects: a page only
 * reached through an old address still has its way in.
 */
export function orphanPages(sitemap: readonly string[], links: ReadonlyMap<string, Iterable<string>>): string[] {
  const listed = new Set(sitemap);
  const linked = new Set<string>();
  for (const [from, targets] of links) {
    if (!listed.has(from)) continue;
    for (const target of targets) if (target !== from) linked.add(target);
  }
  return [...listed].filter((path) => !linked.has(path)).sort();
}
