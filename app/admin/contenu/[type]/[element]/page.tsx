import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../../components/admin/AdminShell.tsx";
import { ContentForm } from "../../../../../components/admin/content/ContentForm.tsx";
import {
  contentDraftAction,
  createShareLinkAction,
  revokeShareLinkAction,
  sendBackContentAction,
  takeOverContentAction,
} from "../../../../../lib/actions/staff-content.ts";
import { formTree } from "../../../../../lib/catalog/content/form-values.ts";
import { type ContentKindId, contentKindOf } from "../../../../../lib/catalog/content/kinds.ts";
import {
  CONTENT_ADMIN_PATH,
  contentHistoryPath,
  contentItemPath,
  contentPreviewPath,
  SHARE_TOKEN_PARAM,
  SHARED_PREVIEW_PATH,
} from "../../../../../lib/config/admin.ts";
import { contentRenderPath } from "../../../../../lib/config/blog-pages.ts";
import { mayPublishContent } from "../../../../../lib/config/content-review.ts";
import { siteUrl } from "../../../../../lib/config/env.ts";
import { mayOpen } from "../../../../../lib/config/staff-roles.ts";
import { formatShortDateTime } from "../../../../../lib/format/french-format.ts";
import { toParisLocalInput } from "../../../../../lib/format/paris-time.ts";
import { heldByOther } from "../../../../../lib/server/content/content-locks.ts";
import { contentStatus } from "../../../../../lib/server/content/content-status.ts";
import { contentItem } from "../../../../../lib/server/content/content-store.ts";
import { SHARE_DAYS, shareLinks } from "../../../../../lib/server/content/share-links.ts";
import { serverSecret } from "../../../../../lib/server/runtime.ts";
import { readContentReview } from "../../../../../lib/server/settings/content-review-setting.ts";
import { listStaff } from "../../../../../lib/server/staff/accounts.ts";
import { deskMessage } from "../../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Modifier un contenu" };

type Params = Promise<{ type: string; element: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/contenu/{kind}/{item}: the item's form (its draft when one is saved, else what is
 * published), where it stands, the preview, « Revenir au texte d'origine » and « Abandonner le brouillon ».
 */
