import type { BlogEntry } from "../../lib/content/blog-entry.ts";
import { BLOG_FEED } from "../../lib/content/rss.ts";
import { BlogSearch, type BlogSearchItem } from "../behaviours/BlogSearch.tsx";
import { PageIntro } from "../layout/PageIntro.tsx";
import { BlogCard } from "../sections/BlogCard.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

const trail = [{ name: "Blog", path: "/blog" }];
const NO_RESULT = "Aucun article ne correspond à votre recherche.";

/** How many articles a search found, in French. */
export function resultsSummary(count: number, query: string): string {
  const found = count === 0 ? "aucun article trouvé" : count === 1 ? "1 article trouvé" : `${count} articles trouvés`;
  return `Recherche «\u00a0${query}\u00a0»\u00a0: ${found}.`;
}

/**
 * The blog's list (the page as built from the repository's files, or rendered from the store):
 * newest first, with the search; `query` is the search answered on the server.
 */
export function BlogList({ posts, query = "" }: { posts: readonly BlogEntry[]; query?: string }) {
  const items: BlogSearchItem[] = posts.map((post, index) => ({
    id: post.slug,
    text: `${post.title} ${post.excerpt} ${post.category}`,
    // The first row (three cards on a wide screen) is above the fold: never lazy; the first card's image leads.
    card: <BlogCard post={post} load={index === 0 ? "first" : index < 3 ? "eager" : "lazy"} />,
  }));
  return (
    <>
      <PageGraph trail={trail} />
      <PageIntro
        eyebrow="Ressources"
        title="Le blog de la gestion simplifiée"
        lead="Des conseils concrets pour passer moins de temps sur l'administratif et davantage sur votre activité."
      />

      <div className="container-page pb-16">
        {query && (
          <p className="mb-6 text-lg font-medium" data-blog-search-summary>
            {resultsSummary(posts.length, query)}{" "}
            <a href="/blog" className="font-medium text-brand-700 underline">
              Voir tous les articles
            </a>
          </p>
        )}
        <BlogSearch items={items} noResult={NO_RESULT} query={query} />
        <p className="mt-10 text-sm text-muted">
          Suivez nos nouveaux articles grâce au{" "}
          <a href={BLOG_FEED.path} className="font-medium text-brand-700 underline">
            flux RSS
          </a>
          .
        </p>
      </div>
    </>
  );
}
