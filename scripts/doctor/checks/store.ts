import { join } from "node:path";
import type { ServerConfig } from "../../../lib/server/config.ts";
import { openStore, type Store } from "../../../lib/server/site-store/index.ts";
import { type CheckResult, describeError, fail, ok, withTimeout } from "../check.ts";

const CHECK = "store";

/** A PostgreSQL URL without its credentials: host, port and database. */
export function postgresTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `postgres://${url.host}${url.pathname}`;
  } catch {
    return "an unreadable DATABASE_URL";
  }
}

/**
 * The store the server would open (PostgreSQL with DATABASE_URL, SQLite in DATA_DIR otherwise):
 * opened and migrated as the server does, then written and rolled back, then closed.
 */
export async function checkStore(
  config: Pick<ServerConfig, "dataDir" | "databaseUrl">,
  { timeoutMs, open = openStore }: { timeoutMs: number; open?: typeof openStore },
): Promise<CheckResult> {
  const where = config.databaseUrl
    ? `PostgreSQL ${postgresTarget(config.databaseUrl)}`
    : `SQLite ${join(config.dataDir, "site.db")}`;
  const opening = open(config);
  let store: Store | undefined;
  try {
    store = await withTimeout(opening, timeoutMs, where);
    await withTimeout(store.checkWritable(), timeoutMs, where);
    return ok(CHECK, `${where}: reachable, migrated, writable`);
  } catch (error) {
    // A store that opens after the timeout is closed then.
    if (!store) opening.then((late) => late.close()).catch(() => undefined);
    return fail(
      CHECK,
      `${where}: ${describeError(error)}`,
      config.databaseUrl
        ? "check DATABASE_URL (host, port, database, user, password), that PostgreSQL runs and that this user may create tables and write"
        : "DATA_DIR must be a folder the server's user can create and write, on a persistent disk (or set DATABASE_URL)",
    );
  } finally {
    await store?.close();
  }
}
