import type { Migration } from "../store/migrate.ts";

/** The migrations of the site's settings and the consent banner's counts (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    version: 3,
    name: "site settings",
    statements: [
      // What the team sets in the back office for every visitor: one JSON value per key.
      `CREATE TABLE site_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at BIGINT NOT NULL,
        updated_by TEXT
      )`,
    ],
  },
  {
    version: 4,
    name: "consent counts and banner versions",
    statements: [
      // The cookie banner's choices, counted per Paris day and banner version: no identifier,
      // cookie or address (CNIL recommendation 2020-092).
      `CREATE TABLE consent_counts (
        day TEXT NOT NULL,
        version TEXT NOT NULL,
        choice TEXT NOT NULL,
        count BIGINT NOT NULL,
        PRIMARY KEY (day, version, choice)
      )`,
      // Each version of the banner: its texts, the hash of its code, and when it went live.
      `CREATE TABLE consent_banner_versions (
        version TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL,
        texts TEXT NOT NULL,
        live_since BIGINT NOT NULL
      )`,
    ],
  },
];
