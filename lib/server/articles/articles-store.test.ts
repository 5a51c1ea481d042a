import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { sampleArticle } from "../../../tests/support/sample-article.ts";
import { ARTICLE_MESSAGES, type ArticleContent, articleStatus } from "../../content/articles/article-rules.ts";
import type { Db } from "../store/db.ts";
import {
  type ArticleChange,
  articleAt,
  articleCategories,
  articleRevisions,
  createArticle,
  deleteArticle,
  formerSlugs,
  listArticles,
  publishedArticles,
  restoreRevision,
  saveArticle,
  setPublication,
} from "./articles-store.ts";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 9);

/** The shared sample, in the category and with the body (bold word, link) these tests search and read. */
const content = (overrides: Partial<ArticleContent> = {}): ArticleContent =>
  sampleArticle({
    category: "Gestion d'entreprise",
    body: "## Le calendrier\n\nLa **trésorerie** d'une TPE se prépare l'été, avec un [outil](https://exemple.fr/tva) adapté.",
    ...overrides,
  });

function ok(change: ArticleChange) {
  if (!change.ok) throw new Error(`change refused: ${JSON.stringify(change)}`);
  return change.article;
}

describe.each(["sqlite", "postgres"] as const)("the articles on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  const audited = async () =>
    (
      await db.all<{ action: string; actor_id: string | null }>(
        "SELECT action, actor_id FROM staff_audit ORDER BY at, id",
      )
    ).map((row) => `${row.action} ${row.actor_id}`);

  it("are written as drafts, with French messages for what breaks a rule, and every change audited", async () => {
    const refused = await createArticle(db, content({ title: "Court", slug: "recherche" }), "staff-1", T0);
    expect(refused).toEqual({
      ok: false,
      problems: { title: ARTICLE_MESSAGES.title(5), slug: ARTICLE_MESSAGES.slugReserved("recherche") },
    });
    const article = ok(await createArticle(db, content(), "staff-1", T0));
    expect(article).toMatchObject({ state: "draft", version: 1, publishAt: null, updatedBy: "staff-1" });
    expect(articleStatus(article.state, article.publishAt, T0)).toBe("draft");
    expect(await createArticle(db, content({ title: "Un autre article sur la TVA" }), "staff-2", T0)).toEqual({
      ok: false,
      problems: { slug: ARTICLE_MESSAGES.slugTaken("preparer-sa-declaration-de-tva") },
    });
    expect(await articleAt(db, article.slug, T0)).toBeUndefined();
    expect(await audited()).toEqual(["article-created staff-1"]);
  });

  it("keep each replaced version, and the second of two people saving is told and overwrites nothing", async () => {
    const first = ok(await createArticle(db, content(), "staff-1", T0));
    const mine = ok(
      await saveArticle(db, first.id, 1, content({ title: "Préparer sa TVA sans stress" }), "staff-1", T0 + 1),
    );
    expect(mine.version).toBe(2);
    const theirs = await saveArticle(db, first.id, 1, content({ title: "Une TVA enfin maîtrisée" }), "staff-2", T0 + 2);
    expect(theirs).toMatchObject({
      ok: false,
      conflict: { version: 2, title: "Préparer sa TVA sans stress", updatedBy: "staff-1" },
    });
    expect((await articleAt(db, first.slug, T0)) ?? (await listArticles(db, {}, T0))[0]).toMatchObject({
      title: "Préparer sa TVA sans stress",
    });

    const revisions = await articleRevisions(db, first.id);
    expect(revisions.map((r) => [r.version, r.content.title, r.savedBy])).toEqual([
      [1, "Préparer sa déclaration de TVA", "staff-1"],
    ]);
    const restored = ok(await restoreRevision(db, first.id, 1, 2, "staff-2", T0 + 3));
    expect(restored).toMatchObject({ version: 3, title: "Préparer sa déclaration de TVA", updatedBy: "staff-2" });
    expect((await articleRevisions(db, first.id)).map((r) => r.version)).toEqual([2, 1]);
    expect(await restoreRevision(db, first.id, 9, 3, "staff-2", T0 + 4)).toEqual({
      ok: false,
      problems: { form: ARTICLE_MESSAGES.revisionNotFound },
    });
    expect(await audited()).toEqual(["article-created staff-1", "article-saved staff-1", "article-restored staff-2"]);
  });

  it("keep the keyphrase and the analysis's dismissed findings with the article and in its revisions; an older article has none", async () => {
    const dismissal = { id: "passive:1x2y3z", reason: "Citation d'un client" };
    const first = ok(
      await createArticle(db, content({ keyphrase: "déclaration de TVA", synonyms: "TVA" }), "staff-1", T0),
    );
    const saved = ok(
      await saveArticle(
        db,
        first.id,
        1,
        content({ keyphrase: "TVA", analysisDismissals: [dismissal] }),
        "staff-1",
        T0 + 1,
      ),
    );
    expect(saved).toMatchObject({ keyphrase: "TVA", synonyms: "", analysisDismissals: [dismissal] });
    expect((await articleRevisions(db, first.id))[0]?.content).toMatchObject({
      keyphrase: "déclaration de TVA",
      synonyms: "TVA",
      analysisDismissals: [],
    });
    expect(
      await saveArticle(db, first.id, 2, content({ analysisDismissals: null as never }), "staff-1", T0 + 2),
    ).toEqual({ ok: false, problems: { analysisDismissals: ARTICLE_MESSAGES.dismissals } });

    // Saved before the analysis: no keyphrase, nothing dismissed.
    const { keyphrase: _k, synonyms: _s, analysisDismissals: _d, ...older } = content({ slug: "un-article-ancien" });
    await db.run("UPDATE articles SET content = ? WHERE id = ?", [JSON.stringify(older), first.id]);
    expect((await listArticles(db, {}, T0)).find((article) => article.id === first.id)).toMatchObject({
      keyphrase: "",
      synonyms: "",
      analysisDismissals: [],
    });
  });

  it("go out now or at their moment, and come offline", async () => {
    const draft = ok(await createArticle(db, content(), "staff-1", T0));
    const scheduled = ok(await setPublication(db, draft.id, 1, { scheduleAt: T0 + DAY }, "staff-1", T0));
    expect(articleStatus(scheduled.state, scheduled.publishAt, T0)).toBe("scheduled");
    expect(await articleAt(db, draft.slug, T0 + DAY - 1)).toBeUndefined();
    expect(await publishedArticles(db, { now: T0 + DAY - 1 })).toEqual([]);
    expect(await articleAt(db, draft.slug, T0 + DAY)).toMatchObject({ article: { id: draft.id } });
    expect(articleStatus(scheduled.state, scheduled.publishAt, T0 + DAY)).toBe("published");

    const offline = ok(await setPublication(db, draft.id, 2, { unpublish: true }, "staff-2", T0 + 2 * DAY));
    expect(articleStatus(offline.state, offline.publishAt, T0 + 2 * DAY)).toBe("unpublished");
    expect(await articleAt(db, draft.slug, T0 + 2 * DAY)).toBeUndefined();
    // Published again: the date it first went out is kept.
    const again = ok(await setPublication(db, draft.id, 3, { publish: "now" }, "staff-2", T0 + 3 * DAY));
    expect(again.publishAt).toBe(T0 + DAY);
    expect(await setPublication(db, draft.id, 3, { unpublish: true }, "staff-1", T0 + 3 * DAY)).toMatchObject({
      ok: false,
      conflict: { version: 4 },
    });
    expect(await audited()).toEqual([
      "article-created staff-1",
      "article-scheduled staff-1",
      "article-unpublished staff-2",
      "article-published staff-2",
    ]);
  });

  it("keep a published article's former address answering with the new one; a draft's leaves none", async () => {
    const article = ok(await createArticle(db, content(), "staff-1", T0));
    const renamedDraft = ok(await saveArticle(db, article.id, 1, content({ slug: "tva-brouillon" }), "staff-1", T0));
    expect(await formerSlugs(db, article.id)).toEqual([]);
    ok(await setPublication(db, article.id, renamedDraft.version, { publish: "now" }, "staff-1", T0));
    const moved = ok(await saveArticle(db, article.id, 3, content({ slug: "declaration-tva" }), "staff-1", T0 + 1));
    expect(await formerSlugs(db, article.id)).toEqual(["tva-brouillon"]);
    expect(await articleAt(db, "tva-brouillon", T0 + 2)).toEqual({ movedTo: "declaration-tva" });
    expect(await articleAt(db, "declaration-tva", T0 + 2)).toMatchObject({ article: { id: article.id } });

    // Another article cannot take the former address (its 301 would be lost).
    expect(await createArticle(db, content({ slug: "tva-brouillon" }), "staff-2", T0 + 3)).toEqual({
      ok: false,
      problems: { slug: ARTICLE_MESSAGES.slugRetired("tva-brouillon") },
    });
    // Its own article takes it back: no redirect to itself.
    ok(await saveArticle(db, article.id, moved.version, content({ slug: "tva-brouillon" }), "staff-1", T0 + 4));
    expect(await formerSlugs(db, article.id)).toEqual(["declaration-tva"]);
    expect(await articleAt(db, "tva-brouillon", T0 + 5)).toMatchObject({ article: { id: article.id } });
    // Offline: neither address answers.
    ok(await setPublication(db, article.id, 5, { unpublish: true }, "staff-1", T0 + 6));
    expect(await articleAt(db, "declaration-tva", T0 + 7)).toBeUndefined();
  });

  it("never chain: moved A → B → C, A and B lead straight to C; moved back to A, no address leads to itself", async () => {
    const article = ok(await createArticle(db, content({ slug: "adresse-a" }), "staff-1", T0));
    const live = ok(await setPublication(db, article.id, article.version, { publish: "now" }, "staff-1", T0));
    const atB = ok(await saveArticle(db, article.id, live.version, content({ slug: "adresse-b" }), "staff-1", T0 + 1));
    const atC = ok(await saveArticle(db, article.id, atB.version, content({ slug: "adresse-c" }), "staff-1", T0 + 2));
    expect(await formerSlugs(db, article.id)).toEqual(["adresse-a", "adresse-b"]);
    expect(await articleAt(db, "adresse-a", T0 + 3)).toEqual({ movedTo: "adresse-c" });
    expect(await articleAt(db, "adresse-b", T0 + 3)).toEqual({ movedTo: "adresse-c" });
    ok(await saveArticle(db, article.id, atC.version, content({ slug: "adresse-a" }), "staff-1", T0 + 4));
    expect(await formerSlugs(db, article.id)).toEqual(["adresse-b", "adresse-c"]);
    expect(await articleAt(db, "adresse-a", T0 + 5)).toMatchObject({ article: { id: article.id } });
    expect(await articleAt(db, "adresse-b", T0 + 5)).toEqual({ movedTo: "adresse-a" });
    expect(await articleAt(db, "adresse-c", T0 + 5)).toEqual({ movedTo: "adresse-a" });
  });

  it("are deleted with their revisions and former addresses", async () => {
    const article = ok(await createArticle(db, content(), "staff-1", T0));
    ok(await setPublication(db, article.id, 1, { publish: "now" }, "staff-1", T0));
    ok(await saveArticle(db, article.id, 2, content({ slug: "tva-2027" }), "staff-1", T0 + 1));
    expect(await deleteArticle(db, article.id, "staff-2", T0 + 2)).toMatchObject({ ok: true });
    expect(await articleAt(db, "tva-2027", T0 + 3)).toBeUndefined();
    expect(await articleAt(db, article.slug, T0 + 3)).toBeUndefined();
    expect(await articleRevisions(db, article.id)).toEqual([]);
    expect(await deleteArticle(db, article.id, "staff-2", T0 + 4)).toEqual({ ok: false, notFound: true });
    expect(await saveArticle(db, article.id, 3, content(), "staff-2", T0 + 4)).toEqual({ ok: false, notFound: true });
    expect((await audited()).at(-1)).toBe("article-deleted staff-2");
  });

  it("are searched in title, excerpt, category and body, accents, case and ligatures ignored, published only", async () => {
    const tva = ok(await createArticle(db, content(), "staff-1", T0));
    ok(await setPublication(db, tva.id, 1, { publish: "now" }, "staff-1", T0));
    const devis = ok(
      await createArticle(
        db,
        content({
          title: "Des devis signés plus vite",
          slug: "devis-signes",
          category: "Devis et facturation",
          body: "Un devis clair fait gagner la confiance du client, cœur de la relation.",
        }),
        "staff-1",
        T0,
      ),
    );
    ok(await setPublication(db, devis.id, 1, { publish: "now" }, "staff-1", T0 + 1));
    ok(await createArticle(db, content({ title: "Brouillon sur la trésorerie", slug: "brouillon" }), "staff-1", T0));

    const slugs = async (query: string) => (await publishedArticles(db, { now: T0 + 2, query })).map((a) => a.slug);
    expect(await slugs("")).toEqual(["devis-signes", tva.slug]);
    expect(await slugs("TRESORERIE")).toEqual([tva.slug]); // body, accents and case
    expect(await slugs("été tpe")).toEqual([tva.slug]); // every word, body and excerpt
    expect(await slugs("facturation")).toEqual(["devis-signes"]); // category
    expect(await slugs("coeur")).toEqual(["devis-signes"]); // « cœur »
    expect(await slugs("exemple.fr")).toEqual([]); // a link's address is not text
    expect(await slugs("devis trésorerie")).toEqual([]);
    expect(await slugs("100%")).toEqual([]);
  });

  it("are listed for the desk by text, status and category, with the categories in use", async () => {
    const a = ok(await createArticle(db, content(), "staff-1", T0));
    ok(await setPublication(db, a.id, 1, { scheduleAt: T0 + DAY }, "staff-1", T0));
    ok(
      await createArticle(
        db,
        content({ title: "Éviter les impayés", slug: "impayes", category: "Trésorerie" }),
        "staff-1",
        T0 + 1,
      ),
    );
    const titles = async (filters: Parameters<typeof listArticles>[1]) =>
      (await listArticles(db, filters, T0 + 2)).map((article) => article.slug);
    expect(await titles({})).toEqual(["impayes", a.slug]);
    expect(await titles({ search: "ÉVITER" })).toEqual(["impayes"]);
    expect(await titles({ search: "declaration" })).toEqual([a.slug]); // the address
    expect(await titles({ status: "scheduled" })).toEqual([a.slug]);
    expect(await titles({ status: "draft" })).toEqual(["impayes"]);
    expect(await titles({ category: "Trésorerie" })).toEqual(["impayes"]);
    expect(await articleCategories(db, ["Notes de frais", "Gestion d'entreprise"])).toEqual([
      "Gestion d'entreprise",
      "Notes de frais",
      "Trésorerie",
    ]);
  });
});
