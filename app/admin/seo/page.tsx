import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../components/admin/AdminTable.tsx";
import { SeoDeskNav } from "../../../components/admin/seo/SeoDeskNav.tsx";
import { SeoFindings } from "../../../components/admin/seo/SeoFindings.tsx";
import { SEO_ADMIN_PATH, seoPagePath } from "../../../lib/config/admin.ts";
import { formatCount } from "../../../lib/format/french-format.ts";
import { pathOnSite } from "../../../lib/seo/audit.ts";
import { SERP } from "../../../lib/seo/serp.ts";
import { seoReview } from "../../../lib/server/seo/review.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "SEO" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The filter's parameter: `?problemes=1` keeps the pages with at least one finding. */
const PROBLEMS_PARAM = "problemes";

const COLUMNS = [
  "Page",
  "Titre",
  "Largeur du titre",
  "Description",
  "URL canonique",
  "Indexation",
  "Plan du site",
  "JSON-LD",
  "Image de partage",
  "Problèmes",
] as const;

/** /admin/seo: every page of the site as search engines see it, with the findings of `npm run seo` in French. */
export default async function SeoReviewPage({ searchParams }: { searchParams: Search }) {
  const { staff } = await requireStaff(SEO_ADMIN_PATH, "seo");
  const onlyProblems = (await searchParams)[PROBLEMS_PARAM] === "1";
  const { report } = await seoReview();
  const findingsOf = (path: string) => report.findings.filter((finding) => finding.path === path);
  const withProblems = report.rows.filter((row) => findingsOf(row.path).length > 0);
  const rows = onlyProblems ? withProblems : report.rows;
  const siteFindings = report.findings.filter((finding) => !report.rows.some((row) => row.path === finding.path));

  return (
    <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="SEO">
      <SeoDeskNav current={SEO_ADMIN_PATH} />
      <p className="body-text mt-2 max-w-prose">
        Chaque page du site telle que la lisent les moteurs de recherche et les réseaux sociaux, avec les mêmes règles
        que la vérification des développeurs (<code>npm run seo</code>). Un titre est coupé dans les résultats de Google
        au-delà d'environ {SERP.titleMaxPx} px ; une description s'affiche au mieux entre {SERP.descriptionGoodMin} et{" "}
        {SERP.descriptionGoodMax} caractères.
      </p>
      <p className="mt-4 font-semibold text-ink" data-seo-summary>
        {formatCount(report.rows.length, "page", "pages")} : {formatCount(report.errors, "erreur", "erreurs")},{" "}
        {formatCount(report.warnings, "point à vérifier", "points à vérifier")}.
      </p>
      <nav aria-label="Filtrer les pages" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href={SEO_ADMIN_PATH}
              aria-current={onlyProblems ? undefined : "page"}
              className="btn btn-ghost aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              Toutes les pages ({report.rows.length})
            </a>
          </li>
          <li>
            <a
              href={`${SEO_ADMIN_PATH}?${PROBLEMS_PARAM}=1`}
              aria-current={onlyProblems ? "page" : undefined}
              className="btn btn-ghost aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              Pages à corriger ({withProblems.length})
            </a>
          </li>
        </ul>
      </nav>
      {siteFindings.length > 0 && (
        <div className="card mt-4">
          <h2 className="font-semibold text-ink">Tout le site</h2>
          <SeoFindings findings={siteFindings} />
        </div>
      )}
      <AdminTable
        label="Pages du site"
        caption={onlyProblems ? "Pages du site qui ont au moins un problème" : "Toutes les pages du site"}
        columns={COLUMNS}
      >
        {rows.map((row) => {
          const canonical = row.canonical ? pathOnSite(row.canonical, report.siteUrl) : undefined;
          return (
            <tr key={row.path} className="border-b border-line align-top" data-seo-page={row.path}>
              <th scope="row" className="p-2 font-normal">
                <a href={seoPagePath(row.path)} className="link-inline font-semibold underline">
                  {row.path}
                </a>
              </th>
              <td className="p-2">{row.title ?? "—"}</td>
              <td className="p-2 whitespace-nowrap" data-seo-title-width={row.titleWidth}>
                {row.titleWidth} px{row.titleWidth > SERP.titleMaxPx ? " (coupé)" : ""}
              </td>
              <td className="p-2 whitespace-nowrap">{formatCount(row.descriptionLength, "caractère", "caractères")}</td>
              <td className="p-2">
                {!row.canonical ? "Absente" : canonical === row.path ? "Elle-même" : (canonical ?? row.canonical)}
              </td>
              <td className="p-2">{row.indexable ? "Indexable" : "Exclue (noindex)"}</td>
              <td className="p-2">{row.inSitemap ? "Oui" : "Non"}</td>
              <td className="p-2">{row.jsonLdTypes.join(", ") || "—"}</td>
              <td className="p-2">{row.ogImage ? "Oui" : "Non"}</td>
              <td className="p-2 min-w-64">
                <SeoFindings findings={findingsOf(row.path)} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminShell>
  );
}
