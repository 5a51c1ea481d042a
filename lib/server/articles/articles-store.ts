import {
  ARTICLE_MESSAGES,
  type Article,
  type ArticleContent,
  type ArticleState,
  type ArticleStatus,
  articleContentProblems,
  articleContentSchema,
  articleStatus,
} from "../../content/articles/article-rules.ts";
import { queryWords, searchableText } from "../../content/articles/article-search.ts";
import { type AuditAction, recordAudit } from "../audit/audit.ts";
import type { Db } from "../store/db.ts";
import { containsPattern, foldedSql } from "../store/text-search.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";

/**
 * The blog's articles in the store: written, saved with their revisions, published,
 * scheduled, taken offline and deleted, each change audited in its own transaction, with the
 * address rules checked inside it. A save names the version it started from: the second of two
 * people saving one article is told, and the store keeps what it had (optimistic concurrency).
 */

interface Row {
  id: string;
  slug: string;
  content: string;
  state: string;
  publish_at: number | string | null;
  version: number | string;
  created_at: number | string;
  updated_at: number | string;
  updated_by: string | null;
}

const COLUMNS = "id, slug, content, state, publish_at, version, created_at, updated_at, updated_by";
const LOCK = "articles";

/** Read back through the rules: a row written by hand or by an older version is checked again. */
function articleOf(row: Row): Article {
  const content = articleContentSchema.parse(JSON.parse(row.content));
  return {
    ...content,
    id: row.id,
    state: row.state as ArticleState,
    publishAt: row.publish_at === null ? null : Number(row.publish_at),
    version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  };
}

const contentOf = (article: ArticleContent): ArticleContent => ({
  title: article.title,
  slug: article.slug,
  excerpt: article.excerpt,
  category: article.category,
  body: article.body,
  cover: article.cover,
  cta: article.cta,
  seoTitle: article.seoTitle,
  seoDescription: article.seoDescription,
  keyphrase: article.keyphrase,
  synonyms: article.synonyms,
  analysisDismissals: article.analysisDismissals,
});

export type ArticleProblems = Partial<Record<string, string>>;

/** What a change answers: the article as stored, the rules it broke, or the newer version it would have overwritten. */
export type ArticleChange =
  | { ok: true; article: Article }
  | { ok: false; problems: ArticleProblems }
  | { ok: false; conflict: Article }
  | { ok: false; notFound: true };

async function rowById(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.all<Row>(`SELECT ${COLUMNS} FROM articles WHERE id = ?`, [id]);
  return row;
}

export async function articleById(db: Db, id: string): Promise<Article | undefined> {
  const row = await rowById(db, id);
  return row && articleOf(row);
}

