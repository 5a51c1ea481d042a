import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogArticle } from "../../../components/blog/BlogArticle.tsx";
import { entryOfArticle } from "../../../lib/content/articles/article-view.ts";
import type { BlogEntry } from "../../../lib/content/blog-entry.ts";
import { articleMetadata } from "../../../lib/seo/blog-metadata.ts";
import { articleAt, publishedArticles } from "../../../lib/server/articles/articles-store.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

/**
 * /blog/{slug} as rendered from the store, for the origin's own request only: the
 * article when it is out (the origin answers a moved or missing one itself), and the newest others.
 */
export const dynamic = "force-dynamic";

type Params = Promise<{ slug: string }>;

/** How many other articles the page suggests. */
const OTHERS = 4;

async function load(slug: string): Promise<{ post: BlogEntry; others: BlogEntry[] }> {
  const { db } = await staffDirectory();
  const found = await articleAt(db, slug);
  if (!found || !("article" in found)) notFound();
  const others = (await publishedArticles(db)).filter((other) => other.id !== found.article.id).slice(0, OTHERS);
  return { post: entryOfArticle(found.article), others: others.map(entryOfArticle) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return articleMetadata((await load((await params).slug)).post);
}

export default async function StoreArticlePage({ params }: { params: Params }) {
  return <BlogArticle {...(await load((await params).slug))} />;
}
