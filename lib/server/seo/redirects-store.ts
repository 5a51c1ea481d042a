import {
  flattenedOnto,
  type NotedRedirect,
  REDIRECT_LIMITS,
  type Redirect,
  type RedirectCheck,
  type RedirectEntry,
} from "../../config/redirect-rules.ts";
import type { Db } from "../store/db.ts";
import { containsPattern, foldedSql } from "../store/text-search.ts";

/** The SEO desk's redirects in the store: the list, its changes (one at a time, checked inside the transaction) and their hits. */

interface Row {
  from_path: string;
  to_target: string;
  status: number | string;
  note: string;
  hits: number | string;
  last_hit_at: number | string | null;
  updated_at: number | string;
}

const entryOf = (row: Row): RedirectEntry => ({
  from: row.from_path,
  to: row.to_target,
  status: Number(row.status) as Redirect["status"],
  note: row.note,
  hits: Number(row.hits),
  lastHitAt: row.last_hit_at === null ? null : Number(row.last_hit_at),
  updatedAt: Number(row.updated_at),
});

const LOCK = "redirects";
const COLUMNS = "from_path, to_target, status, note, hits, last_hit_at, updated_at";

/** Every redirect, by source path. */
export async function listRedirects(db: Db): Promise<RedirectEntry[]> {
  const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM redirects ORDER BY from_path`);
  return rows.map(entryOf);
}

/** Redirects shown on one page of the desk's list. */
export const REDIRECTS_PAGE_SIZE = 100;

export interface RedirectsPage {
  rows: RedirectEntry[];
  /** Redirects matching the search (all of them without one). */
  matching: number;
  /** Every redirect of the site. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of the list, by source path, those whose source, target or note contains `search`
 * (a path also as the middleware stores it: « café » finds /caf%C3%A9).
 */
export async function redirectsPage(
  db: Db,
  { search = "", page = 1, pageSize = REDIRECTS_PAGE_SIZE }: { search?: string; page?: number; pageSize?: number } = {},
): Promise<RedirectsPage> {
  const text = search.trim();
  const needles = [...new Set([text, encodeURI(text)])].map(containsPattern);
  const where = text
    ? ` WHERE ${[
        ...needles.flatMap(() => ["LOWER(from_path) LIKE ? ESCAPE '\\'", "LOWER(to_target) LIKE ? ESCAPE '\\'"]),
        `${foldedSql("note")} LIKE ? ESCAPE '\\'`,
      ].join(" OR ")}`
    : "";
  const params = text ? [...needles.flatMap((needle) => [needle, needle]), containsPattern(text)] : [];
  const [all] = await db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM redirects");
  const [found] = text
    ? await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM redirects${where}`, params)
    : [all];
  const total = Number(all?.n ?? 0);
  const matching = Number(found?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM redirects${where} ORDER BY from_path LIMIT ? OFFSET ?`, [
    ...params,
    pageSize,
    (current - 1) * pageSize,
  ]);
  return { rows: rows.map(entryOf), matching, total, page: current, pageCount };
}

/** The redirect at `from`, if there is one. */
export async function redirectAt(db: Db, from: string): Promise<RedirectEntry | undefined> {
  const [row] = await db.all<Row>(`SELECT ${COLUMNS} FROM redirects WHERE from_path = ?`, [from]);
  return row ? entryOf(row) : undefined;
}

/** Source, target, code and note of each: what an import compares its lines with. */
export async function redirectsWithNotes(db: Db): Promise<NotedRedirect[]> {
  return (await listRedirects(db)).map(({ from, to, status, note }) => ({ from, to, status, note }));
}

/** What the middleware serves: source, target and code of each. */
export async function servedRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.all<Pick<Row, "from_path" | "to_target" | "status">>(
    "SELECT from_path, to_target, status FROM redirects ORDER BY from_path",
  );
  return rows.map((row) => ({
    from: row.from_path,
    to: row.to_target,
    status: Number(row.status) as Redirect["status"],
  }));
}

/**
 * Writes one redirect, its hits kept when it existed. `keepNote`: an empty note leaves the one
 * there (an import's line without a note); otherwise the note is the one given (the form).
 */
async function upsert(tx: Db, redirect: NotedRedirect, actorId: string | null, now: number, keepNote = false) {
  const note = keepNote ? "CASE WHEN excluded.note = '' THEN redirects.note ELSE excluded.note END" : "excluded.note";
  await tx.run(
    `INSERT INTO redirects (from_path, to_target, status, note, hits, last_hit_at, updated_at, updated_by)
     VALUES (?, ?, ?, ?, 0, NULL, ?, ?)
     ON CONFLICT (from_path) DO UPDATE SET to_target = excluded.to_target, status = excluded.status,
       note = ${note}, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [redirect.from, redirect.to, redirect.status, redirect.note, now, actorId],
  );
}

