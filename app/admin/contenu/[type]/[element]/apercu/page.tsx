import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminMain } from "../../../../../../components/admin/AdminMain.tsx";
import { contentPage } from "../../../../../../components/pages/ContentPageView.tsx";
import { CONTENT_KINDS, type ContentKindId, contentKindOf } from "../../../../../../lib/catalog/content/kinds.ts";
import { contentItemPath, contentPreviewPath } from "../../../../../../lib/config/admin.ts";
import { contentRenderPath } from "../../../../../../lib/config/blog-pages.ts";
import { contentItem, publishedContent } from "../../../../../../lib/server/content/content-store.ts";
import { requireStaff } from "../../../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Aperçu privé" };

type Params = Promise<{ type: string; element: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/contenu/{kind}/{item}/apercu[?page=/tarifs]: a public page that shows the item, drawn by
 * its own components with the item's saved draft (or scheduled version) over what is published.
 * The item's most specific page by default, the others a link away. Only signed-in staff open it
 * (the guard); never indexed (the back office's layout).
 */
export default async function ContentPreviewPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { type, element } = await params;
  const { directory } = await requireStaff(contentPreviewPath(type, element), "content");
  const kind = contentKindOf(type, element);
  if (!kind) notFound();
  const pages = kind.pages(element).filter((path) => contentRenderPath(path) !== undefined);
  const asked = (await searchParams).page;
  const path =
    typeof asked === "string" && pages.includes(asked)
      ? asked
      : pages.reduce((longest, page) => (page.length > longest.length ? page : longest));
  const now = Date.now();
  const state = await contentItem(directory.db, type as ContentKindId, element, now);
  const shown = state.draft ?? state.scheduled;
  const content = CONTENT_KINDS[type as ContentKindId].write(
    await publishedContent(directory.db, now),
    element,
    shown?.value ?? state.published.value,
  );
  const page = contentPage(path, content);
  if (!page) notFound();
  const version = state.draft ? "brouillon enregistré" : state.scheduled ? "publication programmée" : "version publiée";
  return (
    <AdminMain>
      <div role="note" className="border-b border-line bg-brand-50 px-4 py-3 text-center text-ink">
        <p>
          Aperçu privé de {path} ({version}), visible seulement par l'équipe.{" "}
          <a href={contentItemPath(type, element)} className="link-inline underline">
            Retour au contenu
          </a>
        </p>
        {pages.length > 1 && (
          <p className="mt-1">
            Autres pages concernées&nbsp;:{" "}
            {pages
              .filter((other) => other !== path)
              .map((other, index) => (
                <span key={other}>
                  {index > 0 && ", "}
                  <a
                    href={`${contentPreviewPath(type, element)}?page=${encodeURIComponent(other)}`}
                    className="link-inline underline"
                  >
                    {other}
                  </a>
                </span>
              ))}
          </p>
        )}
      </div>
      {page.view}
    </AdminMain>
  );
}
