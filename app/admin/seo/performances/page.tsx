import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { SearchConsoleImport } from "../../../../components/admin/seo/SearchConsoleImport.tsx";
import { SEARCH_FIGURE_COLUMNS, SearchFiguresCells } from "../../../../components/admin/seo/SearchFiguresCells.tsx";
import { SeoDeskNav } from "../../../../components/admin/seo/SeoDeskNav.tsx";
import { SEARCH_PERFORMANCE_ADMIN_PATH, SEO_ADMIN_PATH, seoPagePath } from "../../../../lib/config/admin.ts";
import { formatLongDateTime } from "../../../../lib/format/french-format.ts";
import { pagesLosingClicks, type SearchFigures, searchPages } from "../../../../lib/server/seo/search-performance.ts";
import { deskMessage } from "../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Performances dans Google" };

type Search = Promise<Record<string, string | string[] | undefined>>;

function PagesTable({ label, caption, pages }: { label: string; caption: string; pages: SearchFigures[] }) {
  return (
    <AdminTable label={label} caption={caption} columns={["Page", ...SEARCH_FIGURE_COLUMNS]}>
      {pages.map((page) => (
        <tr key={page.key} className="border-b border-line align-top" data-search-page={page.key}>
          <th scope="row" className="p-2 font-normal">
            <a href={seoPagePath(page.key)} className="link-inline break-all font-semibold underline">
              {page.key}
            </a>
          </th>
          <SearchFiguresCells figures={page} />
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * /admin/seo/performances: Search Console's figures as the team imported them (its « Pages » and
 * « Requêtes » exports): the pages losing the most clicks against the period before, every page's
 * clicks, impressions, CTR and position; a page's queries on its SEO sheet.
 */
export default async function SearchPerformancePage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(SEARCH_PERFORMANCE_ADMIN_PATH, "seo");
  const search = await searchParams;
  const [pages, losing] = await Promise.all([searchPages(directory.db), pagesLosingClicks(directory.db)]);
  const importedAt = pages[0]?.importedAt;

  return (
    <AdminShell
      staff={staff}
      current={SEO_ADMIN_PATH}
      title="Performances dans Google"
      message={deskMessage(search.message)}
    >
      <SeoDeskNav current={SEARCH_PERFORMANCE_ADMIN_PATH} />
      <p className="body-text mt-2 max-w-prose">
        Les clics, impressions, taux de clics et positions moyennes que la Search Console donne pour chaque page. Entre
        parenthèses, l'évolution par rapport à la période comparée, quand l'export en compare deux.
      </p>
      <SearchConsoleImport />
      {importedAt === undefined ? (
        <p className="mt-6">Aucun export importé pour l'instant.</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted">Dernier import le {formatLongDateTime(new Date(importedAt))}.</p>
          <h2 className="mt-6 text-xl font-bold text-ink">Pages qui perdent le plus de clics</h2>
          {losing.length === 0 ? (
            <p className="mt-2">Aucune page ne perd de clics, ou l'export ne comparait pas deux périodes.</p>
          ) : (
            <PagesTable
              label="Pages qui perdent des clics"
              caption="Pages qui perdent le plus de clics"
              pages={losing}
            />
          )}
          <h2 className="mt-8 text-xl font-bold text-ink">Toutes les pages</h2>
          <PagesTable label="Pages dans Google" caption="Pages par nombre de clics" pages={pages} />
        </>
      )}
    </AdminShell>
  );
}
