import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { ListPager } from "../../../../components/admin/ListPager.tsx";
import { SeoDeskNav } from "../../../../components/admin/seo/SeoDeskNav.tsx";
import { NOT_FOUND_ADMIN_PATH, redirectFromPath, SEO_ADMIN_PATH } from "../../../../lib/config/admin.ts";
import { NOT_FOUND_LOG_LIMITS, noiseKind } from "../../../../lib/config/not-found-log.ts";
import { formatCount, formatLongDateTime } from "../../../../lib/format/french-format.ts";
import {
  NOT_FOUND_PAGE_SIZE,
  type NotFoundEntry,
  notFoundPage,
  notFoundPageNumber,
} from "../../../../lib/server/seo/not-found-store.ts";
import { requireStaff } from "../../../../lib/server/staff/guard.ts";

export const metadata: Metadata = { title: "Adresses introuvables" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const PAGE_PARAM = "page";
/** The address of page `n` of the log: `?page=n`, nothing for the first. */
const pageLink = (n: number) => (n > 1 ? `${NOT_FOUND_ADMIN_PATH}?${PAGE_PARAM}=${n}` : NOT_FOUND_ADMIN_PATH);

const date = (at: number) => formatLongDateTime(new Date(at));

function Rows({ entries, withAction }: { entries: NotFoundEntry[]; withAction: boolean }) {
  return entries.map((entry) => (
    <tr key={entry.path} className="border-b border-line align-top">
      <td className="p-2 break-all">{entry.path}</td>
      {!withAction && <td className="p-2">{noiseKind(entry.path)}</td>}
      <td className="p-2">{entry.hits.toLocaleString("fr-FR")}</td>
      <td className="p-2">{date(entry.firstSeen)}</td>
      <td className="p-2">{date(entry.lastSeen)}</td>
      <td className="p-2 break-all">{entry.referrerHost ?? "aucun (accès direct)"}</td>
      {withAction && (
        <td className="p-2">
          <a href={redirectFromPath(entry.path)} className="link-inline underline">
            Rediriger<span className="sr-only"> {entry.path}</span>
          </a>
        </td>
      )}
    </tr>
  ));
}

/**
 * /admin/seo/introuvables: the unknown addresses visitors and crawlers asked for (issue 31), most
 * asked first then most recent, NOT_FOUND_PAGE_SIZE a page (`?page=2`, plain links: no script;
 * a bad value is page 1); on each page the probes of vulnerability scanners apart. « Rediriger »
 * opens the redirect form filled in. An address redirected since leaves the list.
 */
export default async function NotFoundLogPage({ searchParams }: { searchParams: Search }) {
  const asked = notFoundPageNumber((await searchParams)[PAGE_PARAM]);
  const { staff, directory } = await requireStaff(pageLink(asked), "seo");
  const list = await notFoundPage(directory.db, Date.now(), { page: asked });
  const lost = list.rows.filter((entry) => noiseKind(entry.path) === undefined);
  const noise = list.rows.filter((entry) => noiseKind(entry.path) !== undefined);
  // On several pages, the sections count this page's addresses.
  const here = list.pageCount > 1 ? " sur cette page" : "";
  const common = ["Nombre de demandes", "Première demande", "Dernière demande", "Site d'origine"];

  return (
    <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="Adresses introuvables">
      <SeoDeskNav current={NOT_FOUND_ADMIN_PATH} />
      <p className="body-text mt-4 max-w-prose">
        Les adresses de ce site qui n'existent pas et que des visiteurs ou des moteurs de recherche ont demandées
        (erreur 404), les plus demandées d'abord puis les plus récentes, {NOT_FOUND_PAGE_SIZE} par page. Seuls le chemin
        et le site d'origine sont conservés, jamais l'adresse IP, le navigateur ni les paramètres. Une adresse qui n'est
        plus demandée depuis {NOT_FOUND_LOG_LIMITS.purgeAfterDays} jours disparaît ; le journal garde au plus{" "}
        {NOT_FOUND_LOG_LIMITS.rows.toLocaleString("fr-FR")} adresses : au-delà, les moins demandées partent d'abord.
      </p>
      {list.pageCount > 1 && (
        <p className="mt-2 text-sm text-muted" data-not-found-position>
          Page {list.page} sur {list.pageCount}, {formatCount(list.total, "adresse", "adresses")} en tout.
        </p>
      )}
      <section aria-labelledby="introuvables-pages" className="mt-6">
        <h2 id="introuvables-pages" className="text-xl font-semibold text-ink">
          {lost.length === 0
            ? `Aucune adresse introuvable${here}`
            : `${formatCount(lost.length, "adresse introuvable", "adresses introuvables")}${here}`}
        </h2>
        {lost.length > 0 && (
          <AdminTable
            label="Adresses introuvables"
            caption="Les adresses introuvables demandées, les plus demandées d'abord puis les plus récentes"
            columns={["Adresse", ...common, "Action"]}
            className="mt-2"
          >
            <Rows entries={lost} withAction />
          </AdminTable>
        )}
      </section>
      <section aria-labelledby="introuvables-bruit" className="mt-8">
        <h2 id="introuvables-bruit" className="text-xl font-semibold text-ink">
          Robots qui cherchent des failles ({formatCount(noise.length, "adresse", "adresses")}
          {here})
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Des robots essaient des adresses de logiciels que ce site n'utilise pas (WordPress, PHP, fichiers de
          configuration) : elles sont sans danger ici et ne demandent aucune redirection.
        </p>
        {noise.length > 0 && (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-ink">Afficher ces adresses</summary>
            <AdminTable
              label="Adresses demandées par des robots"
              caption="Les adresses de logiciels absents, demandées par des robots"
              columns={["Adresse", "Type", ...common]}
              className="mt-2"
            >
              <Rows entries={noise} withAction={false} />
            </AdminTable>
          </details>
        )}
      </section>
      <ListPager
        label="Pages du journal des adresses introuvables"
        page={list.page}
        pageCount={list.pageCount}
        link={pageLink}
      />
    </AdminShell>
  );
}
