import type { Migration } from "../store/migrate.ts";

/** The migrations of the unwanted submissions (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const UNWANTED_MIGRATIONS: readonly Migration[] = [
  {
    version: 23,
    name: "unwanted submissions",
    statements: [
      // How a lead proved it was sent by a person: 'pow' (the challenge solved), 'timing' (the form
      // without JavaScript: honeypot, filling time, stricter throttle); null before this migration.
      "ALTER TABLE submissions ADD COLUMN proof TEXT",
      // What failed the checks: never delivered, kept 30 days for the team (« Indésirables »).
      `CREATE TABLE unwanted_submissions (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        email TEXT,
        fields TEXT NOT NULL,
        page_path TEXT,
        entry TEXT,
        reason TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      "CREATE INDEX unwanted_submissions_created ON unwanted_submissions (created_at)",
      "CREATE INDEX unwanted_submissions_email ON unwanted_submissions (email)",
    ],
  },
];
