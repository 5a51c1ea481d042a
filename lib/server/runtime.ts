import "server-only";
import { CONSENT_BANNER_TEXTS, CONSENT_BANNER_VERSION } from "../config/consent-banner.ts";
import { seedRepositoryArticles } from "./articles/article-seeds.ts";
import { PUBLICATION_CHECK_MS, publicationKeeper } from "./articles/publication-keeper.ts";
import { audiencePurge, stopAudience } from "./audience-runtime.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { type Delivery, startDelivery } from "./delivery/index.ts";
import { serveFunction } from "./functions/serve.ts";
import { recordPeerAddresses } from "./http/peer-address.ts";
import { vouchingSecret } from "./http/vouched-address.ts";
import { createLogger, type Logger } from "./logger.ts";
import { newsletterPurger } from "./newsletter/purge.ts";
import { storePublication } from "./pages/store-publication.ts";
import { externalLinks } from "./seo/links-report.ts";
import { recordBannerVersion } from "./settings/consent-stats.ts";
import { openStore, type Store } from "./site-store/index.ts";
import { closeStaffDirectory, staffDirectory } from "./staff-directory.ts";
import { STOP_GRACE_MS } from "./stop-grace.ts";
import { unwantedPurger } from "./unwanted/purge.ts";

/** What the Next.js server's route handlers, server actions and instrumentation share in one process. */
export interface ServerRuntime {
  config: ServerConfig;
  store: Store;
  logger: Logger;
  /** Signs the addresses the server vouches for (vouched-address.ts). */
  secret: string;
}

interface RuntimeState {
  config: ServerConfig | undefined;
  opening: Promise<ServerRuntime> | undefined;
  delivery: Delivery | undefined;
  /** Function calls being answered: the store closes after them. */
  inFlight: Set<Promise<unknown>>;
  stopping: Promise<void> | undefined;
}

/*
 * Next.js bundles route handlers, server actions and instrumentation.ts separately, each with its
 * own copy of this module: the state lives on globalThis so that they share ONE store (one SQLite
 * thread, one PostgreSQL pool) and one outbox worker per process.
 */
const STATE = Symbol.for("suite-gestion-site.server-runtime");
type WithState = typeof globalThis & { [STATE]?: RuntimeState };

function state(): RuntimeState {
  const holder = globalThis as WithState;
  holder[STATE] ??= {
    config: undefined,
    opening: undefined,
    delivery: undefined,
    inFlight: new Set(),
    stopping: undefined,
  };
  return holder[STATE];
}

/**
 * The validated configuration (lib/server/config.ts), read once per process from the environment
 * Next.js has loaded (.env files included). Throws, naming the variable, when a value is malformed.
 */
export function serverConfig(): ServerConfig {
  const current = state();
  current.config ??= loadConfig();
  return current.config;
}

/** The key that signs the addresses this process vouches for. */
export function serverSecret(): string {
  return vouchingSecret(serverConfig().forwardSecret);
}

async function open(): Promise<ServerRuntime> {
  const config = serverConfig();
  const logger = createLogger(config.logLevel);
  const store = await openStore(config); // migrates at opening
  logger.info({ store: store.kind }, "store opened");
  return { config, store, logger, secret: vouchingSecret(config.forwardSecret) };
}

/** The process's runtime, opened on first use (configuration read, store opened and migrated). */
export function serverRuntime(): Promise<ServerRuntime> {
  const current = state();
  if (!current.opening) {
    const opening = open();
    current.opening = opening;
    // A store that cannot be opened now (PostgreSQL still starting) is tried again by the next call.
    opening.catch(() => {
      if (current.opening === opening) current.opening = undefined;
    });
  }
  return current.opening;
}

/**
 * instrumentation.ts, on the Node.js runtime: opens the store, records the peers of requests,
 * and starts the outbox worker, once per process.
 */
export async function startServerRuntime(): Promise<ServerRuntime> {
  recordPeerAddresses(serverSecret());
  const runtime = await serverRuntime();
  const current = state();
  current.delivery ??= startDelivery({
    config: runtime.config,
    store: runtime.store,
    logger: runtime.logger,
    db: async () => (await staffDirectory()).db,
    // The links report's external addresses, read through this server once it listens.
    externalLinks: async () => externalLinks((await staffDirectory()).db),
    alongside: {
      run: alongside([
        // This server's own address (Next sets it once listening): the blog's pages rendered by it.
        publicationKeeper(
          () => process.env.__NEXT_PRIVATE_ORIGIN,
          async () => storePublication((await staffDirectory()).db),
        ),
        // The audience's counters past their retention (at most once an hour).
        audiencePurge(),
        // « Indésirables » past their 30 days (at most once an hour).
        unwantedPurger(async () => (await staffDirectory()).db),
        // Newsletter sign-ups never confirmed, and proof past its retention (at most once an hour).
        newsletterPurger(async () => runtime.store),
      ]),
      everyMs: PUBLICATION_CHECK_MS,
    },
  });
  // This deployment's cookie banner, recorded with the date it went live.
  await recordServedBannerVersion().catch((error: unknown) =>
    runtime.logger.warn({ error: (error as Error).name }, "cookie banner version not recorded"),
  );
  // The blog's first articles, moved into the store once.
  await staffDirectory()
    .then(({ db }) => seedRepositoryArticles(db))
    .then(
      (moved) =>
        moved.length > 0 && runtime.logger.info({ articles: moved.length }, "first articles moved into the store"),
    )
    .catch((error: unknown) =>
      runtime.logger.warn({ error: (error as Error).name }, "first articles not moved into the store"),
    );
  return runtime;
}

