import type { Migration } from "../store/migrate.ts";

/** The migrations of the staff's invitations and second factor steps (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const STAFF_MIGRATIONS: readonly Migration[] = [
  {
    version: 12,
    name: "staff invitations",
    statements: [
      // An administrator's invitation of a colleague: the link's token kept only as its SHA-256,
      // valid 72 hours, used once (used_at), or revoked (deleted).
      `CREATE TABLE staff_invitations (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        name TEXT NOT NULL,
        role TEXT NOT NULL,
        created_by TEXT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      )`,
    ],
  },
  {
    version: 13,
    name: "staff TOTP steps",
    statements: [
      // The last 30-second step whose authenticator code an account used: a code is accepted once.
      "CREATE TABLE staff_totp_steps (user_id TEXT PRIMARY KEY, step BIGINT NOT NULL)",
    ],
  },
];
