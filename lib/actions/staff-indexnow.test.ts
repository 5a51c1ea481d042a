import { describe, expect, it, vi } from "vitest";
import { contentFormPost } from "../../tests/support/content-form-post.ts";
import { actionAnswer, setRequestHeaders } from "../../tests/support/next-request.ts";
import { sampleArticle } from "../../tests/support/sample-article.ts";
import { memberWithSession, staffActionsDirectory } from "../../tests/support/staff-actions-directory.ts";
import { formTree } from "../catalog/content/form-values.ts";
import { CONTENT_KINDS, DEFAULT_CONTENT } from "../catalog/content/kinds.ts";
import { createArticle } from "../server/articles/articles-store.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { publicationAction } from "./staff-articles.ts";
import { contentFormAction } from "./staff-content.ts";

/*
 * What the article and content actions tell search engines (IndexNow's queue), as Next.js calls
 * them (a real session of the store; only Next's request context is played): an article published
 * is queued at once with the blog's list, a scheduled one for its time, one taken offline at once;
 * a text of the site published queues the pages that show it, scheduled for its time, a draft nothing.
 */

vi.mock("next/headers", () => import("../../tests/support/next-request.ts"));

const content = (slug: string) => sampleArticle({ slug });

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("IndexNow's queue, fed by the article and content actions", () => {
  let authorId = "";
  staffActionsDirectory(async (directory) => {
    const author = await memberWithSession(directory, {
      email: "redaction@exemple.fr",
      name: "Rédaction",
      role: "redaction",
    });
    authorId = author.id;
    setRequestHeaders(author.headers);
  });

  async function queued(): Promise<Map<string, number>> {
    const { db } = await staffDirectory();
    const rows = await db.all<{ path: string; queued_at: number | string }>(
      "SELECT path, queued_at FROM indexnow_pending ORDER BY path",
    );
    await db.run("DELETE FROM indexnow_pending");
    return new Map(rows.map((row) => [row.path, Number(row.queued_at)]));
  }

  async function article(slug: string) {
    const { db } = await staffDirectory();
    const change = await createArticle(db, content(slug), authorId);
    if (!change.ok) throw new Error("article not created");
    return change.article;
  }

  it("queues a published article's address and the blog's list at once; taken offline, again", async () => {
    const created = await article("declaration-tva");
    const before = Date.now();
    const published = { id: created.id, version: String(created.version), publication: "publier" };
    expect(await actionAnswer(publicationAction(form(published)))).toEqual({
      redirect: expect.stringContaining("message=article-publie"),
    });
    const first = await queued();
    expect([...first.keys()]).toEqual(["/blog", "/blog/declaration-tva"]);
    for (const at of first.values()) expect(at).toBeGreaterThanOrEqual(before);

    const offline = { id: created.id, version: String(created.version + 1), publication: "depublier" };
    expect(await actionAnswer(publicationAction(form(offline)))).toEqual({
      redirect: expect.stringContaining("message=article-depublie"),
    });
    expect([...(await queued()).keys()]).toEqual(["/blog", "/blog/declaration-tva"]);
  });

  /** The « À propos » page's form, its introduction changed, posted with `intent` (and `date`). */
  function aboutForm(intent: string, revision: number, extra: Record<string, string> = {}): FormData {
    const kind = CONTENT_KINDS["a-propos"];
    const data = contentFormPost(formTree(kind.schema(), kind.read(DEFAULT_CONTENT)));
    data.set("c.lead", `${data.get("c.lead")} (${intent})`);
    data.set("type", "a-propos");
    data.set("element", "page");
    data.set("revision", String(revision));
    data.set("intent", intent);
    for (const [name, text] of Object.entries(extra)) data.set(name, text);
    return data;
  }

  it("queues the pages that show a text of the site once it is published, at its time once scheduled, never a draft", async () => {
    const pages = CONTENT_KINDS["a-propos"].pages();
    const draft = await actionAnswer(contentFormAction({} as never, aboutForm("enregistrer", 0)));
    expect(draft).toEqual({ redirect: expect.stringContaining("message=contenu-enregistre") });
    expect(await queued()).toEqual(new Map());

    const before = Date.now();
    expect(await actionAnswer(contentFormAction({} as never, aboutForm("publier", 1)))).toEqual({
      redirect: expect.stringContaining("message=contenu-publie"),
    });
    const published = await queued();
    expect([...published.keys()]).toEqual(pages);
    for (const at of published.values()) expect(at).toBeGreaterThanOrEqual(before);

    const scheduled = aboutForm("programmer", 2, { date: "2031-03-01T09:30" });
    expect(await actionAnswer(contentFormAction({} as never, scheduled))).toEqual({
      redirect: expect.stringContaining("message=contenu-programme"),
    });
    expect(await queued()).toEqual(new Map(pages.map((page) => [page, Date.UTC(2031, 2, 1, 8, 30)])));
  });

  it("queues a scheduled article for the minute it goes out, not before", async () => {
    const created = await article("calendrier-fiscal");
    const scheduled = {
      id: created.id,
      version: String(created.version),
      publication: "programmer",
      date: "2031-03-01T09:30",
    };
    expect(await actionAnswer(publicationAction(form(scheduled)))).toEqual({
      redirect: expect.stringContaining("message=article-programme"),
    });
    // 9:30 in Paris on 1 March 2031 (winter time, UTC+1).
    const goesOut = Date.UTC(2031, 2, 1, 8, 30);
    expect(await queued()).toEqual(
      new Map([
        ["/blog", goesOut],
        ["/blog/calendrier-fiscal", goesOut],
      ]),
    );
  });
});
