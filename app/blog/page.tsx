import type { Metadata } from "next";
import { BlogSearch, type BlogSearchItem } from "../../components/behaviours/BlogSearch.tsx";
import { PageIntro } from "../../components/layout/PageIntro.tsx";
import { BlogCard } from "../../components/sections/BlogCard.tsx";
import { PageGraph } from "../../components/seo/PageGraph.tsx";
import { getSortedPosts } from "../../lib/content/blog.ts";
import { BLOG_FEED, BLOG_FEED_ALTERNATE } from "../../lib/content/rss.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/blog";
const trail = [{ name: "Blog", path }];
const noResult = "Aucun article ne correspond à votre recherche.";

const seo = pageMetadata({
  title: "Blog : conseils de gestion pour TPE et indépendants",
  description:
    "Devis, factures, notes de frais, organisation : nos conseils pratiques pour aider les TPE et les indépendants à gagner du temps sur leur gestion au quotidien.",
  path,
});
export const metadata: Metadata = { ...seo, alternates: { ...seo.alternates, types: BLOG_FEED_ALTERNATE } };

export default function BlogPage() {
  const items: BlogSearchItem[] = getSortedPosts().map((post, index) => ({
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
        <BlogSearch items={items} noResult={noResult} />
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
