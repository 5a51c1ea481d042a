import type { ContentKindId } from "../../catalog/content/kinds.ts";
import type { Db } from "../store/db.ts";
import { timeOrderedId } from "../store/time-ordered-id.ts";

/**
 * The history of a content desk's item (content_versions, migration 15): every saved draft,
 * publication and scheduled publication, kept with when and by whom, compared field by field and
 * restored as a new draft by the desk. The newest CONTENT_VERSIONS_KEPT of each item are kept.
 */
export const CONTENT_VERSIONS_KEPT = 200;

export type VersionAction = "draft" | "publish" | "schedule";

export interface ContentVersion {
  id: string;
  action: VersionAction;
  value: unknown;
  at: number;
  by: string | null;
}

/** Keeps a version of the item, inside the write's transaction, and forgets those past the newest CONTENT_VERSIONS_KEPT. */
export async function keepVersion(
  tx: Db,
  kind: ContentKindId,
  item: string,
  action: VersionAction,
  value: unknown,
  by: string,
  now: number,
): Promise<void> {
  await tx.run("INSERT INTO content_versions (id, kind, item, value, action, at, by_id) VALUES (?, ?, ?, ?, ?, ?, ?)", [
    timeOrderedId(now),
    kind,
    item,
    JSON.stringify(value),
    action,
    now,
    by,
  ]);
  const [oldest] = await tx.all<{ id: string }>(
    "SELECT id FROM content_versions WHERE kind = ? AND item = ? ORDER BY id DESC LIMIT 1 OFFSET ?",
    [kind, item, CONTENT_VERSIONS_KEPT],
  );
  if (oldest)
    await tx.run("DELETE FROM content_versions WHERE kind = ? AND item = ? AND id <= ?", [kind, item, oldest.id]);
}

interface Row {
  id: string;
  action: string;
  value: string;
  at: number | string;
  by_id: string | null;
}

const versionOf = (row: Row): ContentVersion => ({
  id: row.id,
  action: row.action as VersionAction,
  value: JSON.parse(row.value),
  at: Number(row.at),
  by: row.by_id,
});

/** The item's versions, newest first, `limit` at most. */
export async function contentVersions(
  db: Db,
  kind: ContentKindId,
  item: string,
  limit = CONTENT_VERSIONS_KEPT,
): Promise<ContentVersion[]> {
  const rows = await db.all<Row>(
    "SELECT id, action, value, at, by_id FROM content_versions WHERE kind = ? AND item = ? ORDER BY id DESC LIMIT ?",
    [kind, item, limit],
  );
  return rows.map(versionOf);
}

/** One version of the item, undefined when it is not (or no longer) kept. */
export async function contentVersionById(
  db: Db,
  kind: ContentKindId,
  item: string,
  id: string,
): Promise<ContentVersion | undefined> {
  const [row] = await db.all<Row>(
    "SELECT id, action, value, at, by_id FROM content_versions WHERE kind = ? AND item = ? AND id = ?",
    [kind, item, id],
  );
  return row && versionOf(row);
}
