import type { Crumb } from "../../lib/seo/json-ld/site-graph.ts";

/** Visible trail (home excluded from `trail`, current page last): the same list as the page's BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = [{ name: "Accueil", path: "/" }, ...trail];
  return (
    <nav aria-label="Fil d'Ariane" className="container-page pt-6 text-sm text-muted" data-no-print>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-muted">
                /
              </span>
            )}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className="link-inline">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
