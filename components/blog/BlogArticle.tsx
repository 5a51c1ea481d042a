import { isoDay } from "../../lib/content/blog.ts";
import type { BlogEntry } from "../../lib/content/blog-entry.ts";
import { blogPostingJsonLd } from "../../lib/seo/json-ld/blog-posting.ts";
import { ORGANIZATION_ID } from "../../lib/seo/json-ld/site-graph.ts";
import { absoluteUrl } from "../../lib/seo/metadata.ts";
import { BlogCard } from "../sections/BlogCard.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";
import { ArticleView } from "./ArticleView.tsx";

/**
 * An article's page (as built from the repository's files, or rendered from the store): its
 * breadcrumbs and BlogPosting JSON-LD, the article, and the others to read.
 */
export function BlogArticle({ post, others }: { post: BlogEntry; others: readonly BlogEntry[] }) {
  const { title, excerpt, category, date, image, imageAlt, cta } = post;
  const path = `/blog/${post.slug}`;
  const trail = [
    { name: "Blog", path: "/blog" },
    { name: title, path },
  ];
  const jsonLd = blogPostingJsonLd({
    url: absoluteUrl(path),
    title,
    excerpt,
    datePublished: isoDay(date),
    dateModified: isoDay(post.modified),
    category,
    imageUrl: absoluteUrl(image?.src ?? `${path}/opengraph-image`),
    organizationId: ORGANIZATION_ID(),
  });

  return (
    <>
      <PageGraph trail={trail} nodes={[jsonLd]} />
      <ArticleView
        title={title}
        excerpt={excerpt}
        category={category}
        date={date}
        cover={image ? { image, alt: imageAlt } : null}
        html={post.html}
        cta={cta}
      />

      {others.length > 0 && (
        <section aria-labelledby="a-lire-aussi" className="bg-surface">
          <div className="container-page section">
            <h2 id="a-lire-aussi" className="text-2xl font-bold">
              À lire aussi
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2">
              {others.map((other) => (
                <li key={other.slug}>
                  <BlogCard post={other} headingLevel="h3" />
                </li>
              ))}
            </ul>
            <p className="mt-10">
              <a href="/blog" className="btn btn-secondary">
                Tous les articles
              </a>
            </p>
          </div>
        </section>
      )}
    </>
  );
}
