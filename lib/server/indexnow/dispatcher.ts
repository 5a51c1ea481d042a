import { randomUUID } from "node:crypto";
import { indexNowKeyFilePath, indexNowOutcome } from "../../config/indexnow.ts";
import { networkErrorCode } from "../http/network-error.ts";
import type { Logger } from "../logger.ts";
import { pollLoop } from "../poll-loop.ts";
import { redirectSiteFacts } from "../seo/redirect-facts.ts";
import { retryAfterMs, retryDelay } from "../store/backoff.ts";
import type { Db } from "../store/db.ts";
import { claimIndexNowRound, settleIndexNowRound } from "./rounds.ts";

export interface IndexNowDispatcherOptions {
  /** The store, or how to reach it. */
  db: Db | (() => Promise<Db>);
  logger: Logger;
  /** INDEXNOW_KEY and INDEXNOW_ENDPOINT, checked by loadConfig. */
  key: string;
  endpoint: string;
  /** The site's origin (SITE_URL): the addresses sent and the key file's. */
  siteUrl: string;
  now?: () => number;
  random?: () => number;
  fetch?: typeof fetch;
  workerId?: string;
  timeoutMs?: number;
  pollMs?: number;
  lockMs?: number;
  retry?: { baseMs: number; maxMs: number };
  /** Which paths are kept out of search engines; by default the SEO desk's overrides and the built pages'. */
  noindexed?: ((db: Db) => Promise<(path: string) => boolean>) | undefined;
}

export interface IndexNowDispatcher {
  /** Sends one round if one is due; resolves with the number of addresses sent (0: none due). */
  runOnce(): Promise<number>;
  /** Sends the rounds due now, one after the other, until none is left or one is not accepted (`npm run outbox`). */
  drain(): Promise<number>;
  start(): void;
  /** Addresses were just queued: look now. */
  notify(): void;
  /** Stops; a round in flight is cut short and stays queued. */
  stop(): Promise<void>;
}

export const INDEXNOW_POLICY = {
  timeoutMs: 15_000,
  pollMs: 10_000,
  lockMs: 60_000,
  // 429 and 5xx: from a minute up to an hour between rounds, for as long as it takes.
  retry: { baseMs: 60_000, maxMs: 3_600_000 },
} as const;

/**
 * Sends the queued addresses to the IndexNow endpoint, one batched POST per round (JSON
 * {host, key, keyLocation, urlList}). 200/202: done. 429, 5xx, other answers and network errors:
 * kept and sent again with backoff (Retry-After as a floor). 403 (key refused): kept too, retried
 * with backoff, and shown as an alert. 400 and 422: recorded, shown as an alert, not sent again.
 * Rounds are leased in the store, so two instances never send the same one.
 */
export function createIndexNowDispatcher(options: IndexNowDispatcherOptions): IndexNowDispatcher {
  const { logger, key, endpoint } = options;
  const site = options.siteUrl.replace(/\/+$/, "");
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const send = options.fetch ?? fetch;
  const workerId = options.workerId ?? `indexnow-${randomUUID()}`;
  const timeoutMs = options.timeoutMs ?? INDEXNOW_POLICY.timeoutMs;
  const pollMs = options.pollMs ?? INDEXNOW_POLICY.pollMs;
  const lockMs = options.lockMs ?? INDEXNOW_POLICY.lockMs;
  const retry = options.retry ?? INDEXNOW_POLICY.retry;
  const noindexed = options.noindexed ?? (async (db: Db) => (await redirectSiteFacts(db)).noindexed);
  const database = typeof options.db === "function" ? options.db : async () => options.db as Db;

  const poll = pollLoop({
    round: () => runOnce(),
    idleMs: () => pollMs,
    onError: (caught) => logger.error({ error: networkErrorCode(caught) }, "indexnow round failed"),
  });

  async function runOnce(): Promise<number> {
    const db = await database();
    const round = await claimIndexNowRound(db, { workerId, now: now(), lockMs });
    if (!round) return 0;
    const isNoindex = await noindexed(db);
    const urls = round.paths.filter((path) => !isNoindex(path)).map((path) => `${site}${path}`);
    const settle = (result: Omit<Parameters<typeof settleIndexNowRound>[2], "workerId" | "urls">) =>
      settleIndexNowRound(db, round, { ...result, workerId, urls });
    if (urls.length === 0) {
      await settle({
        now: now(),
        statusCode: null,
        error: null,
        outcome: "sent",
        drop: true,
        nextAttemptAt: 0,
        record: false,
      });
      return 0;
    }
    const body = JSON.stringify({
      host: new URL(site).host,
      key,
      keyLocation: `${site}${indexNowKeyFilePath(key)}`,
      urlList: urls,
    });
    let statusCode: number | null = null;
    let error: string | null = null;
    let floorMs: number | undefined;
    try {
      const response = await send(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body,
        redirect: "manual",
        signal: AbortSignal.any([poll.signal, AbortSignal.timeout(timeoutMs)]),
      });
      statusCode = response.status;
      floorMs = retryAfterMs(response.headers.get("retry-after"), now());
      await response.body?.cancel();
    } catch (caught) {
      if (poll.signal.aborted) {
        await settle({
          now: now(),
          statusCode: null,
          error: null,
          outcome: "retry",
          drop: false,
          nextAttemptAt: 0,
          record: false,
        });
        return 0;
      }
      error = networkErrorCode(caught);
    }
    const at = now();
    const outcome = indexNowOutcome(statusCode);
    const kept = outcome === "retry" || outcome === "key-refused";
    const nextAttemptAt = kept ? at + retryDelay(round.failures + 1, { ...retry, retryAfterMs: floorMs }, random) : at;
    await settle({ now: at, statusCode, error, outcome, drop: !kept, nextAttemptAt, record: true });
    const entry = { urls: urls.length, status: statusCode, error, outcome };
    if (outcome === "sent") logger.info(entry, "indexnow submission accepted");
    else logger.warn(entry, "indexnow submission not accepted");
    return outcome === "sent" ? urls.length : 0;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await runOnce();
      total += sent;
      if (sent === 0) return total;
    }
  }

  return {
    runOnce,
    drain,
    start: poll.start,
    notify: poll.notify,
    stop: poll.stop,
  };
}
