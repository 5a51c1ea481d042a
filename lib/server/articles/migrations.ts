import type { Migration } from "../store/migrate.ts";

/** The migrations of the articles, their images and the blog's rendered pages (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const ARTICLES_MIGRATIONS: readonly Migration[] = [
  {
    version: 7,
    name: "articles, their revisions, former addresses and seeds",
    statements: [
      // The blog's articles written in the back office. `content` is the editable part
      // (lib/content/articles/article-rules.ts, JSON); slug, title and category are columns too,
      // for the address lookups, the desk's list and its filters. `search_text` is the folded text
      // the blog's search looks in.
      `CREATE TABLE articles (
        id TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        category TEXT NOT NULL,
        content TEXT NOT NULL,
        search_text TEXT NOT NULL,
        state TEXT NOT NULL,
        publish_at BIGINT,
        version INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        updated_by TEXT
      )`,
      "CREATE INDEX articles_state_publish_at ON articles (state, publish_at)",
      // Each save keeps the version it replaced, so that one can be restored.
      `CREATE TABLE article_revisions (
        article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        content TEXT NOT NULL,
        saved_at BIGINT NOT NULL,
        saved_by TEXT,
        PRIMARY KEY (article_id, version)
      )`,
      // The former addresses of a published article whose address changed: answered with a 301.
      `CREATE TABLE article_former_slugs (
        slug TEXT PRIMARY KEY,
        article_id TEXT NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
        retired_at BIGINT NOT NULL
      )`,
      // The articles moved into the store on a first start: never moved twice, even once deleted.
      `CREATE TABLE article_seeds (
        slug TEXT PRIMARY KEY,
        seeded_at BIGINT NOT NULL
      )`,
    ],
  },
  {
    version: 8,
    name: "article images",
    statements: [
      // Each file of an article image's set (lib/server/articles/article-images.ts), in base64: the
      // portable type of both databases; an image's id is its original file's hash.
      `CREATE TABLE article_images (
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        data TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (id, name)
      )`,
    ],
  },
  {
    version: 9,
    name: "the public blog's pages as last rendered from the store",
    statements: [
      // One row per address (/blog, /blog/{slug}, /rss.xml): the page as rendered for one version
      // of the published articles, with the hashes of its inline scripts (its CSP). Shared by every
      // instance: a page is rendered once per publication, not per request nor per instance.
      `CREATE TABLE page_snapshots (
        path TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        body TEXT NOT NULL,
        script_hashes TEXT NOT NULL,
        stored_at BIGINT NOT NULL
      )`,
    ],
  },
];
