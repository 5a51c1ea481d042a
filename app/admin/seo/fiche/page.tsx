import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { ScrollRegion } from "../../../../components/admin/ScrollRegion.tsx";
import { SEARCH_FIGURE_COLUMNS, SearchFiguresCells } from "../../../../components/admin/seo/SearchFiguresCells.tsx";
import { SearchResultPreviews } from "../../../../components/admin/seo/SearchResultPreview.tsx";
import { SeoFindings } from "../../../../components/admin/seo/SeoFindings.tsx";
import { SeoOverrideForm } from "../../../../components/admin/seo/SeoOverrideForm.tsx";
import { SocialCardPreview } from "../../../../components/admin/seo/SocialCardPreview.tsx";
import {
  SEARCH_PERFORMANCE_ADMIN_PATH,
  SEO_ADMIN_PATH,
  SEO_PAGE_PARAM,
  seoPagePath,
} from "../../../../lib/config/admin.ts";
import { SEO_OVERRIDE_MESSAGES } from "../../../../lib/config/seo-overrides.ts";
import { SITE } from "../../../../lib/config/site.ts";
import { absoluteUrl } from "../../../../lib/seo/metadata.ts";
import { SERP } from "../../../../lib/seo/serp.ts";
import { originalSeoValues } from "../../../../lib/server/seo/built-page.ts";
import { seoPageDetail } from "../../../../lib/server/seo/review.ts";
import { pageSearchFigures } from "../../../../lib/server/seo/search-performance.ts";
import { readSeoOverrides } from "../../../../lib/server/settings/seo-overrides-setting.ts";
import { deskMessage } from "../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Fiche SEO d'une page" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const STATUS_TEXT: Record<number, string> = { 200: "OK", 404: "page introuvable", 410: "page supprimée" };

