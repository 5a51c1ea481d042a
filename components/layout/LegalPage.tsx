import type { ReactNode } from "react";
import { formatLongDate } from "../../lib/format/french-format.ts";
import { PageGraph } from "../seo/PageGraph.tsx";

export interface LegalTocEntry {
  id: string;
  title: string;
}

/**
 * Shell of the legal pages: breadcrumbs, title, last update, table of contents, printable body.
 * The page's <head> comes from its own `metadata` (pageMetadata with the same path).
 */
export function LegalPage({
  heading,
  path,
  updated,
  toc,
  children,
}: {
  /** The page's h1, also its name in the breadcrumbs. */
  heading: string;
  path: string;
  /** "2025-05-19" */
  updated?: string;
  toc: readonly LegalTocEntry[];
  children: ReactNode;
}) {
  return (
    <>
      <PageGraph trail={[{ name: heading, path }]} />
      <article className="container-page max-w-3xl pb-16 pt-8 md:pt-12" data-legal-page>
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{heading}</h1>
          {updated && (
            <p className="mt-3 text-muted">
              Dernière mise à jour : <time dateTime={updated}>{formatLongDate(updated)}</time>
            </p>
          )}
        </header>
        <nav
          aria-labelledby="legal-toc-title"
          className="mt-8 rounded-xl border border-line bg-surface p-6"
          data-no-print
        >
          <h2 id="legal-toc-title" className="text-base font-semibold">
            Sommaire
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-brand-700">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="underline-offset-4 hover:underline">
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-legal mt-8">{children}</div>
      </article>
    </>
  );
}
