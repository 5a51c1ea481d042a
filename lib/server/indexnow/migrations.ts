import type { Migration } from "../store/migrate.ts";

/** The migrations of IndexNow's queue (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const INDEXNOW_MIGRATIONS: readonly Migration[] = [
  {
    version: 24,
    name: "indexnow submissions",
    statements: [
      // The addresses search engines are to hear of (lib/server/indexnow/): one row per path, so a
      // path queued twice before the next round is sent once; batch_id marks the round sending it.
      `CREATE TABLE indexnow_pending (
        path TEXT PRIMARY KEY,
        queued_at BIGINT NOT NULL,
        batch_id TEXT
      )`,
      "CREATE INDEX indexnow_pending_batch ON indexnow_pending (batch_id)",
      // One row: the lease of the round in flight (one instance sends at a time) and the backoff.
      `CREATE TABLE indexnow_state (
        id TEXT PRIMARY KEY,
        locked_by TEXT,
        locked_until BIGINT NOT NULL,
        failures INTEGER NOT NULL,
        next_attempt_at BIGINT NOT NULL
      )`,
      "INSERT INTO indexnow_state (id, locked_by, locked_until, failures, next_attempt_at) VALUES ('queue', NULL, 0, 0, 0)",
      // The last submissions and the endpoint's answer (the SEO desk shows them; 100 kept).
      `CREATE TABLE indexnow_submissions (
        id TEXT PRIMARY KEY,
        sent_at BIGINT NOT NULL,
        url_count INTEGER NOT NULL,
        status_code INTEGER,
        error TEXT,
        outcome TEXT NOT NULL,
        urls TEXT NOT NULL
      )`,
      "CREATE INDEX indexnow_submissions_sent ON indexnow_submissions (sent_at)",
    ],
  },
];
