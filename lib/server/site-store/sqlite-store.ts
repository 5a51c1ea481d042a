import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { Store } from "../submissions/submission-store.ts";
import { STORE_METHODS, type StoreAnswer, type StoreCall, type StoreMethod } from "./sqlite-store-protocol.ts";

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  nextId: number;
  /** The stores open on each database folder. */
  users: Map<string, number>;
  /** Set when the thread died: every later call fails with it. */
  failure?: Error;
}

/**
 * The process's SQLite thread (sqlite-store-thread.ts), shared by every store opened in it and
 * kept once they are closed (idle, it does not keep the process alive); started again if it died.
 */
let current: Thread | undefined;

function startThread(): Thread {
  const worker = new Worker(new URL("./sqlite-store-thread.ts", import.meta.url));
  const thread: Thread = { worker, pending: new Map(), nextId: 1, users: new Map() };
  // An idle store must not keep the process alive; a call in progress does.
  worker.unref();
  worker.on("message", (answer: StoreAnswer) => {
    const call = thread.pending.get(answer.id);
    if (!call) return;
    thread.pending.delete(answer.id);
    if (thread.pending.size === 0) worker.unref();
    if (answer.ok) call.resolve(answer.value);
    else call.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
  });
  const fail = (error: Error) => {
    thread.failure = error;
    if (current === thread) current = undefined;
    for (const call of thread.pending.values()) call.reject(error);
    thread.pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`SQLite store thread exited (code ${code})`)));
  return thread;
}

function callThread(thread: Thread, dataDir: string, method: StoreMethod, args: unknown[]): Promise<unknown> {
  if (thread.failure) return Promise.reject(thread.failure);
  return new Promise((resolve, reject) => {
    const id = thread.nextId++;
    thread.pending.set(id, { resolve, reject });
    if (thread.pending.size === 1) thread.worker.ref();
    thread.worker.postMessage({ id, dataDir, method, args } satisfies StoreCall);
  });
}

/** The thread's id, for the tests that check it is the process's only one. */
export function sqliteThreadId(): number | undefined {
  return current?.worker.threadId;
}

/** The embedded SQLite store in DATA_DIR/site.db, run on the process's SQLite thread. Migrates at opening. */
export async function openSqliteStore(folder: string): Promise<Store> {
  const dataDir = resolve(folder);
  const thread = current ?? startThread();
  current = thread;
  thread.users.set(dataDir, (thread.users.get(dataDir) ?? 0) + 1);
  let closed = false;

  const call = (method: StoreMethod, args: unknown[]) =>
    closed ? Promise.reject(new Error("store closed")) : callThread(thread, dataDir, method, args);
  const store = Object.fromEntries(
    STORE_METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as unknown as Store;

  async function close() {
    if (closed) return;
    closed = true;
    const left = (thread.users.get(dataDir) ?? 1) - 1;
    if (left > 0) {
      thread.users.set(dataDir, left);
      return;
    }
    thread.users.delete(dataDir);
    if (thread.failure) return;
    await callThread(thread, dataDir, "close", []);
  }

  try {
    await call("ping", []);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { ...store, kind: "sqlite", close };
}
