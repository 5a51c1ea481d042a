import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminMain } from "../../../../../components/admin/AdminMain.tsx";
import { ArticleView } from "../../../../../components/blog/ArticleView.tsx";
import { articleEditPath, articlePreviewPath } from "../../../../../lib/config/admin.ts";
import { ARTICLE_STATUS_LABELS, articleStatus } from "../../../../../lib/content/articles/article-rules.ts";
import { articleViewOf } from "../../../../../lib/content/articles/article-view.ts";
import { articleById } from "../../../../../lib/server/articles/articles-store.ts";
import { requireStaff } from "../../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Aperçu privé" };

type Params = Promise<{ id: string }>;

/**
 * /admin/articles/{id}/apercu: the saved version of an article as its public page shows it, draft
 * or not. Only signed-in staff open it (the guard); never indexed (the back office's layout).
 */
export default async function ArticlePreviewPage({ params }: { params: Params }) {
  const { id } = await params;
  const { directory } = await requireStaff(articlePreviewPath(id), "articles");
  const article = await articleById(directory.db, id);
  if (!article) notFound();
  const status = ARTICLE_STATUS_LABELS[articleStatus(article.state, article.publishAt, Date.now())];
  return (
    <AdminMain>
      <p role="note" className="border-b border-line bg-brand-50 px-4 py-3 text-center text-ink">
        Aperçu privé ({status.toLowerCase()}), visible seulement par l'équipe.{" "}
        <a href={articleEditPath(article.id)} className="link-inline underline">
          Retour à l'article
        </a>
      </p>
      <ArticleView {...articleViewOf(article, article.publishAt)} />
    </AdminMain>
  );
}
