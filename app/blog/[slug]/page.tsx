import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogCard } from "../../../components/sections/BlogCard.tsx";
import { BlogCta } from "../../../components/sections/BlogCta.tsx";
import { BlogPicture } from "../../../components/sections/BlogPicture.tsx";
import { PageGraph } from "../../../components/seo/PageGraph.tsx";
import { type BlogPost, getSortedPosts, isoDay } from "../../../lib/content/blog.ts";
import { IMAGE_SIZES } from "../../../lib/content/blog-images.ts";
import { BLOG_FEED_ALTERNATE } from "../../../lib/content/rss.ts";
import { formatLongDate } from "../../../lib/format/french-format.ts";
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
      <article className="container-page max-w-3xl pb-16 pt-8 md:pt-12">
        <header>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">{category}</span>
            <span className="text-muted">
              Publié le <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
            </span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
          <p className="mt-4 text-xl leading-8 text-muted">{excerpt}</p>
        </header>

        <div className="mt-8">
          <BlogPicture
            image={image}
            alt={imageAlt}
            sizes={IMAGE_SIZES.article}
            load="first"
            className="aspect-video w-full rounded-2xl object-cover"
          />
        </div>

        <div
          className="mt-10 text-lg leading-8 text-ink [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
          data-article-body
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the post's Markdown, rendered at build time from this repository's own files.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />

        <BlogCta {...cta} />
      </article>

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
