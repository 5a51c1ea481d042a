import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { LINKS_CHECK } from "../../config/links-report.ts";
import { networkErrorCode } from "../http/network-error.ts";
import type { Logger } from "../logger.ts";
import { pollLoop } from "../poll-loop.ts";
import type { Db } from "../store/db.ts";
import { refusedRange } from "../webhooks/address-ranges.ts";
import { isAllowedOrigin } from "../webhooks/endpoint-address.ts";
import { AddressRefusedError, guardedRequest } from "../webhooks/guarded-fetch.ts";
import {
  claimLinksRun,
  finishLinksRun,
  forgetLinkChecks,
  type LinkCheckResult,
  linksToCheck,
  recordLinkChecks,
  releaseLinksRun,
} from "./links-check-store.ts";

/** How the checker introduces itself to the sites it checks. */
export const LINKS_CHECK_USER_AGENT = "Mozilla/5.0 (compatible; VerificateurLiens/1.0)";

export interface LinksCheckerOptions {
  /** The store, or how to reach it. */
  db: Db | (() => Promise<Db>);
  logger: Logger;
  /** The external addresses the pages hold now (the links report's server code gives them). */
  urls: () => Promise<string[]>;
  /** By default linkCheckFetch(allowedOrigins): never a private address. */
  fetch?: typeof fetch;
  /** The store's clock (the day's run, the checks' times). */
  now?: () => number;
  workerId?: string;
  pollMs?: number;
  /** Origins reached even on a private address (the tests' stand-in). */
  allowedOrigins?: readonly string[];
  /** Test overrides; LINKS_CHECK's values by default. */
  perDay?: number;
  hostsAtOnce?: number;
  perHostGapMs?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** The monotonic clock and the wait used to space the requests to a host (tests inject their own). */
  pace?: { now(): number; sleep(ms: number): Promise<void> };
}

export interface LinksChecker {
  /** Runs the day's check if it is due and no other instance runs it; resolves with the number of addresses checked. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops; a run in flight is cut short: the checks done are kept, the rest waits for the next run. */
  stop(): Promise<void>;
}

/** Thrown inside a run when the checker stops. */
class Stopped extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A `fetch` for the links check (HEAD or GET, no body, redirects never followed) that connects
 * only to public addresses, like the webhooks' guardedFetch but for http as well as https: an IP
 * address of a refused range or `localhost` refused before connecting, a name's addresses checked
 * when it is resolved (publicOnlyLookup), both lifted for `allowedOrigins`. Refusals throw
 * AddressRefusedError (code EADDRREFUSED). The answer's body is never read: the connection closes
 * once its head is in.
 */
export function linkCheckFetch(allowedOrigins: readonly string[]): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    if (!/^https?:$/.test(url.protocol)) throw new TypeError("unsupported scheme");
    const allowed = isAllowedOrigin(url, allowedOrigins);
    if (!allowed) {
      const host = url.hostname
        .replace(/^\[|\]$/g, "")
        .replace(/\.$/, "")
        .toLowerCase();
      if (host === "localhost" || host.endsWith(".localhost")) throw new AddressRefusedError();
      if (isIP(host) && refusedRange(host) !== null) throw new AddressRefusedError();
    }
    return guardedRequest(
      url,
      {
        method: init.method ?? "GET",
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        signal: init.signal ?? null,
      },
      { allowed, body: "cut" },
    );
  }) as typeof fetch;
}

/** What a failed request is recorded as: the codes externalFailureLabel knows, else the network error's code. */
export function linkErrorCode(caught: unknown): string {
  const code = networkErrorCode(caught);
  if (caught instanceof AddressRefusedError || code === "EADDRREFUSED") return "address-refused";
  if (code === "ENOTFOUND") return "unknown-name";
  if (code === "TimeoutError") return "timeout";
  return code;
}

