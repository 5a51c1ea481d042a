import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import type { Db } from "../store/db.ts";
import { knownRoutes, PUBLISHED_SLUGS_TTL_MS } from "./known-routes.ts";

const PAGES = ["/", "/404", "/blog", "/blog/article-du-build", "/tarifs", "/tarifs/crmpro"];
const NOW = Date.UTC(2026, 10, 24, 12);

async function article(db: Db, slug: string, state: "live" | "draft", publishAt: number | null): Promise<void> {
  await db.run(
    `INSERT INTO articles (id, slug, title, category, content, search_text, state, publish_at, version, created_at, updated_at, updated_by)
     VALUES (?, ?, 'Titre', 'Gestion', 'Texte', 'titre texte', ?, ?, 1, 0, 0, NULL)`,
    [`id-${slug}`, slug, state, publishAt],
  );
}

describe.each(["sqlite", "postgres"] as const)("the routes a beacon may count, on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("are the build's public pages, not the not-found page nor any other path", async () => {
    const routes = knownRoutes(
      () => PAGES,
      async () => db,
    );
    for (const path of ["/", "/blog", "/tarifs", "/tarifs/crmpro"])
      expect(await routes.has(path, NOW), path).toBe(true);
    for (const path of ["/404", "/admin", "/admin/audience", "/tarifs/inconnu", "/_not-found", "/mesure-audience"])
      expect(await routes.has(path, NOW), path).toBe(false);
  });

  it("are the articles out now in the store, read once per interval", async () => {
    await article(db, "publie", "live", NOW - 1_000);
    await article(db, "programme", "live", NOW + 60_000);
    await article(db, "brouillon", "draft", null);
    let reads = 0;
    const routes = knownRoutes(
      () => PAGES,
      async () => {
        reads++;
        return db;
      },
    );
    expect(await routes.has("/blog/publie", NOW)).toBe(true);
    expect(await routes.has("/blog/programme", NOW)).toBe(false);
    expect(await routes.has("/blog/brouillon", NOW)).toBe(false);
    expect(await routes.has("/blog/article-du-build", NOW)).toBe(false); // not in the store: not out
    expect(await routes.has("/blog/publie/autre", NOW)).toBe(false);
    expect(reads).toBe(1);
    // A new article within the interval waits for the next reading.
    await article(db, "nouveau", "live", NOW);
    expect(await routes.has("/blog/nouveau", NOW + PUBLISHED_SLUGS_TTL_MS - 1)).toBe(false);
    expect(await routes.has("/blog/nouveau", NOW + PUBLISHED_SLUGS_TTL_MS)).toBe(true);
    expect(await routes.has("/blog/programme", NOW + 55_000)).toBe(false); // read again, not out yet
    expect(await routes.has("/blog/programme", NOW + 60_000)).toBe(false); // its moment came, not read again yet
    expect(await routes.has("/blog/programme", NOW + 55_000 + PUBLISHED_SLUGS_TTL_MS)).toBe(true);
    expect(reads).toBe(4);
  });

  it("keep the last articles read while the store does not answer, or the build's before any", async () => {
    await article(db, "publie", "live", NOW - 1_000);
    let out = false;
    const routes = knownRoutes(
      () => PAGES,
      async () => {
        if (out) throw new Error("store out");
        return db;
      },
    );
    expect(await routes.has("/blog/publie", NOW)).toBe(true);
    out = true;
    expect(await routes.has("/blog/publie", NOW + PUBLISHED_SLUGS_TTL_MS)).toBe(true);
    const never = knownRoutes(
      () => PAGES,
      async () => {
        throw new Error("store out");
      },
    );
    expect(await never.has("/blog/article-du-build", NOW)).toBe(true);
    expect(await never.has("/blog/publie", NOW)).toBe(false);
  });
});
