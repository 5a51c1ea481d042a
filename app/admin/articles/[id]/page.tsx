import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../../components/admin/AdminTable.tsx";
import { ArticleForm } from "../../../../components/admin/articles/ArticleForm.tsx";
import { LinkSuggestions } from "../../../../components/admin/articles/LinkSuggestions.tsx";
import { ConfirmedForm } from "../../../../components/admin/ConfirmedForm.tsx";
import { SearchResultPreviews } from "../../../../components/admin/seo/SearchResultPreview.tsx";
import { SocialCardPreview } from "../../../../components/admin/seo/SocialCardPreview.tsx";
import { BlogPicture } from "../../../../components/sections/BlogPicture.tsx";
import {
  deleteArticleAction,
  publicationAction,
  restoreRevisionAction,
} from "../../../../lib/actions/staff-articles.ts";
import {
  ARTICLES_ADMIN_PATH,
  articleComparePath,
  articleEditPath,
  articlePreviewPath,
} from "../../../../lib/config/admin.ts";
import { SITE } from "../../../../lib/config/site.ts";
import { CTA_TARGET_OPTIONS, formValuesOf } from "../../../../lib/content/articles/article-form.ts";
import {
  ARTICLE_FIELD_LABELS,
  ARTICLE_IMAGE_LIMITS,
  ARTICLE_LIMITS,
  ARTICLE_STATUS_LABELS,
  articleStatus,
  STARTING_CATEGORIES,
} from "../../../../lib/content/articles/article-rules.ts";
import { formatLongDateTime, formatShortDateTime } from "../../../../lib/format/french-format.ts";
import { toParisLocalInput } from "../../../../lib/format/paris-time.ts";
import { absoluteUrl, pageTitle } from "../../../../lib/seo/metadata.ts";
import { ogAlt } from "../../../../lib/seo/og/card.ts";
import { postCard } from "../../../../lib/seo/og/post-card.ts";
import {
  articleById,
  articleCategories,
  articleRevisions,
  formerSlugs,
} from "../../../../lib/server/articles/articles-store.ts";
import { articleLinkSuggestions } from "../../../../lib/server/seo/article-link-suggestions.ts";
import { listStaff } from "../../../../lib/server/staff/accounts.ts";
import { deskMessage } from "../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Article" };

