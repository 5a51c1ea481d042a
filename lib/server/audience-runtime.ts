import "server-only";
import { AUDIENCE_LIMITS } from "../config/audience.ts";
import { createAddressThrottle } from "./audience/address-throttle.ts";
import { knownRoutes } from "./audience/known-routes.ts";
import { audiencePurger } from "./audience/purge.ts";
import { readBeacon } from "./audience/read-beacon.ts";
import { type BeaconCounters, countBeacon } from "./audience/receive-beacon.ts";
import { createReplayGuard } from "./audience/replay-guard.ts";
import { createAudienceTally } from "./audience/tally.ts";
import type { ServerConfig } from "./config.ts";
import { requestAddress } from "./functions/serve.ts";
import { VOUCHED_HEADERS, vouchedAddress } from "./http/vouched-address.ts";
import { createLogger, type Logger } from "./logger.ts";
import { publicPagePaths } from "./seo/review.ts";
import { staffDirectory } from "./staff-directory.ts";
import type { Db } from "./store/db.ts";

/*
 * The audience's state in one Node server process: its tally, replay guard, throttle and known
 * routes. Next.js bundles route handlers and instrumentation.ts apart: the state lives on
 * globalThis, so that the route adds to the tally the shutdown flushes.
 */
const STATE = Symbol.for("suite-gestion-site.audience");
type WithState = typeof globalThis & { [STATE]?: BeaconCounters };

const storeDb = async (): Promise<Db> => (await staffDirectory()).db;

/** What a failed flush or the memory's bound did, without a figure about anyone. */
function reportProblem(logger: Logger) {
  return (problem: { kind: "flush-failed"; error: Error } | { kind: "rows-dropped"; rows: number }) => {
    if (problem.kind === "flush-failed")
      logger.warn({ err: { name: problem.error.name } }, "audience counts not written yet, kept for the next flush");
    else logger.warn({ rows: problem.rows }, "audience views dropped: too many rows waiting in memory");
  };
}

function counters(config: ServerConfig): BeaconCounters {
  const holder = globalThis as WithState;
  if (!holder[STATE]) {
    holder[STATE] = {
      routes: knownRoutes(publicPagePaths, storeDb),
      replay: createReplayGuard(AUDIENCE_LIMITS.replayWindowMs),
      throttle: createAddressThrottle(AUDIENCE_LIMITS.perAddressPerMinute),
      tally: createAudienceTally({
        db: storeDb,
        flushEveryMs: config.audienceFlushMs,
        onProblem: reportProblem(createLogger(config.logLevel)),
      }),
    };
  }
  return holder[STATE];
}

/**
 * What the audience reads of the server's configuration, handed over by its route: the runtime
 * (lib/server/runtime.ts) starts the purge and stops the tally, so the audience never imports it.
 */
export interface AudienceSettings {
  config: ServerConfig;
  /** The key that signs the addresses the edge Worker vouches for. */
  secret: string;
}

/**
 * POST /mesure-audience on the Node server: the status answered. The address the throttle counts
 * is the visitor's the edge Worker vouched for, else the request's own (TRUST_PROXY's hop of
 * X-Forwarded-For, or the TCP peer), as for the functions.
 */
export async function receiveAudienceBeacon(request: Request, { config, secret }: AudienceSettings): Promise<number> {
  const read = await readBeacon(request, config.siteUrl);
  if ("status" in read) return read.status;
  const address =
    vouchedAddress(secret, "visitor", request.headers.get(VOUCHED_HEADERS.visitor)) ??
    requestAddress(request.headers, { trustProxy: config.trustProxy, secret });
  return countBeacon(read.beacon, address, counters(config), Date.now());
}

/** Writes this process's tally now (the tests, which then read the tables). */
export async function flushAudience(): Promise<void> {
  await (globalThis as WithState)[STATE]?.tally.flush();
}

/** Graceful shutdown: the tally's last flush, before the store closes. A later beacon starts afresh. */
export async function stopAudience(): Promise<void> {
  const holder = globalThis as WithState;
  const state = holder[STATE];
  delete holder[STATE];
  await state?.tally.stop();
}

/** The purge of counters past their retention, for the outbox worker's loop. */
export function audiencePurge(): () => Promise<number> {
  return audiencePurger(storeDb);
}
