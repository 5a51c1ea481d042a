import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "../../../components/blog/ArticleView.tsx";
import { BlogCard } from "../../../components/sections/BlogCard.tsx";
import { PageGraph } from "../../../components/seo/PageGraph.tsx";
import { type BlogPost, getSortedPosts, isoDay } from "../../../lib/content/blog.ts";
import { BLOG_FEED_ALTERNATE } from "../../../lib/content/rss.ts";
import { blogPostingJsonLd } from "../../../lib/seo/json-ld/blog-posting.ts";
import { ORGANIZATION_ID } from "../../../lib/seo/json-ld/site-graph.ts";
import { absoluteUrl, pageMetadata } from "../../../lib/seo/metadata.ts";
import { postCard } from "./og-card.ts";

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getSortedPosts().map((post) => ({ slug: post.slug }));
}

/** The post of `slug` and the others (newest first), or the 404 page. */
function load(slug: string): { post: BlogPost; others: BlogPost[] } {
  const posts = getSortedPosts();
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) notFound();
  return { post, others: posts.filter((other) => other.slug !== slug) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { post } = load((await params).slug);
  const seo = pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    ogCard: postCard(post),
  });
  return {
    ...seo,
    alternates: { ...seo.alternates, types: BLOG_FEED_ALTERNATE },
    openGraph: { ...seo.openGraph, type: "article", publishedTime: isoDay(post.date), section: post.category },
  };
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { post, others } = load((await params).slug);
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
    category,
    imageUrl: absoluteUrl(image.src),
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
        cover={{ image, alt: imageAlt }}
        html={post.html}
        cta={cta}
      />

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
    </>
  );
}