/** The loop's other tasks, each at every pass; one failing does not stop the others (the first failure is logged). */
function alongside(tasks: ReadonlyArray<() => Promise<unknown>>): () => Promise<void> {
  return async () => {
    const failed = (await Promise.allSettled(tasks.map((task) => task()))).find(
      (result) => result.status === "rejected",
    );
    if (failed) throw failed.reason;
  };
}

/** Records the cookie banner of this build (its version, code hash and texts), once per version. */
async function recordServedBannerVersion(): Promise<void> {
  const codeHash = process.env.CONSENT_BANNER_CODE_HASH;
  if (!codeHash || CONSENT_BANNER_VERSION === "dev") return;
  const { db } = await staffDirectory();
  await recordBannerVersion(db, { version: CONSENT_BANNER_VERSION, codeHash, texts: CONSENT_BANNER_TEXTS }, Date.now());
}

/** POST /functions/v1/<name> in this process: the route handler, and the server actions' in-process calls. */
export async function serveFunctionRequest(request: Request, name: string): Promise<Response> {
  const current = state();
  const runtime = await serverRuntime();
  const call = serveFunction(request, name, {
    config: runtime.config,
    store: runtime.store,
    logger: runtime.logger,
    secret: runtime.secret,
    onStored: () => {
      current.delivery?.worker.notify();
      // The lead's webhooks, queued in the same transaction (lib/server/webhooks/enqueue.ts).
      current.delivery?.webhooks?.notify();
    },
  });
  current.inFlight.add(call);
  try {
    return await call;
  } finally {
    current.inFlight.delete(call);
  }
}

/** Wakes this process's outbox worker: a job was just made due (the back office's « Relancer »). */
export function notifyDelivery(): void {
  state().delivery?.worker.notify();
}

/** Wakes this process's webhooks dispatcher: a delivery was just queued or made due (« Renvoyer », a test event). */
export function notifyWebhooks(): void {
  state().delivery?.webhooks?.notify();
}

/** Wakes this process's IndexNow dispatcher: addresses were just queued (a publication, a redirect). */
export function notifyIndexNow(): void {
  state().delivery?.indexNow?.notify();
}

/**
 * Stops the outbox worker (the delivery in progress finishes), lets the function calls in
 * progress commit, then closes the store. A later call opens everything again.
 */
export function stopServerRuntime(): Promise<void> {
  const current = state();
  current.stopping ??= (async () => {
    const { delivery, opening } = current;
    current.delivery = undefined;
    await delivery?.stop();
    await Promise.allSettled([...current.inFlight]);
    // The audience counts added up since the last flush, written before the store closes.
    await stopAudience().catch(() => undefined);
    current.opening = undefined;
    current.config = undefined;
    const runtime = await opening?.catch(() => undefined);
    await runtime?.store.close();
    await closeStaffDirectory();
  })().finally(() => {
    current.stopping = undefined;
  });
  return current.stopping;
}

const SIGNALS = Symbol.for("suite-gestion-site.server-runtime.signals");

/**
 * Graceful shutdown on SIGTERM / SIGINT, once per process:
 *
 * 1. at once, the outbox worker claims no new job (a delivery in progress finishes);
 * 2. Next.js (`next start`, standalone `server.js`) stops accepting connections and finishes the
 *    requests in flight (pages, server actions, function calls), then calls `process.exit`;
 * 3. that exit is held until the worker has stopped, the function calls have committed and the
 *    store is closed (at most STOP_GRACE_MS), then the process exits with Next's code (143 for
 *    SIGTERM). A delivery cut short by a harder kill is claimed again once its lease expires.
 */
export function stopOnSignals(): void {
  const holder = globalThis as typeof globalThis & { [SIGNALS]?: boolean };
  if (holder[SIGNALS]) return;
  holder[SIGNALS] = true;
  const stop = (signal: NodeJS.Signals) => {
    const current = state();
    const delivery = current.delivery;
    current.delivery = undefined;
    const workerStopped = delivery?.stop() ?? Promise.resolve();
    void current.opening?.then(
      (runtime) => runtime.logger.info({ signal }, "stopping: no new delivery, finishing the requests in flight"),
      () => undefined,
    );
    holdExit(async () => {
      const runtime = await state().opening?.catch(() => undefined);
      try {
        await workerStopped;
        await stopServerRuntime();
        runtime?.logger.info({ signal }, "outbox worker stopped, store closed");
      } catch (error) {
        runtime?.logger.error({ signal, err: { name: (error as Error).name } }, "stopping the runtime failed");
      }
    });
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

/** The next `process.exit` (Next.js's, once its requests are done) first runs `finish`, for STOP_GRACE_MS at most. */
function holdExit(finish: () => Promise<void>): void {
  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number | string | null) => {
    if (exiting) return undefined as never;
    exiting = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS));
    void Promise.race([finish(), timeout]).finally(() => exit(code));
    return undefined as never;
  }) as typeof process.exit;
}
