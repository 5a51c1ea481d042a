import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { sampleArticle } from "../../../tests/support/sample-article.ts";
import type { ArticleContent } from "../../content/articles/article-rules.ts";
import { createArticle, setPublication } from "../articles/articles-store.ts";
import type { Db } from "../store/db.ts";
import { articleLinkSuggestions } from "./article-link-suggestions.ts";

const T0 = Date.UTC(2026, 11, 1, 9);

describe.each(["sqlite", "postgres"] as const)("an article's link suggestions on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  async function published(content: Partial<ArticleContent>) {
    const created = await createArticle(db, sampleArticle(content), "staff-1", T0);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const live = await setPublication(db, created.article.id, 1, { publish: "now" }, "staff-1", T0);
    if (!live.ok) throw new Error(JSON.stringify(live));
    return live.article;
  }

  it("list an older published article sharing the topic and the solution's page, and not an article whose address redirects", async () => {
    const older = await published({
      title: "Notes de frais : le mode d'emploi",
      slug: "notes-de-frais-mode-d-emploi",
      body: "Les notes de frais se préparent chaque mois. Le remboursement dépend des justificatifs gardés.",
    });
    await published({
      title: "Rembourser les notes de frais vite",
      slug: "ancienne-adresse-notes-de-frais",
      body: "Le remboursement des notes de frais et des justificatifs, pas à pas.",
    });
    await db.run(
      "INSERT INTO redirects (from_path, to_target, status, note, hits, updated_at) VALUES (?, ?, 301, '', 0, ?)",
      ["/blog/ancienne-adresse-notes-de-frais", "/blog/notes-de-frais-mode-d-emploi", T0],
    );
    const created = await createArticle(
      db,
      sampleArticle({
        title: "Le remboursement des notes de frais",
        slug: "remboursement-des-notes-de-frais",
        body: "Un salarié attend le remboursement de ses notes de frais.\n\nChaque justificatif rejoint la note de frais du mois.",
      }),
      "staff-1",
      T0,
    );
    if (!created.ok) throw new Error(JSON.stringify(created));

    const { outgoing, incoming } = await articleLinkSuggestions(db, created.article, T0 + 1);
    expect(incoming).toEqual([
      expect.objectContaining({ articleId: older.id, path: "/blog/notes-de-frais-mode-d-emploi" }),
    ]);
    expect(outgoing.map((item) => item.path)).toEqual(
      expect.arrayContaining(["/blog/notes-de-frais-mode-d-emploi", "/solutions/notes-de-frais"]),
    );
    expect([...outgoing, ...incoming].map((item) => item.path)).not.toContain("/blog/ancienne-adresse-notes-de-frais");
  });
});