export default async function ContentItemPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { type, element } = await params;
  const path = contentItemPath(type, element);
  const { staff, directory } = await requireStaff(path, "content");
  const kind = contentKindOf(type, element);
  if (!kind) notFound();
  const now = Date.now();
  const state = await contentItem(directory.db, type as ContentKindId, element, now);
  const value = state.draft?.value ?? state.scheduled?.value ?? state.published.value;
  // Someone else editing it (lib/server/content/content-locks.ts): said, with « Prendre la main ».
  const other = await heldByOther(directory.db, type as ContentKindId, element, staff.userId, now);
  const [setting, members, links] = await Promise.all([
    readContentReview(directory.db),
    listStaff(directory),
    shareLinks(directory.db, type as ContentKindId, element, serverSecret()),
  ]);
  const mayPublish = mayPublishContent(staff.role, type, setting);
  const names = new Map(members.map((member) => [member.id, member.name]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? "un compte supprimé") : "—");
  const title = `${kind.label} : ${kind.itemLabel(element)}`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="element" value={element} />
      <input type="hidden" name="revision" value={state.revision} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
  return (
    <AdminShell
      staff={staff}
      current={CONTENT_ADMIN_PATH}
      title={title}
      message={deskMessage((await searchParams).message)}
    >
      <p className="mt-2 text-muted" data-content-status>
        {contentStatus(state)}
      </p>
      <p className="mt-1 text-sm text-muted">
        Pages concernées&nbsp;:{" "}
        {kind
          .pages(element)
          .filter((page) => contentRenderPath(page) !== undefined)
          .join(", ")}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={contentPreviewPath(type, element)} className="btn btn-secondary">
          Aperçu{state.draft ? " du brouillon" : ""}
        </a>
        <a href={contentHistoryPath(type, element)} className="btn btn-secondary">
          Historique et comparaison
        </a>
        <a href={CONTENT_ADMIN_PATH} className="btn btn-ghost">
          Retour à la liste
        </a>
      </div>
      {other && (
        <div className="mt-4 max-w-3xl rounded-lg border border-danger bg-white p-3" data-locked>
          <p className="font-semibold text-ink">
            {nameOf(other.holder)} modifie ce contenu depuis le {formatShortDateTime(new Date(other.since))}. Ce que
            vous saisiriez ici ne serait pas enregistré.
          </p>
          <form action={takeOverContentAction} className="mt-2">
            {hidden("prendre")}
            <button type="submit" className="btn btn-primary">
              Prendre la main
            </button>
          </form>
          <p className="mt-1 text-sm text-muted">
            La personne en est informée sur son écran et garde sa saisie : elle ne peut plus l'enregistrer.
          </p>
        </div>
      )}
      {state.review && (
        <div className="mt-4 max-w-3xl rounded-lg border border-brand-600 bg-brand-50 p-3" data-review>
          <p className="font-semibold text-ink">
            Relecture demandée par {nameOf(state.review.by)} le {formatShortDateTime(new Date(state.review.at))}.
          </p>
          <p className="mt-1">
            <a href={`${contentHistoryPath(type, element)}?a=publie&b=brouillon`} className="link-inline underline">
              Comparer le brouillon avec la version publiée
            </a>
          </p>
          {mayOpen(staff.role, "contentReview") && (
            <form action={sendBackContentAction} className="mt-3 space-y-2">
              <input type="hidden" name="type" value={type} />
              <input type="hidden" name="element" value={element} />
              <input type="hidden" name="revision" value={state.revision} />
              <label htmlFor="commentaire-relecture" className="block font-medium text-ink">
                Commentaire pour l'auteur (obligatoire pour renvoyer)
              </label>
              <textarea id="commentaire-relecture" name="commentaire" rows={3} className="field-control" required />
              <button type="submit" className="btn btn-secondary">
                Renvoyer avec ce commentaire
              </button>
            </form>
          )}
        </div>
      )}
      {state.sentBack && (
        <div className="mt-4 max-w-3xl rounded-lg border border-line bg-surface p-3" data-sent-back>
          <p className="font-semibold text-ink">
            Brouillon renvoyé par {nameOf(state.sentBack.by)} le {formatShortDateTime(new Date(state.sentBack.at))} :
          </p>
          <p className="mt-1 whitespace-pre-wrap">{state.sentBack.note}</p>
        </div>
      )}
      <ContentForm
        mayPublish={mayPublish}
        mayAskReview={staff.role !== "administrateur"}
        holding={!other}
        kind={type}
        item={element}
        initial={{ tree: formTree(kind.schema(element), value), errors: {}, revision: state.revision, serial: 0 }}
        scheduleMin={toParisLocalInput(now)}
      />
      <section aria-labelledby="partage-titre" id="partage" className="mt-10 max-w-3xl">
        <h2 id="partage-titre" className="text-lg font-bold text-ink">
          Partager l'aperçu
        </h2>
        <p className="mt-1 text-muted">
          Un lien vers la page avec le brouillon, pour une personne sans compte : valable le temps choisi (7 jours au
          plus), jamais indexé, désactivable à tout moment.
        </p>
        {state.draft || state.scheduled ? (
          <form action={createShareLinkAction} className="mt-3 flex flex-wrap items-end gap-3">
            {hidden("partager")}
            <div>
              <label htmlFor="partage-jours" className="block font-medium text-ink">
                Valable
              </label>
              <select
                id="partage-jours"
                name="jours"
                defaultValue="7"
                className="mt-1 rounded-md border border-line bg-white px-3 py-2 text-ink"
              >
                {SHARE_DAYS.map((days) => (
                  <option key={days} value={days}>
                    {days} jour{days > 1 ? "s" : ""}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-secondary">
              Partager l'aperçu
            </button>
          </form>
        ) : (
          <p className="mt-3">Enregistrez d'abord un brouillon : c'est lui que le lien montre.</p>
        )}
        {links.length > 0 && (
          <ul className="mt-4 space-y-3">
            {links.map((link) => {
              const url = `${siteUrl()}${SHARED_PREVIEW_PATH}?${SHARE_TOKEN_PARAM}=${encodeURIComponent(link.token)}`;
              const over = link.revokedAt !== null ? "désactivé" : link.expiresAt <= now ? "expiré" : undefined;
              return (
                <li key={link.id} className="rounded-md border border-line p-3" data-share-link={link.id}>
                  <label htmlFor={`lien-${link.id}`} className="block text-sm font-medium text-ink">
                    Lien créé le {formatShortDateTime(new Date(link.createdAt))} par {nameOf(link.createdBy)}
                  </label>
                  <input id={`lien-${link.id}`} readOnly value={url} className="field-control mt-1 font-mono text-sm" />
                  <p className="mt-1 text-sm text-muted">
                    {over ? `Lien ${over}` : `Valable jusqu'au ${formatShortDateTime(new Date(link.expiresAt))}`} ·{" "}
                    {link.visits} visite{link.visits > 1 ? "s" : ""}
                  </p>
                  {!over && (
                    <form action={revokeShareLinkAction} className="mt-2">
                      {hidden("desactiver")}
                      <input type="hidden" name="lien" value={link.id} />
                      <button type="submit" className="btn btn-ghost">
                        Désactiver ce lien
                      </button>
                    </form>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="autres-actions" className="mt-10 max-w-3xl">
        <h2 id="autres-actions" className="text-lg font-bold text-ink">
          Autres actions
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <form action={contentDraftAction}>
            {hidden("origine")}
            <button type="submit" className="btn btn-secondary">
              Revenir au texte d'origine
            </button>
          </form>
          {(state.draft || state.scheduled) && (
            <form action={contentDraftAction}>
              {hidden("abandonner")}
              <button type="submit" className="btn btn-ghost">
                Abandonner le brouillon et la programmation
              </button>
            </form>
          )}
        </div>
        <p className="mt-2 text-sm text-muted">
          « Revenir au texte d'origine » met le texte d'origine dans le brouillon : vérifiez-le dans l'aperçu, puis
          publiez-le.
        </p>
      </section>
    </AdminShell>
  );
}
