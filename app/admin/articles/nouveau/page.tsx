import type { Metadata } from "next";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { ArticleForm } from "../../../../components/admin/articles/ArticleForm.tsx";
import { ARTICLES_ADMIN_PATH, NEW_ARTICLE_PATH } from "../../../../lib/config/admin.ts";
import { CTA_TARGET_OPTIONS, NEW_ARTICLE_VALUES } from "../../../../lib/content/articles/article-form.ts";
import { STARTING_CATEGORIES } from "../../../../lib/content/articles/article-rules.ts";
import { articleCategories } from "../../../../lib/server/articles/articles-store.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Nouvel article" };

/** /admin/articles/nouveau: a new article, saved as a draft. */
export default async function NewArticlePage() {
  const { staff, directory } = await requireStaff(NEW_ARTICLE_PATH, "articles");
  const categories = await articleCategories(directory.db, STARTING_CATEGORIES);
  return (
    <AdminShell staff={staff} current={ARTICLES_ADMIN_PATH} title="Nouvel article">
      <p className="mt-4">
        <a href={ARTICLES_ADMIN_PATH} className="link-inline underline">
          Retour aux articles
        </a>
      </p>
      <p className="body-text mt-2 max-w-prose">
        L'article est enregistré comme brouillon, invisible du public : vous le publierez ou le programmerez ensuite.
      </p>
      <ArticleForm
        version={0}
        initial={NEW_ARTICLE_VALUES}
        categories={categories}
        targets={CTA_TARGET_OPTIONS}
        hasCover={false}
      />
    </AdminShell>
  );
}
