import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../../components/admin/AdminShell.tsx";
import { ContentForm } from "../../../../../components/admin/content/ContentForm.tsx";
import { contentDraftAction } from "../../../../../lib/actions/staff-content.ts";
import { formTree } from "../../../../../lib/catalog/content/form-values.ts";
import { type ContentKindId, contentKindOf } from "../../../../../lib/catalog/content/kinds.ts";
import {
  CONTENT_ADMIN_PATH,
  contentHistoryPath,
  contentItemPath,
  contentPreviewPath,
} from "../../../../../lib/config/admin.ts";
import { contentRenderPath } from "../../../../../lib/config/blog-pages.ts";
import { toParisLocalInput } from "../../../../../lib/format/paris-time.ts";
import { contentStatus } from "../../../../../lib/server/content/content-status.ts";
import { contentItem } from "../../../../../lib/server/content/content-store.ts";
import { deskMessage } from "../../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../../lib/server/staff/guard.ts";

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
      <ContentForm
        kind={type}
        item={element}
        initial={{ tree: formTree(kind.schema(element), value), errors: {}, revision: state.revision, serial: 0 }}
        scheduleMin={toParisLocalInput(now)}
      />
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