export type RedirectSave = RedirectCheck & { flattened?: number; tooMany?: boolean };

/**
 * Adds a redirect, or changes the one at `replacing`: `check` judges it against all the others as
 * they are inside the transaction (two staff members saving at once cannot make a loop). The
 * redirects that ended at its source are pointed at its target (`flattened`: how many).
 */
export async function saveRedirect(
  db: Db,
  replacing: string | undefined,
  check: (others: ReadonlyMap<string, Redirect>) => RedirectCheck,
  actorId: string,
  now: number,
): Promise<RedirectSave> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const others = new Map((await servedRedirects(tx)).map((redirect) => [redirect.from, redirect]));
    if (replacing !== undefined) others.delete(replacing);
    else if (others.size >= REDIRECT_LIMITS.count) return { ok: false, errors: {}, tooMany: true };
    const result = check(others);
    if (!result.ok) return result;
    const { redirect } = result;
    if (replacing !== undefined && replacing !== redirect.from)
      await tx.run("DELETE FROM redirects WHERE from_path = ?", [replacing]);
    await upsert(tx, redirect, actorId, now);
    const flattened = flattenedOnto(redirect.from, redirect.to, others.values());
    for (const onto of flattened)
      await tx.run("UPDATE redirects SET to_target = ?, updated_at = ?, updated_by = ? WHERE from_path = ?", [
        onto.to,
        now,
        actorId,
        onto.from,
      ]);
    return { ...result, flattened: flattened.length };
  });
}

/** Deletes the redirect at `from`; false when there was none. */
export async function deleteRedirect(db: Db, from: string): Promise<boolean> {
  return (await db.run("DELETE FROM redirects WHERE from_path = ?", [from])) > 0;
}

/**
 * Merges an import: each redirect added or changed (its note replaced when the file gives one,
 * its hits kept); what the file does not name stays. Checked again by `plan` inside the
 * transaction, against the list as it is then: returns what it wrote.
 */
export async function importRedirects(
  db: Db,
  plan: (current: ReadonlyMap<string, NotedRedirect>) => NotedRedirect[],
  actorId: string,
  now: number,
): Promise<NotedRedirect[]> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const current = new Map((await redirectsWithNotes(tx)).map((redirect) => [redirect.from, redirect]));
    const writes = plan(current);
    for (const redirect of writes) await upsert(tx, redirect, actorId, now, true);
    return writes;
  });
}

/** Counts the uses the middlewares reported (source → how many), for the redirects that still exist. */
export async function countRedirectHits(db: Db, hits: ReadonlyMap<string, number>, now: number): Promise<void> {
  if (hits.size === 0) return;
  await db.transaction(async (tx) => {
    for (const [from, count] of hits)
      await tx.run(
        "UPDATE redirects SET hits = hits + ?, last_hit_at = CASE WHEN last_hit_at IS NULL OR last_hit_at < ? THEN ? ELSE last_hit_at END WHERE from_path = ?",
        [count, now, now, from],
      );
  });
}
