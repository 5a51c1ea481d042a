import { type CollectionEntry, getCollection } from "astro:content";

export type BlogPost = CollectionEntry<"blog">;

/** Every published post, newest first. */
export async function getSortedPosts(): Promise<BlogPost[]> {
  const posts = await getCollection("blog");
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** "2025-04-24" form of a post date, for `datetime` attributes and structured data. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
