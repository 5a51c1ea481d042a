import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { ExportLink } from "../../../components/admin/audience/ExportLink.tsx";
import { HeadlineFigures } from "../../../components/admin/audience/HeadlineFigures.tsx";
import { PagesTable } from "../../../components/admin/audience/PagesTable.tsx";
import { PeriodForm } from "../../../components/admin/audience/PeriodForm.tsx";
import { CampaignsTable, SourcesTable } from "../../../components/admin/audience/SourcesTable.tsx";
import { SpeedTable } from "../../../components/admin/audience/SpeedTable.tsx";
import { VisitsChart } from "../../../components/admin/audience/VisitsChart.tsx";
import { ListPager } from "../../../components/admin/ListPager.tsx";
import { AUDIENCE_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { AUDIENCE_LIMITS, CORE_WEB_VITALS } from "../../../lib/config/audience.ts";
import { formatLongDate } from "../../../lib/format/french-format.ts";
import { type AudienceTable, METRIC_NAMES, thresholdsText } from "../../../lib/server/audience/audience-labels.ts";
import {
  type DeskState,
  deskLink,
  exportLink,
  type PagedTable,
  pageOf,
  parseTablePages,
} from "../../../lib/server/audience/audience-links.ts";
import { parseAudiencePeriod } from "../../../lib/server/audience/audience-period.ts";
import { audienceReport } from "../../../lib/server/audience/audience-report.ts";
import { parsePageSort, sortPages } from "../../../lib/server/audience/audience-sort.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Audience du site" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const TABLE_NAMES: Record<PagedTable, string> = {
  pages: "Pages du tableau des pages",
  sources: "Pages du tableau des sources",
  campagnes: "Pages du tableau des campagnes",
  vitesse: "Pages du tableau de la vitesse",
};

/** A section of the desk: its heading (the anchor its links come back to), its CSV export, then its content. */
function Section({
  id,
  title,
  exportHref,
  table,
  children,
}: {
  id: string;
  title: string;
  table: AudienceTable;
  exportHref: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <ExportLink table={table} href={exportHref} />
      </div>
      {children}
    </section>
  );
}

/** What « Gagnées » and « Part gagnée » count, said under each table that shows them. */
function WonNote({ sameRules = false }: { sameRules?: boolean }) {
  return (
    <p className="body-text mt-2 max-w-prose">
      Gagnées&nbsp;: celles de ces demandes qui sont aujourd'hui au statut «&nbsp;Gagnée&nbsp;» dans le suivi des
      demandes (une demande récente peut encore l'être). Part gagnée&nbsp;: gagnées ÷ demandes suivies, sans les
      inscriptions à la lettre d'information, qui ne sont pas suivies
      {sameRules
        ? "\u00a0; les demandes gagnées sans provenance connue sont comptées sur leur propre ligne, jamais réparties entre les autres"
        : ""}
      .
    </p>
  );
}

/**
 * /admin/audience: what the site brings over a period (the last 28 days by default): the headline
 * figures against the previous period, visits per day, pages with their leads and conversion,
 * sources and campaigns, and real visitors' speed. Counters only: nothing identifies a visitor.
 */
export default async function AudiencePage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const { period, errors } = parseAudiencePeriod(params, Date.now());
  const state: DeskState = { period, sort: parsePageSort(params), pages: parseTablePages(params) };
  const { staff, directory } = await requireStaff(deskLink(state), "audience");
  const report = await audienceReport(directory.db, period);
  const paged = {
    pages: pageOf(sortPages(report.pages, state.sort), state.pages.pages),
    sources: pageOf(report.sources, state.pages.sources),
    campagnes: pageOf(report.campaigns, state.pages.campagnes),
    vitesse: pageOf(report.speed.pages, state.pages.vitesse),
  };
  const pager = (table: PagedTable) => (
    <ListPager
      label={TABLE_NAMES[table]}
      page={paged[table].page}
      pageCount={paged[table].pageCount}
      link={(n) => deskLink(state, { page: [table, n] }, table)}
    />
  );
  const dates = `du ${formatLongDate(period.from)} au ${formatLongDate(period.to)}`;
  const nothing = (what: string) => <p className="mt-4 text-ink">{what}</p>;
  const lastPage = (table: PagedTable) => paged[table].page === paged[table].pageCount;

  return (
    <AdminShell staff={staff} current={AUDIENCE_ADMIN_PATH} title="Audience du site">
      <p className="body-text mt-2 max-w-prose">
        Chaque page vue est comptée par jour, page, type d'appareil et provenance, sans cookie, sans identifiant et sans
        adresse IP&nbsp;: aucun chiffre ne permet de reconnaître un visiteur. Les visiteurs qui s'y opposent ne sont pas
        comptés. Les compteurs de plus de {AUDIENCE_LIMITS.retentionMonths}&nbsp;mois sont effacés.
      </p>
      <PeriodForm period={period} sort={state.sort} errors={errors} />

      <h2 className="mt-8 text-xl font-semibold text-ink">Sur la période {dates}</h2>
      <HeadlineFigures headline={report.headline} previous={report.previous} />

      <Section id="visites" title="Visites par jour" table="jours" exportHref={exportLink("jours", state)}>
        <VisitsChart days={report.days} period={period} />
      </Section>

      <Section id="pages" title="Pages" table="pages" exportHref={exportLink("pages", state)}>
        <p className="body-text mt-2 max-w-prose">
          Visites&nbsp;: les visites entrées sur le site par cette page. Demandes&nbsp;: les demandes envoyées depuis
          cette page pendant la période. Conversion&nbsp;: demandes ÷ visites.
        </p>
        <WonNote />
        {report.pages.length === 0 ? (
          nothing("Aucune page vue sur cette période.")
        ) : (
          <PagesTable
            rows={paged.pages.rows}
            sort={state.sort}
            sortLink={(sort) => deskLink(state, { sort }, "pages")}
          />
        )}
        {pager("pages")}
      </Section>

      <Section id="sources" title="Sources" table="sources" exportHref={exportLink("sources", state)}>
        <p className="body-text mt-2 max-w-prose">
          D'où viennent les visites (moteur de recherche, réseau social, autre site, accès direct). Les demandes d'une
          source sont celles des visiteurs qui ont accepté la mesure d'audience dans le bandeau des cookies&nbsp;: leur
          demande garde alors la provenance de leur visite. Les autres demandes sont comptées à part.
        </p>
        <WonNote sameRules />
        {report.sources.length === 0 && report.leadsWithoutEntry === 0 ? (
          nothing("Aucune visite comptée sur cette période.")
        ) : (
          <SourcesTable
            rows={paged.sources.rows}
            leadsWithoutEntry={report.leadsWithoutEntry}
            outcomeWithoutEntry={report.outcomeWithoutEntry}
            last={lastPage("sources")}
          />
        )}
        {pager("sources")}
      </Section>

      <Section id="campagnes" title="Campagnes" table="campagnes" exportHref={exportLink("campagnes", state)}>
        <p className="body-text mt-2 max-w-prose">
          Les visites arrivées par une adresse portant des paramètres <code>utm_source</code>, <code>utm_medium</code>{" "}
          ou <code>utm_campaign</code> (lettre d'information, publicité, publication). Leurs demandes suivent les mêmes
          règles que celles des sources.
        </p>
        <WonNote sameRules />
        {report.campaigns.length === 0 ? (
          nothing("Aucune visite de campagne sur cette période.")
        ) : (
          <CampaignsTable
            rows={paged.campagnes.rows}
            leadsWithoutEntry={report.leadsWithoutEntry}
            outcomeWithoutEntry={report.outcomeWithoutEntry}
            last={lastPage("campagnes")}
          />
        )}
        {pager("campagnes")}
      </Section>

      <Section id="vitesse" title="Vitesse des pages" table="vitesse" exportHref={exportLink("vitesse", state)}>
        <p className="body-text mt-2 max-w-prose">
          La vitesse vécue par les visiteurs, mesurée dans leur navigateur (Core Web Vitals, les critères de Google) et
          donnée au 75<sup>e</sup>&nbsp;centile&nbsp;: trois visites sur quatre ont été au moins aussi rapides. Un
          chiffre n'est affiché qu'à partir de {AUDIENCE_LIMITS.minViewsForSpeed}&nbsp;visites mesurées sur la
          période&nbsp;; en dessous, il dirait peu. Les pages qui dépassent un seuil viennent en premier.
        </p>
        <ul className="body-text mt-2 list-disc space-y-1 pl-6">
          {CORE_WEB_VITALS.map((metric) => (
            <li key={metric}>
              <strong>{metric}</strong> ({METRIC_NAMES[metric]?.toLowerCase()})&nbsp;: {thresholdsText(metric)}.
            </li>
          ))}
        </ul>
        {report.speed.site.length === 0 ? (
          nothing("Aucune mesure de vitesse sur cette période.")
        ) : (
          <>
            <h3 className="mt-6 text-lg font-semibold text-ink">Tout le site, par type d'appareil</h3>
            <SpeedTable
              rows={report.speed.site}
              label="Tableau de la vitesse de tout le site"
              caption="Vitesse de tout le site par type d'appareil, au 75e centile"
            />
            <h3 className="mt-6 text-lg font-semibold text-ink">Par page et type d'appareil</h3>
            <SpeedTable
              rows={paged.vitesse.rows}
              label="Tableau de la vitesse par page"
              caption="Vitesse par page et type d'appareil, au 75e centile, les pages à améliorer d'abord"
            />
          </>
        )}
        {pager("vitesse")}
      </Section>
    </AdminShell>
  );
}
