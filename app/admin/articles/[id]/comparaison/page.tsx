import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../../components/admin/AdminShell.tsx";
import { VersionComparison } from "../../../../../components/admin/content/VersionComparison.tsx";
import { pickVersion, VersionPicker } from "../../../../../components/admin/content/VersionPicker.tsx";
import { compareVersions } from "../../../../../lib/catalog/content/compare.ts";
import { ARTICLES_ADMIN_PATH, articleComparePath, articleEditPath } from "../../../../../lib/config/admin.ts";
import { ARTICLE_COMPARED_FIELDS } from "../../../../../lib/content/articles/article-compare.ts";
import { formatShortDateTime } from "../../../../../lib/format/french-format.ts";
import { articleById, articleRevisions } from "../../../../../lib/server/articles/articles-store.ts";
import { requireStaff } from "../../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Comparer deux versions d'un article" };

type Params = Promise<{ id: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/articles/{id}/comparaison?a=3&b=actuelle: two versions of an article (its kept revisions,
 * or the current one) compared field by field, every field included, words added and removed marked.
 */
export default async function ArticleComparisonPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}) {
  const { id } = await params;
  const path = articleComparePath(id);
  const { staff, directory } = await requireStaff(path, "articles");
  const article = await articleById(directory.db, id);
  if (!article) notFound();
  const revisions = await articleRevisions(directory.db, id);
  const choices = new Map<string, { label: string; content: unknown }>([
    ["actuelle", { label: `Version actuelle (${article.version})`, content: article }],
    ...revisions.map(
      (revision) =>
        [
          String(revision.version),
          {
            label: `Version ${revision.version} du ${formatShortDateTime(new Date(revision.savedAt))}`,
            content: revision.content,
          },
        ] as const,
    ),
  ]);
  const search = await searchParams;
  const a = pickVersion(choices, search.a, String(revisions[0]?.version ?? "actuelle"));
  const b = pickVersion(choices, search.b, "actuelle");
  const before = choices.get(a) as { label: string; content: unknown };
  const after = choices.get(b) as { label: string; content: unknown };
  return (
    <AdminShell staff={staff} current={ARTICLES_ADMIN_PATH} title={`Comparer\u00a0: ${article.title}`}>
      <p className="mt-2">
        <a href={articleEditPath(id)} className="link-inline underline">
          Retour à l'article
        </a>
      </p>
      <VersionPicker
        action={path}
        choices={[...choices].map(([key, choice]) => [key, choice.label] as const)}
        a={a}
        b={b}
        className="mt-4"
      />
      <div className="mt-6 max-w-5xl">
        <VersionComparison
          comparison={compareVersions(ARTICLE_COMPARED_FIELDS, before.content, after.content)}
          before={`Avant (${before.label})`}
          after={`Après (${after.label})`}
        />
      </div>
    </AdminShell>
  );
}
