/**
 * The audience tables of a test's store, read as the desk would (lib/server/audience/tables.ts):
 * for the tests that send beacons and then poll until the counts are written (the tally writes
 * every AUDIENCE_FLUSH_MS; the browser tests' servers set it to 200). Reads a SQLite data folder or
 * a PostgreSQL URL with a connection of its own, closed at once; before the store's first start
 * (no table yet) every count is 0.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { AudienceMetricsRow, AudienceViewsRow } from "../../lib/server/audience/tables.ts";

/** Where a server's store is: its DATA_DIR, and its DATABASE_URL when it runs on PostgreSQL. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

async function rows<T>(store: StoreLocation, sql: string): Promise<T[]> {
  if (store.databaseUrl) {
    const client = new pg.Client({ connectionString: store.databaseUrl, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return (await client.query(sql)).rows as T[];
    } catch (error) {
      if ((error as { code?: string }).code === "42P01") return []; // undefined_table: not migrated yet
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(join(store.dataDir, "site.db"), { readOnly: true });
  } catch {
    return []; // no database file yet
  }
  try {
    return db.prepare(sql).all() as T[];
  } catch (error) {
    if (/no such table/.test((error as Error).message)) return [];
    throw error;
  } finally {
    db.close();
  }
}

/** Every row of `audience_views`, counts as numbers, in key order. */
export async function audienceViewRows(store: StoreLocation): Promise<AudienceViewsRow[]> {
  const read = await rows<AudienceViewsRow>(
    store,
    "SELECT * FROM audience_views ORDER BY day, route, device, source, utm_source, utm_medium, utm_campaign",
  );
  return read.map((row) => ({ ...row, views: Number(row.views), entries: Number(row.entries) }));
}

/** Every row of `audience_metrics`, counts as numbers, in key order. */
export async function audienceMetricRows(store: StoreLocation): Promise<AudienceMetricsRow[]> {
  const read = await rows<AudienceMetricsRow>(
    store,
    "SELECT * FROM audience_metrics ORDER BY day, route, device, metric, bucket",
  );
  return read.map((row) => ({ ...row, bucket: Number(row.bucket), count: Number(row.count) }));
}

/** The views counted for `route` (every route when omitted), all days, devices and sources: what a poll waits for. */
export async function audienceViewsCounted(store: StoreLocation, route?: string): Promise<number> {
  return (await audienceViewRows(store))
    .filter((row) => route === undefined || row.route === route)
    .reduce((sum, row) => sum + row.views, 0);
}

/** The measurements of `metric` counted for `route`, all buckets together. */
export async function audienceMetricCount(store: StoreLocation, route: string, metric: string): Promise<number> {
  return (await audienceMetricRows(store))
    .filter((row) => row.route === route && row.metric === metric)
    .reduce((sum, row) => sum + row.count, 0);
}
