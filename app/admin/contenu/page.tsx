import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { CONTENT_KIND_IDS, CONTENT_KINDS } from "../../../lib/catalog/content/kinds.ts";
import { CONTENT_ADMIN_PATH, contentHistoryPath, contentItemPath, HOME_TEXTS_PATH } from "../../../lib/config/admin.ts";
import { mayOpen } from "../../../lib/config/staff-roles.ts";
import { formatShortDateTime } from "../../../lib/format/french-format.ts";
import { contentStatus } from "../../../lib/server/content/content-status.ts";
import { contentItems } from "../../../lib/server/content/content-store.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Contenu du site" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/contenu: every kind of the site's content, each item with where it stands (origin, published, draft, scheduled). */
export default async function ContentDeskPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(CONTENT_ADMIN_PATH, "content");
  const now = Date.now();
  const states = await contentItems(directory.db, now);
  const reviews = mayOpen(staff.role, "contentReview") ? states.filter((state) => state.review) : [];
  return (
    <AdminShell
      staff={staff}
      current={CONTENT_ADMIN_PATH}
      title="Contenu du site"
      message={deskMessage((await searchParams).message)}
    >
      <p className="body-text mt-2 max-w-prose">
        Chaque contenu se modifie dans un brouillon, invisible du public : « Aperçu » montre la vraie page avec le
        brouillon, « Publier » la met en ligne pour tous les visiteurs d'ici 10 secondes, « Programmer » la publie à
        l'heure choisie.
      </p>
      {reviews.length > 0 && (
        <section aria-labelledby="relectures" className="mt-6 rounded-lg border border-brand-600 bg-brand-50 p-4">
          <h2 id="relectures" className="text-xl font-bold text-ink">
            Relectures demandées
          </h2>
          <ul className="mt-2 space-y-2">
            {reviews.map((state) => {
              const kind = CONTENT_KINDS[state.kind];
              const name = `${kind.label} — ${kind.itemLabel(state.item)}`;
              return (
                <li key={`${state.kind}/${state.item}`} data-review-request={`${state.kind}/${state.item}`}>
                  <span className="font-semibold text-ink">{name}</span>{" "}
                  <span className="text-muted">
                    (demandée le {formatShortDateTime(new Date(state.review?.at ?? 0))})
                  </span>{" "}
                  <a
                    href={`${contentHistoryPath(state.kind, state.item)}?a=publie&b=brouillon`}
                    className="link-inline underline"
                  >
                    Comparer<span className="sr-only"> : {name}</span>
                  </a>{" "}
                  <a href={contentItemPath(state.kind, state.item)} className="link-inline underline">
                    Ouvrir<span className="sr-only"> : {name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {CONTENT_KIND_IDS.map((kindId) => {
        const kind = CONTENT_KINDS[kindId];
        return (
          <section key={kindId} aria-labelledby={`genre-${kindId}`} className="mt-8">
            <h2 id={`genre-${kindId}`} className="text-xl font-bold text-ink">
              {kind.label}
            </h2>
            <p className="mt-1 text-muted">{kind.description}</p>
            <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white">
              {states
                .filter((state) => state.kind === kindId)
                .map((state) => (
                  <li
                    key={state.item}
                    className="flex flex-wrap items-center justify-between gap-3 p-3"
                    data-content-item={`${kindId}/${state.item}`}
                  >
                    <span>
                      <span className="font-semibold text-ink">{kind.itemLabel(state.item)}</span>
                      <span className="block text-sm text-muted">{contentStatus(state)}</span>
                    </span>
                    <a href={contentItemPath(kindId, state.item)} className="btn btn-secondary">
                      Modifier<span className="sr-only"> : {kind.itemLabel(state.item)}</span>
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="genre-accueil" className="mt-8">
        <h2 id="genre-accueil" className="text-xl font-bold text-ink">
          Textes de la page d'accueil
        </h2>
        <p className="mt-1 text-muted">
          Les 20 textes de la page d'accueil (titre, sous-titre, descriptions et boutons) ont leur propre écran, avec
          leurs clés&nbsp;: ils sont en ligne dès leur enregistrement.
        </p>
        <a href={HOME_TEXTS_PATH} className="btn btn-secondary mt-3">
          Modifier les textes de la page d'accueil
        </a>
      </section>
    </AdminShell>
  );
}
