import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../components/admin/AdminTable.tsx";
import { ARTICLES_ADMIN_PATH, articleEditPath, NEW_ARTICLE_PATH } from "../../../lib/config/admin.ts";
import {
  ARTICLE_STATUS_LABELS,
  type ArticleStatus,
  articleStatus,
  STARTING_CATEGORIES,
} from "../../../lib/content/articles/article-rules.ts";
import { formatCount, formatShortDateTime } from "../../../lib/format/french-format.ts";
import { articleCategories, listArticles } from "../../../lib/server/articles/articles-store.ts";
import { listStaff } from "../../../lib/server/staff/accounts.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Articles du blog" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const COLUMNS = ["Titre", "Statut", "Catégorie", "Publication", "Dernière modification"] as const;
const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim() : "");
const isStatus = (value: string): value is ArticleStatus => value in ARTICLE_STATUS_LABELS;

/**
 * /admin/articles: the blog's articles, last changed first, with their status, category,
 * publication date and who changed them last; searched and filtered on the server (a GET form: it
 * works without JavaScript).
 */
export default async function ArticlesPage({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const { staff, directory } = await requireStaff(ARTICLES_ADMIN_PATH, "articles");
  const wanted = text(search.q);
  const status = text(search.statut);
  const category = text(search.categorie);
  const now = Date.now();
  const [articles, categories, members] = await Promise.all([
    listArticles(
      directory.db,
      { search: wanted, ...(isStatus(status) ? { status } : {}), ...(category ? { category } : {}) },
      now,
    ),
    articleCategories(directory.db, STARTING_CATEGORIES),
    listStaff(directory),
  ]);
  const names = new Map(members.map((member) => [member.id, member.name]));
  const filtered = Boolean(wanted || isStatus(status) || category);

  return (
    <AdminShell
      staff={staff}
      current={ARTICLES_ADMIN_PATH}
      title="Articles du blog"
      message={deskMessage(search.message)}
    >
      <p className="mt-4">
        <a href={NEW_ARTICLE_PATH} className="btn btn-primary">
          Nouvel article
        </a>
      </p>
      <section aria-labelledby="articles-liste" className="mt-6">
        <h2 id="articles-liste" className="text-xl font-semibold text-ink">
          {filtered
            ? formatCount(articles.length, "article trouvé", "articles trouvés")
            : formatCount(articles.length, "article", "articles")}
        </h2>
        <form
          method="get"
          action={`${ARTICLES_ADMIN_PATH}#articles-liste`}
          className="mt-2 flex flex-wrap items-end gap-3"
        >
          <p>
            <label htmlFor="articles-recherche" className="block font-semibold text-ink">
              Titre ou adresse
            </label>
            <input id="articles-recherche" name="q" type="search" defaultValue={wanted} className="field-control" />
          </p>
          <p>
            <label htmlFor="articles-statut" className="block font-semibold text-ink">
              Statut
            </label>
            <select
              id="articles-statut"
              name="statut"
              defaultValue={isStatus(status) ? status : ""}
              className="field-control"
            >
              <option value="">Tous</option>
              {Object.entries(ARTICLE_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor="articles-categorie" className="block font-semibold text-ink">
              Catégorie
            </label>
            <select id="articles-categorie" name="categorie" defaultValue={category} className="field-control">
              <option value="">Toutes</option>
              {categories.map((one) => (
                <option key={one} value={one}>
                  {one}
                </option>
              ))}
            </select>
          </p>
          <button type="submit" className="btn btn-secondary">
            Filtrer
          </button>
          {filtered && (
            <a href={ARTICLES_ADMIN_PATH} className="link-inline self-center underline">
              Voir tous les articles
            </a>
          )}
        </form>
        {articles.length === 0 ? (
          <p className="mt-4" role="status">
            {filtered ? "Aucun article ne correspond à ces critères." : "Aucun article pour l'instant."}
          </p>
        ) : (
          <AdminTable label="Liste des articles" caption="Les articles du blog" columns={COLUMNS} className="mt-4">
            {articles.map((article) => {
              const state = articleStatus(article.state, article.publishAt, now);
              return (
                <tr key={article.id} className="border-b border-line align-top">
                  <td className="p-2">
                    <a href={articleEditPath(article.id)} className="link-inline font-medium underline">
                      {article.title}
                    </a>
                    <span className="block break-all text-muted">/blog/{article.slug}</span>
                  </td>
                  <td className="p-2">{ARTICLE_STATUS_LABELS[state]}</td>
                  <td className="p-2">{article.category}</td>
                  <td className="p-2">
                    {article.publishAt === null || state === "draft"
                      ? "—"
                      : formatShortDateTime(new Date(article.publishAt))}
                  </td>
                  <td className="p-2">
                    {formatShortDateTime(new Date(article.updatedAt))}
                    <span className="block text-muted">
                      {article.updatedBy ? (names.get(article.updatedBy) ?? "ancien membre") : "import de départ"}
                    </span>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </section>
    </AdminShell>
  );
}
