import type { ArticleContent } from "../../content/articles/article-rules.ts";
import { articleContentSchema } from "../../content/articles/article-rules.ts";
import { type BlogPost, getSortedPosts } from "../../content/blog.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Db } from "../store/db.ts";
import { insertArticle, slugProblem } from "./articles-store.ts";

/**
 * The first content of the blog: the specification's three articles, moved from the
 * repository into the store on a first start, with the same addresses, dates and texts. Each is
 * moved once: a start that finds it already moved (even deleted since by the team) leaves it.
 */

export interface ArticleSeed {
  content: ArticleContent;
  /** When it was published: the date its file gives. */
  publishAt: number;
}

/** A repository post as the store's article: its image stays the site's file. */
export function seedOfPost(post: BlogPost): ArticleSeed {
  return {
    content: articleContentSchema.parse({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      category: post.category,
      body: post.markdown,
      cover: { src: post.image.src, width: post.image.width, height: post.image.height, alt: post.imageAlt },
      cta: post.cta,
      seoTitle: "",
      seoDescription: "",
    }),
    publishAt: post.date.getTime(),
  };
}

/** Moves in the seeds not moved before; answers the slugs it moved. Concurrent starts wait for each other. */
export async function seedArticles(db: Db, seeds: readonly ArticleSeed[], now = Date.now()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.lockKeys(["articles"]);
    const done = new Set((await tx.all<{ slug: string }>("SELECT slug FROM article_seeds")).map((row) => row.slug));
    const moved: string[] = [];
    for (const { content, publishAt } of seeds) {
      if (done.has(content.slug)) continue;
      await tx.run("INSERT INTO article_seeds (slug, seeded_at) VALUES (?, ?)", [content.slug, now]);
      // The team wrote an article at that address before this start: theirs stays.
      if (await slugProblem(tx, content.slug, null)) continue;
      // Written on its file's date, as the blog dated it: its pages' dateModified and lastmod stay that day.
      await insertArticle(
        tx,
        content,
        { state: "live", publishAt, createdAt: publishAt, updatedAt: publishAt, by: null },
        now,
      );
      moved.push(content.slug);
    }
    if (moved.length > 0)
      await recordAudit(tx, { actorId: null, action: "articles-seeded", detail: moved.join(" ") }, now);
    return moved;
  });
}

/** At a server's start: the repository's articles (lib/content/blog/*.md), moved in once. */
export async function seedRepositoryArticles(db: Db, now = Date.now()): Promise<string[]> {
  return seedArticles(db, getSortedPosts().map(seedOfPost), now);
}