/** Inserts an article at version 1 (a new draft, or one of the first articles moved in); answers its id. */
export async function insertArticle(
  tx: Db,
  content: ArticleContent,
  {
    state,
    publishAt,
    createdAt,
    updatedAt,
    by,
  }: { state: ArticleState; publishAt: number | null; createdAt: number; updatedAt?: number; by: string | null },
  now: number,
): Promise<string> {
  const id = timeOrderedId(now);
  await tx.run(
    `INSERT INTO articles (id, slug, title, category, content, search_text, state, publish_at, version, created_at, updated_at, updated_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    [
      id,
      content.slug,
      content.title,
      content.category,
      JSON.stringify(content),
      searchableText(content),
      state,
      publishAt,
      createdAt,
      updatedAt ?? now,
      by,
    ],
  );
  return id;
}

/** Why `slug` cannot be `id`'s address (another article's, or another's former one), if it cannot. */
export async function slugProblem(tx: Db, slug: string, id: string | null): Promise<string | undefined> {
  const [taken] = await tx.all<{ id: string }>("SELECT id FROM articles WHERE slug = ?", [slug]);
  if (taken && taken.id !== id) return ARTICLE_MESSAGES.slugTaken(slug);
  const [former] = await tx.all<{ article_id: string }>("SELECT article_id FROM article_former_slugs WHERE slug = ?", [
    slug,
  ]);
  if (former && former.article_id !== id) return ARTICLE_MESSAGES.slugRetired(slug);
  return undefined;
}

async function audit(tx: Db, by: string | null, action: AuditAction, article: Article, now: number): Promise<void> {
  await recordAudit(tx, { actorId: by, action, detail: `article ${article.id} /blog/${article.slug}` }, now);
}

/** A new draft, or the rules it breaks. */
export async function createArticle(
  db: Db,
  input: unknown,
  by: string | null,
  now = Date.now(),
): Promise<ArticleChange> {
  const problems = articleContentProblems(input);
  if (problems) return { ok: false, problems };
  const content = contentOf(articleContentSchema.parse(input));
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const slugIssue = await slugProblem(tx, content.slug, null);
    if (slugIssue) return { ok: false, problems: { slug: slugIssue } };
    const id = await insertArticle(tx, content, { state: "draft", publishAt: null, createdAt: now, by }, now);
    const article = articleOf((await rowById(tx, id)) as Row);
    await audit(tx, by, "article-created", article, now);
    return { ok: true, article };
  });
}

/**
 * Writes `content` over version `expectedVersion` of article `id`, keeping that version as a
 * revision. A published article's former address then answers with a 301 to the new one.
 */
export async function saveArticle(
  db: Db,
  id: string,
  expectedVersion: number,
  input: unknown,
  by: string | null,
  now = Date.now(),
  action: AuditAction = "article-saved",
): Promise<ArticleChange> {
  const problems = articleContentProblems(input);
  if (problems) return { ok: false, problems };
  const content = contentOf(articleContentSchema.parse(input));
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const row = await rowById(tx, id);
    if (!row) return { ok: false, notFound: true };
    const current = articleOf(row);
    if (current.version !== expectedVersion) return { ok: false, conflict: current };
    const slugIssue = await slugProblem(tx, content.slug, id);
    if (slugIssue) return { ok: false, problems: { slug: slugIssue } };
    await tx.run(
      "INSERT INTO article_revisions (article_id, version, content, saved_at, saved_by) VALUES (?, ?, ?, ?, ?)",
      [id, current.version, row.content, current.updatedAt, current.updatedBy],
    );
    if (content.slug !== current.slug) {
      await tx.run("DELETE FROM article_former_slugs WHERE slug = ?", [content.slug]);
      if (current.state !== "draft")
        await tx.run("INSERT INTO article_former_slugs (slug, article_id, retired_at) VALUES (?, ?, ?)", [
          current.slug,
          id,
          now,
        ]);
    }
    await tx.run(
      `UPDATE articles SET slug = ?, title = ?, category = ?, content = ?, search_text = ?, version = version + 1,
       updated_at = ?, updated_by = ? WHERE id = ?`,
      [content.slug, content.title, content.category, JSON.stringify(content), searchableText(content), now, by, id],
    );
    const article = articleOf((await rowById(tx, id)) as Row);
    await audit(tx, by, action, article, now);
    return { ok: true, article };
  });
}

/** What the desk can do to an article's publication. */
export type Publication = { publish: "now" } | { scheduleAt: number } | { unpublish: true };

/** Publishes now, schedules for a moment (published then, with nobody signed in) or takes offline. */
export async function setPublication(
  db: Db,
  id: string,
  expectedVersion: number,
  publication: Publication,
  by: string | null,
  now = Date.now(),
): Promise<ArticleChange> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const row = await rowById(tx, id);
    if (!row) return { ok: false, notFound: true };
    const current = articleOf(row);
    if (current.version !== expectedVersion) return { ok: false, conflict: current };
    const [state, publishAt, action]: [ArticleState, number | null, AuditAction] =
      "unpublish" in publication
        ? ["unpublished", current.publishAt, "article-unpublished"]
        : "scheduleAt" in publication
          ? ["live", publication.scheduleAt, "article-scheduled"]
          : // Published again: the date it first went out is kept.
            [
              "live",
              current.publishAt !== null && current.publishAt <= now ? current.publishAt : now,
              "article-published",
            ];
    await tx.run(
      "UPDATE articles SET state = ?, publish_at = ?, version = version + 1, updated_at = ?, updated_by = ? WHERE id = ?",
      [state, publishAt, now, by, id],
    );
    const article = articleOf((await rowById(tx, id)) as Row);
    await audit(tx, by, action, article, now);
    return { ok: true, article };
  });
}

/** Deletes an article, its revisions and its former addresses (they then answer 404). */
export async function deleteArticle(
  db: Db,
  id: string,
  by: string | null,
  now = Date.now(),
): Promise<{ ok: true; article: Article } | { ok: false; notFound: true }> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const row = await rowById(tx, id);
    if (!row) return { ok: false, notFound: true };
    const article = articleOf(row);
    await tx.run("DELETE FROM articles WHERE id = ?", [id]);
    await audit(tx, by, "article-deleted", article, now);
    return { ok: true, article };
  });
}

export interface ArticleRevision {
  version: number;
  savedAt: number;
  savedBy: string | null;
  content: ArticleContent;
}

/** The versions an article's saves replaced, newest first. */
export async function articleRevisions(db: Db, id: string): Promise<ArticleRevision[]> {
  const rows = await db.all<{
    version: number | string;
    content: string;
    saved_at: number | string;
    saved_by: string | null;
  }>("SELECT version, content, saved_at, saved_by FROM article_revisions WHERE article_id = ? ORDER BY version DESC", [
    id,
  ]);
  return rows.map((row) => ({
    version: Number(row.version),
    savedAt: Number(row.saved_at),
    savedBy: row.saved_by,
    content: articleContentSchema.parse(JSON.parse(row.content)),
  }));
}

/** Brings back the content of revision `version`: a save like any other (the replaced version is kept too). */
export async function restoreRevision(
  db: Db,
  id: string,
  version: number,
  expectedVersion: number,
  by: string | null,
  now = Date.now(),
): Promise<ArticleChange> {
  const [row] = await db.all<{ content: string }>(
    "SELECT content FROM article_revisions WHERE article_id = ? AND version = ?",
    [id, version],
  );
  if (!row) return { ok: false, problems: { form: ARTICLE_MESSAGES.revisionNotFound } };
  return saveArticle(db, id, expectedVersion, JSON.parse(row.content), by, now, "article-restored");
}

/** What the public side finds at /blog/{slug}: the article when it is out, the address it moved to, or nothing. */
export type AddressAnswer = { article: Article } | { movedTo: string } | undefined;

const visible = (article: Article, now: number) => articleStatus(article.state, article.publishAt, now) === "published";

export async function articleAt(db: Db, slug: string, now = Date.now()): Promise<AddressAnswer> {
  const [row] = await db.all<Row>(`SELECT ${COLUMNS} FROM articles WHERE slug = ?`, [slug]);
  if (row) {
    const article = articleOf(row);
    return visible(article, now) ? { article } : undefined;
  }
  const [moved] = await db.all<Row>(
    `SELECT ${COLUMNS.split(", ")
      .map((column) => `a.${column}`)
      .join(", ")} FROM article_former_slugs f JOIN articles a ON a.id = f.article_id WHERE f.slug = ?`,
    [slug],
  );
  if (!moved) return undefined;
  const article = articleOf(moved);
  return visible(article, now) ? { movedTo: article.slug } : undefined;
}

/** The former addresses of an article, for the editor to show. */
export async function formerSlugs(db: Db, id: string): Promise<string[]> {
  const rows = await db.all<{ slug: string }>(
    "SELECT slug FROM article_former_slugs WHERE article_id = ? ORDER BY retired_at, slug",
    [id],
  );
  return rows.map((row) => row.slug);
}

const LIVE_NOW = "state = 'live' AND publish_at IS NOT NULL AND publish_at <= ?";

/** The articles out at `now`, newest first; those whose folded text holds every word of `query` when one is given. */
export async function publishedArticles(db: Db, { now = Date.now(), query = "" } = {}): Promise<Article[]> {
  const words = queryWords(query);
  const where = [LIVE_NOW, ...words.map(() => "search_text LIKE ? ESCAPE '\\'")].join(" AND ");
  const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM articles WHERE ${where} ORDER BY publish_at DESC, id`, [
    now,
    ...words.map(containsPattern),
  ]);
  return rows.map(articleOf);
}