/** The hostname requests are spaced by (a site's ports are one site). */
function hostKey(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/**
 * The external links' check, run by the outbox worker: at most once a day whichever instance runs
 * it (leased in the store), at most perDay addresses (never checked first, then the oldest checks),
 * at most hostsAtOnce hosts at a time and perHostGapMs between two requests to one host. Each
 * address: HEAD (GET when HEAD is refused with 405 or 501), redirects followed by hand up to
 * maxRedirects, each hop through the guarded fetch; ok when the final answer is 2xx. Logs counts,
 * never an address (a query may hold personal data).
 */
export function createLinksChecker(options: LinksCheckerOptions): LinksChecker {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const send = options.fetch ?? linkCheckFetch(options.allowedOrigins ?? []);
  const workerId = options.workerId ?? `links-${randomUUID()}`;
  const pollMs = options.pollMs ?? LINKS_CHECK.pollMs;
  const perDay = options.perDay ?? LINKS_CHECK.perDay;
  const hostsAtOnce = Math.max(1, options.hostsAtOnce ?? LINKS_CHECK.hostsAtOnce);
  const perHostGapMs = options.perHostGapMs ?? LINKS_CHECK.perHostGapMs;
  const timeoutMs = options.timeoutMs ?? LINKS_CHECK.timeoutMs;
  const maxRedirects = options.maxRedirects ?? LINKS_CHECK.maxRedirects;
  const database = typeof options.db === "function" ? options.db : async () => options.db as Db;

  const poll = pollLoop({
    round: () => runOnce(),
    idleMs: () => pollMs,
    onError: (caught) => logger.error({ error: networkErrorCode(caught) }, "links check failed"),
  });

  const pace = options.pace ?? {
    now: () => performance.now(),
    sleep: (ms: number) => delay(ms, undefined, { signal: poll.signal }).catch(() => undefined),
  };

  /** Waits for `host`'s turn (perHostGapMs after its last request) and takes it. */
  async function turn(host: string, last: Map<string, number>): Promise<void> {
    for (;;) {
      if (poll.signal.aborted) throw new Stopped();
      const at = pace.now();
      const previous = last.get(host);
      const wait = previous === undefined ? 0 : previous + perHostGapMs - at;
      if (wait <= 0) {
        last.set(host, at);
        return;
      }
      await pace.sleep(wait);
    }
  }

  /** One request: its answer, or the error code it failed with. */
  async function request(
    url: URL,
    method: "HEAD" | "GET",
    last: Map<string, number>,
  ): Promise<{ response: Response } | { error: string }> {
    await turn(url.hostname.toLowerCase(), last);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await send(url.href, {
        method,
        redirect: "manual",
        headers: { "user-agent": LINKS_CHECK_USER_AGENT, accept: "*/*" },
        signal: AbortSignal.any([poll.signal, timeout]),
      });
      await response.body?.cancel().catch(() => undefined);
      return { response };
    } catch (caught) {
      if (poll.signal.aborted) throw new Stopped();
      return { error: timeout.aborted ? "timeout" : linkErrorCode(caught) };
    }
  }

  async function check(url: string, last: Map<string, number>): Promise<LinkCheckResult> {
    const failed = (fields: { status?: number; error?: string }): LinkCheckResult => ({
      url,
      ok: false,
      status: fields.status ?? null,
      error: fields.error ?? null,
      finalUrl: null,
    });
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      return failed({ error: "invalid" });
    }
    for (let hops = 0; ; hops++) {
      if (!/^https?:$/.test(current.protocol) || current.username || current.password)
        return failed({ error: "invalid" });
      current.hash = "";
      let answer = await request(current, "HEAD", last);
      if ("response" in answer && (answer.response.status === 405 || answer.response.status === 501))
        answer = await request(current, "GET", last);
      if ("error" in answer) return failed({ error: answer.error });
      const { status, headers } = answer.response;
      const location = headers.get("location");
      if (REDIRECTS.has(status) && location) {
        if (hops >= maxRedirects) return failed({ error: "too-many-redirects" });
        try {
          current = new URL(location, current);
        } catch {
          return failed({ status });
        }
        continue;
      }
      if (status < 200 || status > 299) return failed({ status });
      return { url, ok: true, status, error: null, finalUrl: hops > 0 ? current.href : null };
    }
  }

  /** Checks `urls`, hostsAtOnce hosts at a time; the results of the checks done (all unless stopped). */
  async function checkAll(urls: readonly string[]): Promise<LinkCheckResult[]> {
    const byHost = new Map<string, string[]>();
    for (const url of urls) {
      const host = hostKey(url);
      byHost.set(host, [...(byHost.get(host) ?? []), url]);
    }
    const hosts = [...byHost.values()];
    const results: LinkCheckResult[] = [];
    const last = new Map<string, number>();
    async function worker(): Promise<void> {
      for (let group = hosts.shift(); group; group = hosts.shift()) {
        for (const url of group) {
          try {
            results.push(await check(url, last));
          } catch (caught) {
            if (caught instanceof Stopped) return;
            throw caught;
          }
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(hostsAtOnce, hosts.length) }, worker));
    return results;
  }

  async function runOnce(): Promise<number> {
    const db = await database();
    const startedAt = now();
    if (!(await claimLinksRun(db, { workerId, now: startedAt }))) return 0;
    let results: LinkCheckResult[] = [];
    try {
      const held = [...new Set(await options.urls())];
      const chosen = await linksToCheck(db, held, perDay);
      results = await checkAll(chosen);
      await recordLinkChecks(db, results, now());
      if (poll.signal.aborted) {
        await releaseLinksRun(db, workerId);
        logger.info({ checked: results.length, left: chosen.length - results.length }, "links check stopped");
        return results.length;
      }
      const forgotten = await forgetLinkChecks(db, held, now());
      await finishLinksRun(db, workerId, startedAt);
      logger.info(
        {
          held: held.length,
          checked: results.length,
          failed: results.filter((result) => !result.ok).length,
          forgotten,
        },
        "external links checked",
      );
      return results.length;
    } catch (caught) {
      await releaseLinksRun(db, workerId).catch(() => undefined);
      throw caught;
    }
  }

  return {
    runOnce,
    start: poll.start,
    stop: poll.stop,
  };
}