/** /admin/seo/fiche?chemin=/tarifs: one page's search result and social card previews, JSON-LD, robots and HTTP status. */
export default async function SeoPageSheet({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const raw = search[SEO_PAGE_PARAM];
  const path = typeof raw === "string" ? raw : "";
  const { staff, directory } = await requireStaff(seoPagePath(path), "seo");
  const detail = path ? await seoPageDetail(path) : undefined;
  const back = (
    <p className="mt-4">
      <a href={SEO_ADMIN_PATH} className="link-inline underline">
        Retour à la liste des pages
      </a>
    </p>
  );
  if (!detail) {
    return (
      <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="Fiche SEO d'une page">
        <p role="alert" className="mt-4 font-medium text-danger">
          {path ? SEO_OVERRIDE_MESSAGES.unknownPage(path) : "Aucune page demandée."}
        </p>
        {back}
      </AdminShell>
    );
  }
  const { row, findings, status, robots, jsonLd } = detail;
  const [originals, overrides, inGoogle] = await Promise.all([
    originalSeoValues(path),
    readSeoOverrides(directory.db),
    pageSearchFigures(directory.db, row.path),
  ]);
  const url = absoluteUrl(row.path);
  const domain = new URL(url).host;
  // The image of this site, served by this server whatever SITE_URL says.
  const image = row.ogImage ? new URL(row.ogImage, url) : undefined;
  const imageSrc = image && (image.origin === new URL(url).origin ? `${image.pathname}${image.search}` : image.href);

  return (
    <AdminShell
      staff={staff}
      current={SEO_ADMIN_PATH}
      title={`Fiche SEO : ${row.path}`}
      message={deskMessage(search.message)}
    >
      {back}
      <section aria-labelledby="seo-problemes" className="card mt-6">
        <h2 id="seo-problemes" className="text-xl font-semibold text-ink">
          Problèmes
        </h2>
        <SeoFindings findings={findings} />
      </section>

      <section aria-labelledby="seo-google" className="mt-8">
        <h2 id="seo-google" className="text-xl font-semibold text-ink">
          Dans Google
        </h2>
        {inGoogle.page ? (
          <AdminTable
            label="La page dans Google"
            caption="La page dans la Search Console"
            columns={SEARCH_FIGURE_COLUMNS}
          >
            <tr className="border-b border-line">
              <SearchFiguresCells figures={inGoogle.page} />
            </tr>
          </AdminTable>
        ) : (
          <p className="mt-2">
            Aucun chiffre importé pour cette page (
            <a href={SEARCH_PERFORMANCE_ADMIN_PATH} className="link-inline underline">
              Performances
            </a>
            ).
          </p>
        )}
        {inGoogle.queries.length > 0 && (
          <AdminTable
            label="Requêtes de la page"
            caption="Les requêtes qui mènent à cette page"
            columns={["Requête", ...SEARCH_FIGURE_COLUMNS]}
          >
            {inGoogle.queries.map((query) => (
              <tr key={query.key} className="border-b border-line" data-search-query={query.key}>
                <th scope="row" className="p-2 font-normal">
                  {query.key}
                </th>
                <SearchFiguresCells figures={query} />
              </tr>
            ))}
          </AdminTable>
        )}
      </section>

      <section aria-labelledby="seo-resultat" className="mt-8">
        <h2 id="seo-resultat" className="text-xl font-semibold text-ink">
          Dans les résultats de recherche
        </h2>
        <p className="mt-1 text-sm text-muted">
          Titre de {row.titleWidth} px sur {SERP.titleMaxPx} px visibles, description de {row.descriptionLength}{" "}
          caractères.
        </p>
        <SearchResultPreviews
          siteName={SITE.name}
          url={url}
          title={row.title ?? ""}
          description={row.description ?? ""}
        />
      </section>

      <section aria-labelledby="seo-partage" className="mt-8">
        <h2 id="seo-partage" className="text-xl font-semibold text-ink">
          Sur les réseaux sociaux
        </h2>
        <div className="mt-4">
          <SocialCardPreview
            imageSrc={imageSrc}
            imageAlt={row.ogImageAlt}
            domain={domain}
            title={row.ogTitle ?? row.title ?? ""}
            description={row.ogDescription ?? row.description ?? ""}
          />
        </div>
      </section>

      {row.path !== "/404" && (
        <section aria-labelledby="seo-modifier" className="mt-8">
          <h2 id="seo-modifier" className="text-xl font-semibold text-ink">
            Modifier sans déployer
          </h2>
          <p className="body-text mt-1 max-w-prose">
            Ces valeurs remplacent celles de la page dans le HTML que reçoivent les visiteurs et les moteurs de
            recherche, d'ici 10 secondes. Un champ vide ou identique à la valeur d'origine garde la valeur d'origine.
          </p>
          <SeoOverrideForm path={row.path} originals={originals} saved={overrides[row.path]} ownUrl={url} />
        </section>
      )}

      <section aria-labelledby="seo-technique" className="mt-8">
        <h2 id="seo-technique" className="text-xl font-semibold text-ink">
          Pour les robots
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">Statut HTTP</dt>
          <dd data-seo-status={status}>
            {status}
            {STATUS_TEXT[status] ? ` (${STATUS_TEXT[status]})` : ""}
          </dd>
          <dt className="font-semibold text-ink">Directives robots</dt>
          <dd data-seo-robots>
            {robots.length === 0
              ? "Aucune : la page peut être indexée et ses liens suivis."
              : robots.map((meta) => `${meta.name} : ${meta.content}`).join(" ; ")}
          </dd>
          <dt className="font-semibold text-ink">URL canonique</dt>
          <dd className="break-all">{row.canonical ?? "Absente"}</dd>
          <dt className="font-semibold text-ink">Plan du site</dt>
          <dd>{row.inSitemap ? "Présente" : "Absente"}</dd>
        </dl>
        <h3 className="mt-6 font-semibold text-ink">Données structurées (JSON-LD)</h3>
        {jsonLd.length === 0 ? (
          <p className="text-muted">Aucune.</p>
        ) : (
          jsonLd.map((block, index) => (
            <ScrollRegion key={block} label={`Bloc JSON-LD ${index + 1}`}>
              <pre className="rounded-lg bg-surface p-3 text-sm text-ink" data-seo-json-ld>
                {block}
              </pre>
            </ScrollRegion>
          ))
        )}
      </section>
    </AdminShell>
  );
}
