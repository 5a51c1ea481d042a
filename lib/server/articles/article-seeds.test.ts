import { describe, expect, it } from "vitest";
import { openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { getSortedPosts, isoDay } from "../../content/blog.ts";
import type { Db } from "../store/db.ts";
import { seedArticles, seedOfPost } from "./article-seeds.ts";
import { articleAt, deleteArticle, publishedArticles } from "./articles-store.ts";

const NOW = Date.UTC(2026, 10, 25, 12);
const posts = getSortedPosts();
const seeds = posts.map(seedOfPost);

describe.each(["sqlite", "postgres"] as const)("the first articles on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ database, db } = opened);
  });

  it("are the specification's three, with the same addresses, dates and texts", async () => {
    expect(posts).toHaveLength(3);
    expect(await seedArticles(db, seeds, NOW)).toEqual(posts.map((post) => post.slug));
    const stored = await publishedArticles(db, { now: NOW });
    expect(stored.map((article) => article.slug)).toEqual(posts.map((post) => post.slug));
    for (const [index, post] of posts.entries()) {
      const article = stored[index];
      expect(article).toMatchObject({
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        body: post.markdown.trim(),
        cta: post.cta,
        cover: { src: post.image.src, alt: post.imageAlt, width: post.image.width, height: post.image.height },
        state: "live",
        version: 1,
      });
      expect(isoDay(new Date(article?.publishAt ?? 0))).toBe(isoDay(post.date));
    }
    const [{ n } = { n: 0 }] = await db.all<{ n: number | string }>(
      "SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'articles-seeded'",
    );
    expect(Number(n)).toBe(1);
  });

  it("are moved once: a second start, or two at once, move nothing more, and a deleted one stays deleted", async () => {
    // Two instances on PostgreSQL; on SQLite, one process's two starts (a second connection in the
    // same thread would wait for the first synchronously, forever).
    const other = kind === "postgres" ? await openMigratedDb(database) : db;
    try {
      const [a, b] = await Promise.all([seedArticles(db, seeds, NOW), seedArticles(other, seeds, NOW)]);
      expect([...a, ...b].sort()).toEqual(posts.map((post) => post.slug).sort());
    } finally {
      if (other !== db) await other.close();
    }
    expect(await seedArticles(db, seeds, NOW + 1)).toEqual([]);
    const first = await articleAt(db, posts[0]?.slug ?? "", NOW);
    if (!first || !("article" in first)) throw new Error("the first article is not out");
    await deleteArticle(db, first.article.id, "staff-1", NOW + 2);
    expect(await seedArticles(db, seeds, NOW + 3)).toEqual([]);
    expect(await publishedArticles(db, { now: NOW + 3 })).toHaveLength(2);
  });
});
