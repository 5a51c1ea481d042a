import type { Migration } from "../store/migrate.ts";

/** The migrations of the leads' follow-up (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const LEADS_MIGRATIONS: readonly Migration[] = [
  {
    version: 19,
    name: "lead follow-up",
    statements: [
      // Who handles a lead and where it stands (lib/server/leads/follow-up.ts). Erased with the lead.
      "ALTER TABLE submissions ADD COLUMN owner_id TEXT",
      "ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'nouvelle'",
      "ALTER TABLE submissions ADD COLUMN lost_reason TEXT",
      "ALTER TABLE submissions ADD COLUMN lost_detail TEXT",
      "ALTER TABLE submissions ADD COLUMN follow_up_at BIGINT",
      "ALTER TABLE submissions ADD COLUMN first_contact_at BIGINT",
      // 0 for the leads stored before this migration: nobody was counting their time to first contact,
      // so they neither wait at the top of the list nor weigh on the weeks' figures.
      "ALTER TABLE submissions ADD COLUMN timed INTEGER NOT NULL DEFAULT 1",
      "UPDATE submissions SET timed = 0",
      "CREATE INDEX submissions_owner ON submissions (owner_id, created_at)",
      "CREATE INDEX submissions_status ON submissions (status, created_at)",
      // A lead's history: each change of owner, status or next step, and the notes, dated and signed.
      `CREATE TABLE lead_events (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL,
        at BIGINT NOT NULL,
        actor_id TEXT,
        kind TEXT NOT NULL,
        status TEXT,
        owner_id TEXT,
        reason TEXT,
        text TEXT,
        contact INTEGER NOT NULL DEFAULT 0,
        follow_up_at BIGINT
      )`,
      "CREATE INDEX lead_events_submission ON lead_events (submission_id, at)",
    ],
  },
];
