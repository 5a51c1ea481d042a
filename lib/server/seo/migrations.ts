import type { Migration } from "../store/migrate.ts";
import { flattenRedirectChains } from "./redirect-chains.ts";

/** The migrations of redirects, the not-found log and the external links' checks (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const SEO_MIGRATIONS: readonly Migration[] = [
  {
    version: 5,
    name: "redirects",
    statements: [
      // The SEO desk's redirects: served by the middleware, counted as they are used.
      `CREATE TABLE redirects (
        from_path TEXT PRIMARY KEY,
        to_target TEXT NOT NULL,
        status INTEGER NOT NULL,
        note TEXT NOT NULL,
        hits BIGINT NOT NULL DEFAULT 0,
        last_hit_at BIGINT,
        updated_at BIGINT NOT NULL,
        updated_by TEXT
      )`,
    ],
  },
  {
    version: 6,
    name: "not-found log",
    statements: [
      // The unknown addresses asked for: the path and the referring host only, nothing personal.
      `CREATE TABLE not_found_log (
        path TEXT PRIMARY KEY,
        hits BIGINT NOT NULL,
        first_seen BIGINT NOT NULL,
        last_seen BIGINT NOT NULL,
        referrer_host TEXT
      )`,
      "CREATE INDEX not_found_log_last_seen ON not_found_log (last_seen)",
    ],
  },
  {
    version: 25,
    name: "redirect chains flattened",
    statements: [],
    // Lists saved before chains were refused (or imported from elsewhere) may hold A → B → C: A → C.
    run: flattenRedirectChains,
  },
  {
    version: 26,
    name: "external link checks",
    statements: [
      // The last check of each external address the pages hold (lib/server/seo/links-check.ts): its
      // final status or network error code, whether it answered 2xx, and where its redirects led.
      `CREATE TABLE link_checks (
        url TEXT PRIMARY KEY,
        status_code INTEGER,
        error TEXT,
        ok INTEGER NOT NULL,
        checked_at BIGINT NOT NULL,
        final_url TEXT
      )`,
      "CREATE INDEX link_checks_checked ON link_checks (checked_at)",
      // One row: the lease of the run in flight (one instance checks at a time) and the last run.
      `CREATE TABLE link_check_state (
        id TEXT PRIMARY KEY,
        locked_by TEXT,
        locked_until BIGINT NOT NULL,
        last_run_at BIGINT NOT NULL
      )`,
      "INSERT INTO link_check_state (id, locked_by, locked_until, last_run_at) VALUES ('daily', NULL, 0, 0)",
    ],
  },
  {
    version: 27,
    name: "search console performance",
    statements: [
      // Search Console's « Pages » export as last imported (lib/server/seo/search-performance.ts):
      // each page's clicks, impressions, CTR and average position, and the period compared with when
      // the export had two. CTR and position in hundredths (3,42 % → 342, 7,8 → 780): integers on both databases.
      `CREATE TABLE search_pages (
        path TEXT PRIMARY KEY,
        clicks BIGINT NOT NULL,
        impressions BIGINT NOT NULL,
        ctr_x100 INTEGER NOT NULL,
        position_x100 INTEGER NOT NULL,
        prev_clicks BIGINT,
        prev_impressions BIGINT,
        prev_ctr_x100 INTEGER,
        prev_position_x100 INTEGER,
        imported_at BIGINT NOT NULL
      )`,
      // A page's queries: its « Requêtes » export, filtered on that page in Search Console.
      `CREATE TABLE search_queries (
        path TEXT NOT NULL,
        query TEXT NOT NULL,
        clicks BIGINT NOT NULL,
        impressions BIGINT NOT NULL,
        ctr_x100 INTEGER NOT NULL,
        position_x100 INTEGER NOT NULL,
        prev_clicks BIGINT,
        prev_impressions BIGINT,
        prev_ctr_x100 INTEGER,
        prev_position_x100 INTEGER,
        imported_at BIGINT NOT NULL,
        PRIMARY KEY (path, query)
      )`,
    ],
  },
];