type Params = Promise<{ id: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/articles/{id}: one article: its status and addresses, the editor with its live
 * preview, its publication (now, at a date, taken offline), its history (each version a save
 * replaced, restorable) and its deletion, behind a confirmation. Every action names the version
 * the page showed: one made meanwhile by someone else is refused, not overwritten.
 */
export default async function ArticlePage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { id } = await params;
  const search = await searchParams;
  const { staff, directory } = await requireStaff(articleEditPath(id), "articles");
  const article = await articleById(directory.db, id);
  if (!article) notFound();
  const [revisions, former, categories, members, links] = await Promise.all([
    articleRevisions(directory.db, id),
    formerSlugs(directory.db, id),
    articleCategories(directory.db, STARTING_CATEGORIES),
    listStaff(directory),
    articleLinkSuggestions(directory.db, article),
  ]);
  const names = new Map(members.map((member) => [member.id, member.name]));
  const who = (memberId: string | null) => (memberId ? (names.get(memberId) ?? "ancien membre") : "import de départ");
  const now = Date.now();
  const status = articleStatus(article.state, article.publishAt, now);
  const at = article.publishAt === null ? "" : formatLongDateTime(new Date(article.publishAt));
  const statusLine =
    status === "published"
      ? `Publié depuis le ${at}.`
      : status === "scheduled"
        ? `Programmé : publié automatiquement le ${at}.`
        : status === "unpublished"
          ? "Dépublié : son adresse n'est plus accessible au public."
          : "Brouillon : invisible du public.";
  const hidden = (
    <>
      <input type="hidden" name="id" value={article.id} />
      <input type="hidden" name="version" value={article.version} />
    </>
  );

  return (
    <AdminShell staff={staff} current={ARTICLES_ADMIN_PATH} title={article.title} message={deskMessage(search.message)}>
      <p className="mt-4">
        <a href={ARTICLES_ADMIN_PATH} className="link-inline underline">
          Retour aux articles
        </a>
      </p>
      <section aria-labelledby="article-etat" className="card mt-4 space-y-2">
        <h2 id="article-etat" className="text-xl font-semibold text-ink">
          {ARTICLE_STATUS_LABELS[status]}
        </h2>
        <p>{statusLine}</p>
        <p>
          Adresse : <span className="break-all font-mono">/blog/{article.slug}</span>
          {status === "published" && (
            <>
              {" "}
              <a href={`/blog/${article.slug}`} className="link-inline underline">
                Voir la page publique
              </a>
            </>
          )}
        </p>
        {former.length > 0 && (
          <div>
            <p>Anciennes adresses, redirigées (301) vers l'adresse actuelle :</p>
            <ul className="list-disc pl-6">
              {former.map((slug) => (
                <li key={slug} className="break-all font-mono">
                  /blog/{slug}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-muted">
          Modifié le {formatLongDateTime(new Date(article.updatedAt))} par {who(article.updatedBy)} (version{" "}
          {article.version}).
        </p>
        <p>
          <a href={articlePreviewPath(article.id)} className="link-inline underline">
            Aperçu privé de la version enregistrée
          </a>{" "}
          <span className="text-sm text-muted">(visible seulement par l'équipe connectée)</span>
        </p>
      </section>

      <h2 className="mt-8 text-2xl font-bold text-ink">Modifier l'article</h2>
      <ArticleForm
        id={article.id}
        version={article.version}
        initial={formValuesOf(article)}
        focusPhrase={typeof search.phrase === "string" ? search.phrase : undefined}
        categories={categories}
        targets={CTA_TARGET_OPTIONS}
        hasCover={article.cover !== null}
        coverPreview={
          article.cover && (
            <BlogPicture
              image={{ src: article.cover.src, width: article.cover.width, height: article.cover.height }}
              alt=""
              sizes="20rem"
              load="lazy"
              className="w-80 max-w-full rounded-lg"
            />
          )
        }
      />

      <LinkSuggestions outgoing={links.outgoing} incoming={links.incoming} />

      <section aria-labelledby="article-resultat" className="mt-10">
        <h2 id="article-resultat" className="text-2xl font-bold text-ink">
          Dans les résultats de recherche
        </h2>
        <p className="mt-1 text-sm text-muted">
          La version enregistrée, telle qu'un moteur de recherche et un réseau social la montreront une fois l'article
          publié.
        </p>
        <SearchResultPreviews
          siteName={SITE.name}
          url={absoluteUrl(`/blog/${article.slug}`)}
          title={pageTitle(`/blog/${article.slug}`, article.seoTitle || article.title)}
          description={article.seoDescription || article.excerpt}
        />
        <div className="mt-6">
          <SocialCardPreview
            imageSrc={`${articleEditPath(article.id)}/carte?version=${article.version}`}
            imageAlt={ogAlt(postCard(article))}
            domain={new URL(absoluteUrl("/")).host}
            title={article.seoTitle || article.title}
            description={article.seoDescription || article.excerpt}
          />
        </div>
      </section>

      <section aria-labelledby="article-image" className="mt-10">
        <h2 id="article-image" className="text-2xl font-bold text-ink">
          Image de couverture
        </h2>
        <form
          method="post"
          encType="multipart/form-data"
          action={`${articleEditPath(article.id)}/image`}
          className="card mt-4 max-w-3xl space-y-4"
        >
          <input type="hidden" name="version" value={article.version} />
          <p>
            <label htmlFor="article-image-fichier" className="block font-semibold text-ink">
              {article.cover ? "Nouvelle image" : "Image"}
            </label>
            <input
              id="article-image-fichier"
              name="image"
              type="file"
              required
              accept={ARTICLE_IMAGE_LIMITS.types.join(",")}
              aria-describedby="article-image-fichier-aide"
              className="mt-1 block max-w-full"
            />
            <span id="article-image-fichier-aide" className="mt-1 block text-sm text-muted">
              JPEG, PNG ou WebP, 10 Mo au plus. Elle est redressée, débarrassée de ses métadonnées (position GPS
              comprise) et servie en AVIF, WebP et JPEG à plusieurs largeurs.
            </span>
          </p>
          <p>
            <label htmlFor="article-image-alt" className="block font-semibold text-ink">
              {ARTICLE_FIELD_LABELS.coverAlt}
            </label>
            <input
              id="article-image-alt"
              name="alt"
              type="text"
              required
              defaultValue={article.cover?.alt ?? ""}
              aria-describedby="article-image-alt-aide"
              className="field-control"
            />
            <span id="article-image-alt-aide" className="mt-1 block text-sm text-muted">
              Ce que montre l'image, pour qui ne la voit pas ({ARTICLE_LIMITS.altMin} à {ARTICLE_LIMITS.altMax}{" "}
              caractères).
            </span>
          </p>
          <button type="submit" className="btn btn-secondary">
            Envoyer l'image
          </button>
        </form>
      </section>

      <section aria-labelledby="article-publication" className="mt-10">
        <h2 id="article-publication" className="text-2xl font-bold text-ink">
          Publication
        </h2>
        <div className="mt-4 flex flex-wrap items-start gap-6">
          {status !== "published" && (
            <form action={publicationAction} className="card">
              {hidden}
              <input type="hidden" name="publication" value="publier" />
              <button type="submit" className="btn btn-primary">
                Publier maintenant
              </button>
            </form>
          )}
          {status !== "published" && (
            <form action={publicationAction} className="card space-y-3">
              {hidden}
              <input type="hidden" name="publication" value="programmer" />
              <p>
                <label htmlFor="article-date" className="block font-semibold text-ink">
                  Date et heure de publication (heure de Paris)
                </label>
                <input
                  id="article-date"
                  name="date"
                  type="datetime-local"
                  required
                  defaultValue={
                    status === "scheduled" && article.publishAt !== null ? toParisLocalInput(article.publishAt) : ""
                  }
                  className="field-control"
                />
              </p>
              <button type="submit" className="btn btn-secondary">
                {status === "scheduled" ? "Changer la date" : "Programmer"}
              </button>
            </form>
          )}
          {(status === "published" || status === "scheduled") && (
            <form action={publicationAction} className="card">
              {hidden}
              <input type="hidden" name="publication" value="depublier" />
              <button type="submit" className="btn btn-secondary">
                Dépublier
              </button>
            </form>
          )}
        </div>
      </section>

      <section aria-labelledby="article-historique" className="mt-10">
        <h2 id="article-historique" className="text-2xl font-bold text-ink">
          Historique
        </h2>
        {revisions.length === 0 ? (
          <p className="mt-2">Aucune version précédente : l'article n'a pas encore été modifié.</p>
        ) : (
          <AdminTable
            label="Versions précédentes"
            caption="Les versions que les enregistrements ont remplacées"
            columns={["Version", "Enregistrée le", "Par", "Titre", "Action"]}
            className="mt-4"
          >
            {revisions.map((revision) => (
              <tr key={revision.version} className="border-b border-line align-top">
                <td className="p-2">{revision.version}</td>
                <td className="p-2">{formatShortDateTime(new Date(revision.savedAt))}</td>
                <td className="p-2">{who(revision.savedBy)}</td>
                <td className="p-2">{revision.content.title}</td>
                <td className="p-2">
                  <a
                    href={`${articleComparePath(article.id)}?a=${revision.version}&b=actuelle`}
                    className="link-inline mb-2 inline-block underline"
                  >
                    Comparer avec la version actuelle<span className="sr-only"> : version {revision.version}</span>
                  </a>
                  <form action={restoreRevisionAction}>
                    {hidden}
                    <input type="hidden" name="revision" value={revision.version} />
                    <button type="submit" className="btn btn-secondary">
                      Restaurer<span className="sr-only"> la version {revision.version}</span>
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>

      <section aria-labelledby="article-suppression" className="mt-10">
        <h2 id="article-suppression" className="text-2xl font-bold text-ink">
          Supprimer l'article
        </h2>
        <ConfirmedForm
          action={deleteArticleAction}
          id="article-suppression"
          confirmation="Je comprends que l'article, son historique et ses anciennes adresses seront supprimés définitivement."
          button="Supprimer l'article"
        >
          <input type="hidden" name="id" value={article.id} />
        </ConfirmedForm>
      </section>
    </AdminShell>
  );
}
