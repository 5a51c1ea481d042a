import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { listAudit } from "../audit/audit.ts";
import { migrate } from "../schema/migrations.ts";
import type { Db } from "../store/db.ts";
import { importRedirects, listRedirects } from "./redirects-store.ts";

const redirect = (from: string, to: string) => ({ from, to, status: 301 as const, note: "" });

describe.each(["sqlite", "postgres"] as const)("store migration 25 on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  /** A list saved before chains were refused, then the migration run as on an older store. */
  async function migrateFrom(saved: ReturnType<typeof redirect>[]) {
    await importRedirects(db, () => saved, "s1", 1000);
    await db.run("DELETE FROM schema_migrations WHERE version = 25");
    await migrate(db, 5000);
  }

  it("points every chain straight at its final target, the code's redirects followed, and says so in the journal", async () => {
    await migrateFrom([
      redirect("/a", "/b"),
      redirect("/b", "/c?x=1"),
      redirect("/c", "/tarifs"),
      redirect("/vieille-faq", "/faq"),
      redirect("/boucle-1", "/boucle-2"),
      redirect("/boucle-2", "/boucle-1"),
      redirect("/direct", "/contact"),
    ]);
    const after = new Map((await listRedirects(db)).map((one) => [one.from, one]));
    expect(Object.fromEntries([...after].map(([from, one]) => [from, one.to]))).toEqual({
      "/a": "/tarifs",
      "/b": "/tarifs",
      "/c": "/tarifs",
      "/vieille-faq": "/ressources/faq",
      "/boucle-1": "/boucle-2",
      "/boucle-2": "/boucle-1",
      "/direct": "/contact",
    });
    expect(after.get("/a")?.updatedAt).toBe(5000);
    expect(after.get("/direct")?.updatedAt).toBe(1000);
    const [entry] = await listAudit(db);
    expect(entry).toMatchObject({ action: "redirect-chains-flattened", actorId: null });
    expect(entry?.detail).toContain("/a → /tarifs (était /b)");
    expect(entry?.detail).toContain("/vieille-faq → /ressources/faq (était /faq)");
    expect(entry?.detail).toContain("boucles laissées telles quelles\u00a0: /boucle-1, /boucle-2");
  });

  it("writes nothing, and nothing in the journal, when there is no chain", async () => {
    await migrateFrom([redirect("/direct", "/contact")]);
    expect((await listRedirects(db)).map((one) => one.updatedAt)).toEqual([1000]);
    expect(await listAudit(db)).toEqual([]);
  });
});
