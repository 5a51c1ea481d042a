import { migrate } from "../../../lib/server/schema/migrations.ts";
import { importRedirects } from "../../../lib/server/seo/redirects-store.ts";
import type { Db } from "../../../lib/server/store/db.ts";
import { openSqliteDb } from "../../../lib/server/store/sqlite-db.ts";

/** How many redirects the bench saves: the desk's maximum (issue 56 measures the middleware's p99 with them). */
export const BENCH_REDIRECTS = 10_000;

/** The source of the bench's n-th redirect (each leads to /tarifs). */
export const benchRedirectSource = (n: number): string => `/ancienne-adresse-${n}`;

/** The redirect the bench follows, and polls to know the server serves the list. */
export const FOLLOWED_REDIRECT = benchRedirectSource(4_321);

async function withStore(dataDir: string, work: (db: Db) => Promise<unknown>): Promise<void> {
  const db = openSqliteDb(dataDir);
  try {
    await migrate(db);
    await work(db);
  } finally {
    await db.close();
  }
}

/** Saves BENCH_REDIRECTS redirects in a benchmark's SQLite store, as an import of the SEO desk would. */
export async function seedRedirects(dataDir: string): Promise<void> {
  const redirects = Array.from({ length: BENCH_REDIRECTS }, (_, n) => ({
    from: benchRedirectSource(n),
    to: "/tarifs",
    status: 301 as const,
    note: "",
  }));
  await withStore(dataDir, (db) => importRedirects(db, () => redirects, "bench", Date.now()));
}

/** Deletes every redirect of a benchmark's store. */
export async function clearRedirects(dataDir: string): Promise<void> {
  await withStore(dataDir, (db) => db.run("DELETE FROM redirects"));
}

/**
 * Waits until the server at `url` serves the saved list (`served`: FOLLOWED_REDIRECT answers 301)
 * or no longer does (404): its middleware reads the settings again every few seconds.
 */
export async function waitForRedirects(url: string, served: boolean): Promise<void> {
  const expected = served ? 301 : 404;
  const deadline = Date.now() + 60_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await fetch(`${url}${FOLLOWED_REDIRECT}`, { redirect: "manual" })).status;
    if (status === expected) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${FOLLOWED_REDIRECT} still answers ${status} after 60 s (expected ${expected})`);
}
