import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminMain } from "../../../../../../components/admin/AdminMain.tsx";
import { FaqPage } from "../../../../../../components/pages/FaqPage.tsx";
import { PricingOverviewPage } from "../../../../../../components/pages/PricingOverviewPage.tsx";
import { ProductPricingPage } from "../../../../../../components/pages/ProductPricingPage.tsx";
import { CONTENT_KINDS, type ContentKindId, contentKindOf } from "../../../../../../lib/catalog/content/kinds.ts";
import type { FaqGroup } from "../../../../../../lib/catalog/faq.ts";
import type { Plan } from "../../../../../../lib/catalog/types.ts";
import { contentItemPath, contentPreviewPath } from "../../../../../../lib/config/admin.ts";
import type { ProductId } from "../../../../../../lib/config/products.ts";
import { contentItem, publishedContent } from "../../../../../../lib/server/content/content-store.ts";
import { requireStaff } from "../../../../../../lib/server/staff/guard.ts";

export const metadata: Metadata = { title: "Aperçu privé" };

type Params = Promise<{ type: string; element: string }>;

/**
 * /admin/contenu/{kind}/{item}/apercu: the public pages that show the item, drawn by their own
 * components with its saved draft over what is published (or what is published, without a draft).
 * Only signed-in staff open it (the guard); never indexed (the back office's layout).
 */
export default async function ContentPreviewPage({ params }: { params: Params }) {
  const { type, element } = await params;
  const { directory } = await requireStaff(contentPreviewPath(type, element), "content");
  const kind = contentKindOf(type, element);
  if (!kind) notFound();
  const now = Date.now();
  const state = await contentItem(directory.db, type as ContentKindId, element, now);
  const draft = state.draft ?? state.scheduled;
  const content = CONTENT_KINDS[type as ContentKindId].write(
    await publishedContent(directory.db, now),
    element,
    draft?.value ?? state.published.value,
  );
  return (
    <AdminMain>
      <p role="note" className="border-b border-line bg-brand-50 px-4 py-3 text-center text-ink">
        Aperçu privé ({draft ? (state.draft ? "brouillon enregistré" : "publication programmée") : "version publiée"}),
        visible seulement par l'équipe.{" "}
        <a href={contentItemPath(type, element)} className="link-inline underline">
          Retour au contenu
        </a>
      </p>
      {type === "formules" ? (
        <ProductPricingPage id={element as ProductId} plans={content.plans[element as ProductId] as Plan[]} />
      ) : (
        <FaqPage groups={content.faq as FaqGroup[]} />
      )}
      {type === "formules" && <PricingOverviewPage plans={content.plans} />}
    </AdminMain>
  );
}
