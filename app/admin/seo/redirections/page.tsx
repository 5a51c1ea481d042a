import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { ConfirmedForm } from "../../../../components/admin/ConfirmedForm.tsx";
import { ListPager } from "../../../../components/admin/ListPager.tsx";
import { AgingRedirects } from "../../../../components/admin/seo/AgingRedirects.tsx";
import { RedirectForm, type RedirectFormValues } from "../../../../components/admin/seo/RedirectForm.tsx";
import { RedirectImport } from "../../../../components/admin/seo/RedirectImport.tsx";
import { SeoDeskNav } from "../../../../components/admin/seo/SeoDeskNav.tsx";
import { deleteRedirectAction } from "../../../../lib/actions/staff-redirects.ts";
import {
  REDIRECT_EDIT_PARAM,
  REDIRECT_FROM_PARAM,
  REDIRECTS_ADMIN_PATH,
  REDIRECTS_EXPORT_PATH,
  SEO_ADMIN_PATH,
} from "../../../../lib/config/admin.ts";
import { isGone, normalisePath } from "../../../../lib/config/redirect-rules.ts";
import { formatCount, formatLongDateTime } from "../../../../lib/format/french-format.ts";
import { redirectsToReview } from "../../../../lib/server/seo/redirects-review.ts";
import { redirectAt, redirectsPage } from "../../../../lib/server/seo/redirects-store.ts";
import { deskMessage } from "../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Redirections" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const COLUMNS = [
  "Ancienne adresse",
  "Nouvelle adresse",
  "Code",
  "Note",
  "Visites",
  "Dernière visite",
  "Action",
] as const;

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
const editLink = (from: string) =>
  `${REDIRECTS_ADMIN_PATH}?${REDIRECT_EDIT_PARAM}=${encodeURIComponent(from)}#formulaire`;
const SEARCH_PARAM = "q";
const PAGE_PARAM = "page";
const pageLink = (search: string, page: number) => {
  const query = new URLSearchParams();
  if (search) query.set(SEARCH_PARAM, search);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const text = query.toString();
  return `${REDIRECTS_ADMIN_PATH}${text ? `?${text}` : ""}#redirections-liste`;
};

/**
 * /admin/seo/redirections: the SEO desk's redirects: the list with each one's uses, the
 * form (a new one, `?de=` filled in from the 404 log, or `?modifier=` an existing one with its
 * deletion), the CSV import and export. The list shows 100 at a time, searched on the server
 * (a GET form: it works without JavaScript, and a list of 10,000 stays a light page).
 */
