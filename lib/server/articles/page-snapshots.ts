import type { Db } from "../store/db.ts";

/** A public page as rendered for one version of the published articles, with its scripts' hashes (its CSP). */
export interface PageSnapshot {
  path: string;
  version: string;
  body: string;
  scriptHashes: string[];
}

/** The page kept for `path` if it was rendered for `version` (an older one is not served). */
export async function readSnapshot(db: Db, path: string, version: string): Promise<PageSnapshot | undefined> {
  const [row] = await db.all<{ body: string; script_hashes: string }>(
    "SELECT body, script_hashes FROM page_snapshots WHERE path = ? AND version = ?",
    [path, version],
  );
  return row && { path, version, body: row.body, scriptHashes: JSON.parse(row.script_hashes) as string[] };
}

/** Keeps a rendered page for every instance, over the one of an earlier version. */
export async function writeSnapshot(db: Db, snapshot: PageSnapshot, now = Date.now()): Promise<void> {
  await db.run(
    `INSERT INTO page_snapshots (path, version, body, script_hashes, stored_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET version = excluded.version, body = excluded.body,
       script_hashes = excluded.script_hashes, stored_at = excluded.stored_at`,
    [snapshot.path, snapshot.version, snapshot.body, JSON.stringify(snapshot.scriptHashes), now],
  );
}
