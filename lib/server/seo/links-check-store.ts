import { LINKS_CHECK } from "../../config/links-report.ts";
import { type Db, placeholders } from "../store/db.ts";

/** One external address checked: its final answer (after the redirects followed) or why there was none. */
export interface LinkCheckResult {
  url: string;
  /** True when the final answer was 2xx. */
  ok: boolean;
  /** The final HTTP status; null when no answer came (see `error`). */
  status: number | null;
  /** "timeout", "too-many-redirects", "address-refused", "unknown-name", "invalid" or a network error code. */
  error: string | null;
  /** Where the redirects led, when some were followed to a 2xx answer; null otherwise. */
  finalUrl: string | null;
}

/** An external address's latest check when it failed (what the links report shows). */
export interface LinkCheckFailure {
  status: number | null;
  error: string | null;
  checkedAt: number;
}

const LOCK = "link-check";
const STATE = "daily";
/** Addresses per IN list: well under both databases' bound on parameters. */
const CHUNK = 500;

type Stored = number | string;

/**
 * Takes the day's run for `workerId` when one is due (the last run a day ago or more, `everyMs`)
 * and no other instance holds the lease (or its lease is over: it stopped mid-run). The lease lasts
 * until now + leaseMs. In one transaction under the run's lock, so two instances never run the same
 * day's check. True when taken.
 */
export async function claimLinksRun(
  db: Db,
  options: { workerId: string; now: number; everyMs?: number; leaseMs?: number },
): Promise<boolean> {
  const { workerId, now } = options;
  const everyMs = options.everyMs ?? LINKS_CHECK.everyMs;
  const leaseMs = options.leaseMs ?? LINKS_CHECK.leaseMs;
  const due = (state: { locked_until: Stored; last_run_at: Stored } | undefined) =>
    state !== undefined && Number(state.locked_until) <= now && Number(state.last_run_at) + everyMs <= now;
  // Most polls find nothing due: one read, no write transaction for nothing.
  const [seen] = await db.all<{ locked_until: Stored; last_run_at: Stored }>(
    "SELECT locked_until, last_run_at FROM link_check_state WHERE id = ?",
    [STATE],
  );
  if (!due(seen)) return false;
  return db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    const [state] = await tx.all<{ locked_until: Stored; last_run_at: Stored }>(
      "SELECT locked_until, last_run_at FROM link_check_state WHERE id = ?",
      [STATE],
    );
    if (!due(state)) return false;
    await tx.run("UPDATE link_check_state SET locked_by = ?, locked_until = ? WHERE id = ?", [
      workerId,
      now + leaseMs,
      STATE,
    ]);
    return true;
  });
}

/**
 * Ends `workerId`'s run: the day's run done at `now` (the time it was claimed, so that the runs
 * keep their hour), the lease freed. Nothing when the lease went to another instance meanwhile.
 */
export async function finishLinksRun(db: Db, workerId: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    await tx.run(
      "UPDATE link_check_state SET locked_by = NULL, locked_until = 0, last_run_at = ? WHERE id = ? AND locked_by = ?",
      [now, STATE, workerId],
    );
  });
}

/** Frees `workerId`'s lease without counting the run (stopped or failed): the next poll runs it again. */
export async function releaseLinksRun(db: Db, workerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.lockKeys([LOCK]);
    await tx.run("UPDATE link_check_state SET locked_by = NULL, locked_until = 0 WHERE id = ? AND locked_by = ?", [
      STATE,
      workerId,
    ]);
  });
}

/** Keeps each address's latest check, made at `now`. */
export async function recordLinkChecks(db: Db, results: readonly LinkCheckResult[], now: number): Promise<void> {
  if (results.length === 0) return;
  await db.transaction(async (tx) => {
    for (const result of results) {
      await tx.run(
        `INSERT INTO link_checks (url, status_code, error, ok, checked_at, final_url) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (url) DO UPDATE SET status_code = excluded.status_code, error = excluded.error, ok = excluded.ok,
           checked_at = excluded.checked_at, final_url = excluded.final_url`,
        [result.url, result.status, result.error, result.ok ? 1 : 0, now, result.finalUrl],
      );
    }
  });
}

/** The addresses whose latest check failed, with its status or error: what the links report shows. */
export async function externalLinkFailures(db: Db): Promise<Map<string, LinkCheckFailure>> {
  const rows = await db.all<{ url: string; status_code: Stored | null; error: string | null; checked_at: Stored }>(
    "SELECT url, status_code, error, checked_at FROM link_checks WHERE ok = 0 ORDER BY url",
  );
  return new Map(
    rows.map((row) => [
      row.url,
      {
        status: row.status_code === null ? null : Number(row.status_code),
        error: row.error,
        checkedAt: Number(row.checked_at),
      },
    ]),
  );
}

/** The addresses whose latest check answered 2xx after redirects, and where they led. */
export async function externalLinkRedirects(db: Db): Promise<Map<string, string>> {
  const rows = await db.all<{ url: string; final_url: string }>(
    "SELECT url, final_url FROM link_checks WHERE ok = 1 AND final_url IS NOT NULL ORDER BY url",
  );
  return new Map(rows.map((row) => [row.url, row.final_url]));
}

/**
 * Forgets the checks older than forgetAfterMs of addresses no page holds any more (not in
 * `keepUrls`); those still held stay, to be checked again. Returns how many were forgotten.
 */
export async function forgetLinkChecks(
  db: Db,
  keepUrls: Iterable<string>,
  now: number,
  forgetAfterMs: number = LINKS_CHECK.forgetAfterMs,
): Promise<number> {
  const keep = new Set(keepUrls);
  const stale = await db.all<{ url: string }>("SELECT url FROM link_checks WHERE checked_at < ?", [
    now - forgetAfterMs,
  ]);
  const gone = stale.map((row) => row.url).filter((url) => !keep.has(url));
  let forgotten = 0;
  for (let i = 0; i < gone.length; i += CHUNK) {
    const slice = gone.slice(i, i + CHUNK);
    forgotten += await db.run(
      `DELETE FROM link_checks WHERE checked_at < ? AND url IN (${placeholders(slice.length)})`,
      [now - forgetAfterMs, ...slice],
    );
  }
  return forgotten;
}

/**
 * At most `limit` of `urls` (each once) to check now: those never checked first (in the order
 * given), then those checked longest ago.
 */
export async function linksToCheck(db: Db, urls: Iterable<string>, limit: number): Promise<string[]> {
  const wanted = [...new Set(urls)];
  if (limit <= 0 || wanted.length === 0) return [];
  const checkedAt = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const slice = wanted.slice(i, i + CHUNK);
    const rows = await db.all<{ url: string; checked_at: Stored }>(
      `SELECT url, checked_at FROM link_checks WHERE url IN (${placeholders(slice.length)})`,
      slice,
    );
    for (const row of rows) checkedAt.set(row.url, Number(row.checked_at));
  }
  const never = wanted.filter((url) => !checkedAt.has(url));
  const checked = wanted
    .filter((url) => checkedAt.has(url))
    .sort((a, b) => (checkedAt.get(a) ?? 0) - (checkedAt.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
  return [...never, ...checked].slice(0, limit);
}