export default async function RedirectsPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const { staff, directory } = await requireStaff(REDIRECTS_ADMIN_PATH, "seo");
  const wanted = text(search[SEARCH_PARAM]).trim();
  const list = await redirectsPage(directory.db, { search: wanted, page: Number(text(search[PAGE_PARAM])) || 1 });
  const aging = await redirectsToReview(directory.db, Date.now());
  const editFrom = normalisePath(text(search[REDIRECT_EDIT_PARAM]));
  const editing = editFrom ? await redirectAt(directory.db, editFrom) : undefined;
  const initial: RedirectFormValues = editing
    ? { from: editing.from, to: editing.to, status: String(editing.status), note: editing.note }
    : { from: text(search[REDIRECT_FROM_PARAM]), to: "", status: "301", note: "" };

  return (
    <AdminShell staff={staff} current={SEO_ADMIN_PATH} title="Redirections" message={deskMessage(search.message)}>
      <SeoDeskNav current={REDIRECTS_ADMIN_PATH} />
      <p className="body-text mt-4 max-w-prose">
        Une ancienne adresse renvoie ses visiteurs et son référencement vers une page en ligne. Chaque redirection est
        suivie d'ici 10 secondes, avant toute page, paramètres de l'adresse conservés. Les boucles, les chaînes, les
        pages introuvables et les adresses d'autres sites sans https sont refusées.
      </p>
      <section aria-labelledby="redirections-liste" className="mt-6">
        <h2 id="redirections-liste" className="text-xl font-semibold text-ink">
          {list.total === 0 ? "Aucune redirection" : formatCount(list.total, "redirection", "redirections")}
        </h2>
        {list.total > 0 && (
          <form
            method="get"
            action={`${REDIRECTS_ADMIN_PATH}#redirections-liste`}
            className="mt-2 flex flex-wrap items-end gap-2"
          >
            <p>
              <label htmlFor="redirections-recherche" className="block font-semibold text-ink">
                Rechercher une adresse ou une note
              </label>
              <input
                id="redirections-recherche"
                name={SEARCH_PARAM}
                type="search"
                defaultValue={wanted}
                className="field-control"
              />
            </p>
            <button type="submit" className="btn btn-secondary">
              Rechercher
            </button>
          </form>
        )}
        {wanted && (
          <p className="mt-2" role="status">
            {list.matching === 0
              ? `Aucune redirection ne contient «\u00a0${wanted}\u00a0».`
              : `${formatCount(list.matching, "redirection contient", "redirections contiennent")} «\u00a0${wanted}\u00a0».`}{" "}
            <a href={pageLink("", 1)} className="link-inline underline">
              Voir toutes les redirections
            </a>
          </p>
        )}
        {list.pageCount > 1 && (
          <p className="mt-2 text-sm text-muted">
            Page {list.page} sur {list.pageCount}, par ordre alphabétique de l'ancienne adresse.
          </p>
        )}
        {list.rows.length > 0 && (
          <AdminTable
            label="Liste des redirections"
            caption="Les redirections du site"
            columns={COLUMNS}
            className="mt-2"
          >
            {list.rows.map((one) => (
              <tr key={one.from} className="border-b border-line align-top">
                <td className="p-2 break-all">{one.from}</td>
                <td className="p-2 break-all">{isGone(one) ? "aucune (page supprimée)" : one.to}</td>
                <td className="p-2">{one.status}</td>
                <td className="p-2">{one.note}</td>
                <td className="p-2">{one.hits.toLocaleString("fr-FR")}</td>
                <td className="p-2">
                  {one.lastHitAt === null ? "jamais" : formatLongDateTime(new Date(one.lastHitAt))}
                </td>
                <td className="p-2">
                  <a href={editLink(one.from)} className="link-inline underline">
                    Modifier<span className="sr-only"> la redirection de {one.from}</span>
                  </a>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
        <ListPager
          label="Pages de la liste des redirections"
          page={list.page}
          pageCount={list.pageCount}
          link={(n) => pageLink(wanted, n)}
        />
        <p className="mt-4">
          <a href={REDIRECTS_EXPORT_PATH} className="btn btn-secondary" download>
            Exporter en CSV
          </a>
        </p>
      </section>
      <AgingRedirects report={aging} />
      <section aria-labelledby="formulaire" className="mt-8">
        <h2 id="formulaire" className="text-xl font-semibold text-ink">
          {editing ? `Modifier la redirection de ${editing.from}` : "Ajouter une redirection"}
        </h2>
        <RedirectForm key={editing?.from ?? initial.from} initial={initial} replacing={editing?.from} />
        {editing && (
          <ConfirmedForm
            action={deleteRedirectAction}
            id="supprimer-redirection"
            confirmation={
              isGone(editing)
                ? `Je confirme la suppression de la réponse «\u00a0supprimée (410)\u00a0» de ${editing.from}.`
                : `Je confirme la suppression de la redirection de ${editing.from} vers ${editing.to}.`
            }
            button="Supprimer la redirection"
          >
            <input type="hidden" name="from" value={editing.from} />
          </ConfirmedForm>
        )}
        {editing && (
          <p className="mt-4">
            <a href={`${REDIRECTS_ADMIN_PATH}#formulaire`} className="link-inline underline">
              Ajouter plutôt une nouvelle redirection
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="import" className="mt-8">
        <h2 id="import" className="text-xl font-semibold text-ink">
          Importer un fichier CSV
        </h2>
        <RedirectImport />
      </section>
    </AdminShell>
  );
}