export interface ArticleListFilters {
  search?: string;
  status?: ArticleStatus;
  category?: string;
}

/** The desk's list: every article, last changed first, filtered by text (title, address), status and category. */
export async function listArticles(db: Db, filters: ArticleListFilters = {}, now = Date.now()): Promise<Article[]> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const text = filters.search?.trim();
  if (text) {
    clauses.push(`(${foldedSql("title")} LIKE ? ESCAPE '\\' OR slug LIKE ? ESCAPE '\\')`);
    params.push(containsPattern(text), containsPattern(text));
  }
  if (filters.category) {
    clauses.push("category = ?");
    params.push(filters.category);
  }
  const rows = await db.all<Row>(
    `SELECT ${COLUMNS} FROM articles${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""} ORDER BY updated_at DESC, id`,
    params,
  );
  const articles = rows.map(articleOf);
  return filters.status
    ? articles.filter((article) => articleStatus(article.state, article.publishAt, now) === filters.status)
    : articles;
}

/** The categories in use, with those the site started with, in French order. */
export async function articleCategories(db: Db, starting: readonly string[]): Promise<string[]> {
  const rows = await db.all<{ category: string }>("SELECT DISTINCT category FROM articles");
  return [...new Set([...starting, ...rows.map((row) => row.category)])].sort((a, b) => a.localeCompare(b, "fr"));
}
