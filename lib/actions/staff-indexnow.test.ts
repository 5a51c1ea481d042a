import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { actionAnswer, setRequestHeaders } from "../../tests/support/next-request.ts";
import { sampleArticle } from "../../tests/support/sample-article.ts";
import { enrolledSession } from "../../tests/support/staff-sessions.ts";
import { createArticle } from "../server/articles/articles-store.ts";
import { addStaff } from "../server/staff/accounts.ts";
import { closeStaffDirectory, staffDirectory } from "../server/staff/directory.ts";
import { publicationAction } from "./staff-articles.ts";

/*
 * What the article actions tell search engines (IndexNow's queue), as Next.js calls them (a real
 * session of the store; only Next's request context is played): an article published is queued
 * at once with the blog's list, a scheduled one for its time, one taken offline at once.
 */

vi.mock("next/headers", () => import("../../tests/support/next-request.ts"));

const PASSWORD = "correct cheval agrafe";

const content = (slug: string) => sampleArticle({ slug });

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("IndexNow's queue, fed by the article actions", () => {
  let database: TestDatabase;
  let authorId = "";

  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
    database = await createTestDatabase("sqlite");
    vi.stubEnv("DATA_DIR", database.dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("LOG_LEVEL", "silent");
    const directory = await staffDirectory();
    const email = "redaction@exemple.fr";
    ({ id: authorId } = await addStaff(directory, { email, name: "Rédaction", password: PASSWORD, role: "redaction" }));
    setRequestHeaders((await enrolledSession(directory, { email, password: PASSWORD })).headers);
  });
  afterAll(async () => {
    await closeStaffDirectory();
    await database.drop();
    vi.unstubAllEnvs();
    delete process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS;
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
