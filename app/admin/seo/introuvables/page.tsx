import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { ListPager } from "../../../../components/admin/ListPager.tsx";
import { type LostAddress, LostAddressForm } from "../../../../components/admin/seo/LostAddressForm.tsx";
import { SeoDeskNav } from "../../../../components/admin/seo/SeoDeskNav.tsx";
import { NOT_FOUND_ADMIN_PATH, SEO_ADMIN_PATH } from "../../../../lib/config/admin.ts";
import { LOST_ANSWER_MESSAGES } from "../../../../lib/config/lost-addresses.ts";
import { NOT_FOUND_LOG_LIMITS, noiseKind } from "../../../../lib/config/not-found-log.ts";
import { formatCount, formatLongDateTime } from "../../../../lib/format/french-format.ts";
import { suggestTargets } from "../../../../lib/seo/lost-address-suggestions.ts";
import { lostAddressIndex } from "../../../../lib/server/seo/lost-address-targets.ts";
import {
  NOT_FOUND_PAGE_SIZE,
  type NotFoundEntry,
  notFoundPage,
  notFoundPageNumber,
} from "../../../../lib/server/seo/not-found-store.ts";
import { redirectSiteFacts } from "../../../../lib/server/seo/redirect-facts.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Adresses introuvables" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const PAGE_PARAM = "page";
/** The address of page `n` of the log: `?page=n`, nothing for the first. */
const pageLink = (n: number) => (n > 1 ? `${NOT_FOUND_ADMIN_PATH}?${PAGE_PARAM}=${n}` : NOT_FOUND_ADMIN_PATH);

const date = (at: number) => formatLongDateTime(new Date(at));

/** The probes of vulnerability scanners: listed apart, nothing to answer. */
function NoiseRows({ entries }: { entries: NotFoundEntry[] }) {
  return entries.map((entry) => (
    <tr key={entry.path} className="border-b border-line align-top">
      <td className="p-2 break-all">{entry.path}</td>
      <td className="p-2">{noiseKind(entry.path)}</td>
      <td className="p-2">{entry.hits.toLocaleString("fr-FR")}</td>
      <td className="p-2">{date(entry.firstSeen)}</td>
      <td className="p-2">{date(entry.lastSeen)}</td>
      <td className="p-2 break-all">{entry.referrerHost ?? "aucun (accès direct)"}</td>
    </tr>
  ));
}

/** « 3 adresses traitées… » after the form, from the counts its action sent back. */
function answerMessage(search: Record<string, string | string[] | undefined>): string | undefined {
  const count = (value: string | string[] | undefined) =>
    typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
  const answered = count(search.traitees);
  const refused = count(search.refusees);
  return answered === undefined || refused === undefined ? undefined : LOST_ANSWER_MESSAGES.done(answered, refused);
}

/**
 * /admin/seo/introuvables: the unknown addresses visitors and crawlers asked for (issue 31), most
 * asked first then most recent, NOT_FOUND_PAGE_SIZE a page (`?page=2`, plain links: no script;
 * a bad value is page 1); on each page the probes of vulnerability scanners apart. Each lost
 * address comes with its suggested targets (issue 56: a former address of an article first, then
 * close pages), answered several at once in one plain form (301, or 410 for a page removed on
 * purpose); « Rediriger ailleurs » opens the redirect form filled in. An address answered leaves the list.
 */
export default async function NotFoundLogPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const asked = notFoundPageNumber(search[PAGE_PARAM]);
  const { staff, directory } = await requireStaff(pageLink(asked), "seo");
  const now = Date.now();
  const list = await notFoundPage(directory.db, now, { page: asked });
  const lostEntries = list.rows.filter((entry) => noiseKind(entry.path) === undefined);
  const index =
    lostEntries.length > 0
      ? await lostAddressIndex(directory.db, await redirectSiteFacts(directory.db), now)
      : undefined;
  const lost: LostAddress[] = lostEntries.map((entry) => ({
    entry,
    suggestions: index ? suggestTargets(index, entry.path) : [],
  }));
  const noise = list.rows.filter((entry) => noiseKind(entry.path) !== undefined);
  // On several pages, the sections count this page's addresses.
  const here = list.pageCount > 1 ? " sur cette page" : "";
  const common = ["Nombre de demandes", "Première demande", "Dernière demande", "Site d'origine"];

  return (
    <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="Adresses introuvables" message={answerMessage(search)}>
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
          <>
            <p className="body-text mt-2 max-w-prose">
              Pour chaque adresse, les pages les plus proches sont proposées, la plus sûre d'abord : l'ancienne adresse
              d'un article, puis les pages dont l'adresse ou les mots ressemblent. Choisissez une page (redirection
              301), «&nbsp;supprimée&nbsp;» pour une page retirée volontairement (410), puis appliquez tous vos choix en
              une fois.
            </p>
            <LostAddressForm lost={lost} back={pageLink(list.page)} />
          </>
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
              <NoiseRows entries={noise} />
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
