import type { ContentKindId } from "../../catalog/content/kinds.ts";
import { LOCK_STALE_MS } from "../../config/content-lock.ts";
import type { Db } from "../store/db.ts";

/**
 * Who is editing a content desk's item (content_locks, migration 18). Opening the item takes the lock
 * when nobody holds it (or its holder's page has not said it was open for LOCK_STALE_MS: a tab
 * closed); the holder's page renews it every LOCK_RENEW_MS (lib/config/content-lock.ts) (with the autosave, which never releases
 * it). Anyone else sees who and since when, and « Prendre la main » moves it to them: the former
 * holder's page is told at its next renewal, keeps what it typed, and its saves are refused.
 */

export type LockState = { held: true; since: number } | { held: false; holder: string; since: number };

interface Row {
  holder: string;
  since: number | string;
  seen_at: number | string;
}

async function current(tx: Db, kind: ContentKindId, item: string): Promise<Row | undefined> {
  const [row] = await tx.all<Row>("SELECT holder, since, seen_at FROM content_locks WHERE kind = ? AND item = ?", [
    kind,
    item,
  ]);
  return row;
}

/**
 * The lock for `who` at `now`: taken when free or stale, renewed when theirs (`take`: taken over
 * from whoever holds it). Otherwise who holds it, and since when.
 */
export async function claimLock(
  db: Db,
  kind: ContentKindId,
  item: string,
  who: string,
  now = Date.now(),
  take = false,
): Promise<LockState> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([`content-lock:${kind}:${item}`]);
    const row = await current(tx, kind, item);
    if (row && row.holder === who) {
      await tx.run("UPDATE content_locks SET seen_at = ? WHERE kind = ? AND item = ?", [now, kind, item]);
      return { held: true, since: Number(row.since) };
    }
    if (row && !take && now - Number(row.seen_at) < LOCK_STALE_MS)
      return { held: false, holder: row.holder, since: Number(row.since) };
    if (row)
      await tx.run("UPDATE content_locks SET holder = ?, since = ?, seen_at = ? WHERE kind = ? AND item = ?", [
        who,
        now,
        now,
        kind,
        item,
      ]);
    else
      await tx.run("INSERT INTO content_locks (kind, item, holder, since, seen_at) VALUES (?, ?, ?, ?, ?)", [
        kind,
        item,
        who,
        now,
        now,
      ]);
    return { held: true, since: now };
  });
}

/** Whether someone else holds the item's lock at `now` (their id and since when); undefined when `who` may write. */
export async function heldByOther(
  db: Db,
  kind: ContentKindId,
  item: string,
  who: string,
  now = Date.now(),
): Promise<{ holder: string; since: number } | undefined> {
  const row = await current(db, kind, item);
  if (!row || row.holder === who || now - Number(row.seen_at) >= LOCK_STALE_MS) return undefined;
  return { holder: row.holder, since: Number(row.since) };
}

/** Lets the item go once its holder is done with it (published, handed over for review, abandoned). */
export async function releaseLock(db: Db, kind: ContentKindId, item: string, who: string): Promise<void> {
  await db.run("DELETE FROM content_locks WHERE kind = ? AND item = ? AND holder = ?", [kind, item, who]);
}
