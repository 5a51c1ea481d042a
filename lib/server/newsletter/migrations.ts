import type { Migration } from "../store/migrate.ts";

/** The migrations of the newsletter's double opt-in (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const NEWSLETTER_MIGRATIONS: readonly Migration[] = [
  {
    version: 21,
    name: "newsletter double opt-in",
    statements: [
      // One row per address (lib/server/newsletter/): the state of its subscription and the proof of
      // consent (moments, page, consent text's version); never an IP address. The link's nonce is
      // looked up, its signature checked with the site's key.
      `CREATE TABLE newsletter_subscriptions (
        email TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        submission_id TEXT,
        token_nonce TEXT,
        token_issued_at BIGINT,
        signed_up_at BIGINT NOT NULL,
        confirmed_at BIGINT,
        withdrawn_at BIGINT,
        page_path TEXT,
        consent_version TEXT NOT NULL,
        last_interest_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
      "CREATE UNIQUE INDEX newsletter_subscriptions_nonce ON newsletter_subscriptions (token_nonce)",
      "CREATE INDEX newsletter_subscriptions_state ON newsletter_subscriptions (state, last_interest_at)",
      // Each version of the consent text shown under the newsletter field, kept once.
      `CREATE TABLE consent_texts (
        version TEXT PRIMARY KEY,
        text TEXT NOT NULL,
        first_shown_at BIGINT NOT NULL
      )`,
    ],
  },
];
