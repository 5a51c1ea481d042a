import type { Migration } from "../store/migrate.ts";

/** The migrations of the forms' submissions, their outbox jobs and the limits' events (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const SUBMISSIONS_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "submissions, outbox and limit events",
    statements: [
      `CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        email TEXT,
        fields TEXT NOT NULL,
        idempotency_key TEXT,
        created_at BIGINT NOT NULL
      )`,
      "CREATE INDEX submissions_email ON submissions (email)",
      "CREATE INDEX submissions_type_created ON submissions (type, created_at)",
      "CREATE UNIQUE INDEX submissions_idempotency ON submissions (type, idempotency_key)",
      "CREATE UNIQUE INDEX submissions_newsletter_email ON submissions (email) WHERE type = 'newsletter'",
      `CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        channel TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_by TEXT,
        locked_until BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      "CREATE INDEX outbox_due ON outbox (status, next_attempt_at)",
      "CREATE INDEX outbox_submission ON outbox (submission_id)",
      `CREATE TABLE limit_events (
        key TEXT NOT NULL,
        at BIGINT NOT NULL
      )`,
      "CREATE INDEX limit_events_key_at ON limit_events (key, at)",
    ],
  },
  {
    version: 11,
    name: "where each lead comes from",
    statements: [
      // The path of the page the form was sent from (a dialog's page, not the dialog), and, when
      // the visitor accepted audience measurement, the visit's entry as JSON
      // ({ landing, source, utm? }). Erased with the lead.
      "ALTER TABLE submissions ADD COLUMN page_path TEXT",
      "ALTER TABLE submissions ADD COLUMN entry TEXT",
      "CREATE INDEX submissions_page_path ON submissions (page_path)",
    ],
  },
];
