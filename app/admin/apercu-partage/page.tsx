import type { Metadata } from "next";
import { AdminMain } from "../../../components/admin/AdminMain.tsx";
import { contentPage } from "../../../components/pages/ContentPageView.tsx";
import { CONTENT_KINDS } from "../../../lib/catalog/content/kinds.ts";
import { SHARE_TOKEN_PARAM } from "../../../lib/config/admin.ts";
import { contentRenderPath } from "../../../lib/config/blog-pages.ts";
import { formatLongDateTime } from "../../../lib/format/french-format.ts";
import { publishedContent } from "../../../lib/server/content/content-store.ts";
import { openShareLink } from "../../../lib/server/content/share-links.ts";
import { serverSecret } from "../../../lib/server/runtime.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

export const metadata: Metadata = { title: "Aperçu partagé", robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

const REFUSALS = {
  invalid: "Ce lien d'aperçu n'est pas valable. Vérifiez qu'il est complet, ou demandez un nouveau lien à l'équipe.",
  expired: "Ce lien d'aperçu a expiré. Demandez un nouveau lien à la personne qui vous l'a envoyé.",
  revoked: "Ce lien d'aperçu a été désactivé par l'équipe. Demandez un nouveau lien si besoin.",
  gone: "Ce brouillon n'existe plus (il a été publié ou abandonné depuis)\u00a0: il n'y a plus rien à prévisualiser.",
} as const;

/**
 * /admin/apercu-partage?jeton=…: a draft of the content desk shown to someone without an account, by a
 * signed link (lib/server/content/share-links.ts): the item's most specific public page drawn with
 * the draft over what is published, never indexed. A tampered, expired or revoked link, or one whose
 * draft is gone, says so in French and shows nothing of the draft.
 */
export default async function SharedPreviewPage({ searchParams }: { searchParams: Search }) {
  const token = (await searchParams)[SHARE_TOKEN_PARAM];
  const { db } = await staffDirectory();
  const now = Date.now();
  const shared =
    typeof token === "string" ? await openShareLink(db, token, serverSecret(), now) : { status: "invalid" as const };
  if (shared.status !== "ok")
    return (
      <AdminMain className="container-page py-12">
        <h1 className="text-3xl font-bold text-ink">Aperçu indisponible</h1>
        <p className="body-text mt-3 max-w-prose" role="alert">
          {REFUSALS[shared.status]}
        </p>
      </AdminMain>
    );
  const kind = CONTENT_KINDS[shared.kind];
  const pages = kind.pages(shared.item).filter((path) => contentRenderPath(path) !== undefined);
  const path = pages.reduce((longest, page) => (page.length > longest.length ? page : longest));
  const page = contentPage(path, kind.write(await publishedContent(db, now), shared.item, shared.value));
  return (
    <AdminMain>
      <p role="note" className="border-b border-line bg-brand-50 px-4 py-3 text-center text-ink">
        Aperçu d'un brouillon de {path}, partagé par l'équipe jusqu'au{" "}
        {formatLongDateTime(new Date(shared.link.expiresAt))}. Ce n'est pas la page publiée.
      </p>
      {page?.view}
    </AdminMain>
  );
}
