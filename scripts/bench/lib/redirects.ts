import { importRedirects } from "../../../lib/server/seo/redirects-store.ts";
import { migrate } from "../../../lib/server/store/migrations.ts";
import { openSqliteDb } from "../../../lib/server/store/sqlite-db.ts";

/** How many redirects the bench saves: the five thousand. */
export const BENCH_REDIRECTS = 5_000;

/** The source of the bench's n-th redirect (each leads to /tarifs). */
export const benchRedirectSource = (n: number): string => `/ancienne-adresse-${n}`;

/** Saves BENCH_REDIRECTS redirects in a benchmark's SQLite store, as an import of the SEO desk would (issue 31). */
export async function seedRedirects(dataDir: string): Promise<void> {
  const db = openSqliteDb(dataDir);
  try {
    await migrate(db);
    const redirects = Array.from({ length: BENCH_REDIRECTS }, (_, n) => ({
      from: benchRedirectSource(n),
      to: "/tarifs",
      status: 301 as const,
      note: "",
    }));
    await importRedirects(db, () => redirects, "bench", Date.now());
  } finally {
    await db.close();
  }
}
