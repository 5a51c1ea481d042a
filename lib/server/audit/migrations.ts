import type { Migration } from "../store/migrate.ts";

/** The migrations of the staff's audit log (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const AUDIT_MIGRATIONS: readonly Migration[] = [
  {
    version: 2,
    name: "staff audit log",
    statements: [
      // Who did what and when in the back office: the staff member's id and the submission's id,
      // never a visitor's personal data. `detail` is technical (a count, a format).
      `CREATE TABLE staff_audit (
        id TEXT PRIMARY KEY,
        at BIGINT NOT NULL,
        actor_id TEXT,
        action TEXT NOT NULL,
        submission_id TEXT,
        detail TEXT
      )`,
      "CREATE INDEX staff_audit_at ON staff_audit (at)",
    ],
  },
];
