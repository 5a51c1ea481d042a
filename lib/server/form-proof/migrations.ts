import type { Migration } from "../store/migrate.ts";

/** The migrations of the form proofs and the site's keys (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const FORM_PROOF_MIGRATIONS: readonly Migration[] = [
  {
    version: 22,
    name: "form proofs",
    statements: [
      // The ALTCHA solutions already accepted, until their challenge expires: a replay is refused on
      // every instance (lib/server/form-proof/).
      `CREATE TABLE form_proofs_used (
        signature TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      )`,
      "CREATE INDEX form_proofs_used_expires ON form_proofs_used (expires_at)",
      // The site's own signing keys (newsletter links, ALTCHA challenges, the forms' filling time):
      // made once by the first instance, the same for all, never shown.
      `CREATE TABLE site_keys (
        name TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
    ],
  },
];
