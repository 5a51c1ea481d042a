/**
 * The SQLite store's own thread. node:sqlite is synchronous: writing a batch and its commit
 * here keeps that work off the thread that answers HTTP requests.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createSqlStore } from "./sql-store.ts";
import { openSqliteDb } from "./sqlite-db.ts";
import type { StoreAnswer, StoreCall } from "./sqlite-store-protocol.ts";
import type { Store } from "./store.ts";

const port = parentPort;
if (!port) throw new Error("sqlite-store-thread.ts runs as a worker thread");

const opened: Promise<Store> = createSqlStore(openSqliteDb((workerData as { dataDir: string }).dataDir));
opened.catch(() => undefined);

port.on("message", async ({ id, method, args }: StoreCall) => {
  let answer: StoreAnswer;
  try {
    const store = await opened;
    const value = await (store[method] as (...params: unknown[]) => Promise<unknown>)(...args);
    answer = { id, ok: true, value };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    answer = { id, ok: false, error: { name, message } };
  }
  port.postMessage(answer);
});
