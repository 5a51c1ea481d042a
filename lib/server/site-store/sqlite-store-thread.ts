/**
 * The SQLite stores' own thread, one per process, serving every database opened in it (by its
 * folder). node:sqlite is synchronous: writing a batch and its commit here keeps that work off the
 * thread that answers HTTP requests. The thread lasts as long as its process: starting and ending
 * a V8 isolate per database made Node abort now and then (« Check failed: jit_page.has_value() »)
 * in processes that open many, such as the tests'.
 */
import { parentPort } from "node:worker_threads";
import { openSqliteDb } from "../store/sqlite-db.ts";
import type { Store } from "../submissions/submission-store.ts";
import { createSqlStore } from "./sql-store.ts";
import type { StoreAnswer, StoreCall } from "./sqlite-store-protocol.ts";

const port = parentPort;
if (!port) throw new Error("sqlite-store-thread.ts runs as a worker thread");

const stores = new Map<string, Promise<Store>>();

/** The store of `dataDir`, opened (and migrated) at its first call; one that failed to open is tried again at the next. */
function storeOf(dataDir: string): Promise<Store> {
  let store = stores.get(dataDir);
  if (!store) {
    const opening = (async () => createSqlStore(openSqliteDb(dataDir)))();
    opening.catch(() => {
      if (stores.get(dataDir) === opening) stores.delete(dataDir);
    });
    stores.set(dataDir, opening);
    store = opening;
  }
  return store;
}

async function closeStore(dataDir: string): Promise<void> {
  const store = stores.get(dataDir);
  stores.delete(dataDir);
  const opened = await store?.catch(() => undefined);
  await opened?.close();
}

port.on("message", async ({ id, dataDir, method, args }: StoreCall) => {
  let answer: StoreAnswer;
  try {
    const value =
      method === "close"
        ? await closeStore(dataDir)
        : await ((await storeOf(dataDir))[method] as (...params: unknown[]) => Promise<unknown>)(...args);
    answer = { id, ok: true, value };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    answer = { id, ok: false, error: { name, message } };
  }
  port.postMessage(answer);
});
