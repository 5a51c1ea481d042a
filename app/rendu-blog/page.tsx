import type { Metadata } from "next";
import { BlogList } from "../../components/blog/BlogList.tsx";
import { SEARCH_PARAMETER, searchWords } from "../../lib/config/blog-pages.ts";
import { entryOfArticle } from "../../lib/content/articles/article-view.ts";
import { BLOG_LIST_METADATA } from "../../lib/seo/blog-metadata.ts";
import { publishedArticles } from "../../lib/server/articles/articles-store.ts";
import { staffDirectory } from "../../lib/server/staff-directory.ts";

/**
 * /blog as rendered from the store, for the origin's own request only (the middleware
 * answers 404 otherwise, lib/config/blog-pages.ts): the published articles, newest first, or those
 * a search found. The origin keeps the page for every instance until the next publication.
 */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The search's words as asked. */
async function queryOf(searchParams: SearchParams): Promise<string> {
  const value = (await searchParams)[SEARCH_PARAMETER];
  return searchWords(typeof value === "string" ? value : "");
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  // A page of results is for the visitor who asked, not for search engines (its canonical stays /blog).
  return (await queryOf(searchParams))
    ? { ...BLOG_LIST_METADATA, robots: { index: false, follow: true } }
    : BLOG_LIST_METADATA;
}

export default async function StoreBlogPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await queryOf(searchParams);
  const { db } = await staffDirectory();
  const posts = (await publishedArticles(db, { query })).map(entryOfArticle);
  return <BlogList posts={posts} query={query} />;
}
