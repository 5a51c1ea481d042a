import type { Migration } from "../store/migrate.ts";

/** The migrations of the content desk's items, versions, share links and locks (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const CONTENT_MIGRATIONS: readonly Migration[] = [
  {
    version: 14,
    name: "content desk items",
    statements: [
      // One row per item of the content desk (lib/catalog/content/kinds.ts) once anyone saved it:
      // the draft, the published value (NULL: the catalog's own, the page as built) and a
      // publication scheduled for a moment, each as JSON with when and by whom. `revision` grows
      // at every write: a save from an out-of-date form is refused.
      `CREATE TABLE content_items (
        kind TEXT NOT NULL,
        item TEXT NOT NULL,
        draft TEXT,
        draft_at BIGINT,
        draft_by TEXT,
        published TEXT,
        published_at BIGINT,
        published_by TEXT,
        scheduled TEXT,
        scheduled_at BIGINT,
        scheduled_by TEXT,
        revision INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, item)
      )`,
    ],
  },
  {
    version: 15,
    name: "content desk versions",
    statements: [
      // Every saved draft, publication and scheduled publication of a content desk's item, as JSON
      // with when and by whom: the history the desk compares and restores (the newest
      // CONTENT_VERSIONS_KEPT per item are kept).
      `CREATE TABLE content_versions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        item TEXT NOT NULL,
        value TEXT NOT NULL,
        action TEXT NOT NULL,
        at BIGINT NOT NULL,
        by_id TEXT
      )`,
      "CREATE INDEX content_versions_item ON content_versions (kind, item, id)",
    ],
  },
  {
    version: 16,
    name: "content desk reviews",
    statements: [
      // A review asked for the item's draft (who, when), and the last one sent back (who, when, why).
      "ALTER TABLE content_items ADD COLUMN review_at BIGINT",
      "ALTER TABLE content_items ADD COLUMN review_by TEXT",
      "ALTER TABLE content_items ADD COLUMN sent_back_at BIGINT",
      "ALTER TABLE content_items ADD COLUMN sent_back_by TEXT",
      "ALTER TABLE content_items ADD COLUMN sent_back_note TEXT",
    ],
  },
  {
    version: 17,
    name: "content desk share links",
    statements: [
      // A draft's preview shared with someone without an account: the link carries the id signed
      // with the server's secret; valid until expires_at (7 days at most), unless revoked; visits counted.
      `CREATE TABLE content_share_links (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        item TEXT NOT NULL,
        created_by TEXT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        revoked_at BIGINT,
        visits INTEGER NOT NULL DEFAULT 0
      )`,
      "CREATE INDEX content_share_links_item ON content_share_links (kind, item)",
    ],
  },
  {
    version: 18,
    name: "content desk locks",
    statements: [
      // Who is editing an item, since when, and when their page last said it was open: two people on
      // one item see each other, and « Prendre la main » moves the lock.
      `CREATE TABLE content_locks (
        kind TEXT NOT NULL,
        item TEXT NOT NULL,
        holder TEXT NOT NULL,
        since BIGINT NOT NULL,
        seen_at BIGINT NOT NULL,
        PRIMARY KEY (kind, item)
      )`,
    ],
  },
];
