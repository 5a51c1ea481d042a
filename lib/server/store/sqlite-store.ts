import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { STORE_METHODS, type StoreAnswer, type StoreCall, type StoreMethod } from "./sqlite-store-protocol.ts";
import type { Store } from "./store.ts";

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  nextId: number;
  users: number;
  /** Set when the thread died: every later call fails with it. */
  failure?: Error;
}

/** One SQLite thread per database file and process, shared by every store opened on it. */
const threads = new Map<string, Thread>();

function startThread(file: string, dataDir: string): Thread {
  const worker = new Worker(new URL("./sqlite-store-thread.ts", import.meta.url), { workerData: { dataDir } });
  const thread: Thread = { worker, pending: new Map(), nextId: 1, users: 0 };
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
    if (threads.get(file) === thread) threads.delete(file);
    for (const call of thread.pending.values()) call.reject(error);
    thread.pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`SQLite store thread exited (code ${code})`)));
  return thread;
}

function callThread(thread: Thread, method: StoreMethod, args: unknown[]): Promise<unknown> {
  if (thread.failure) return Promise.reject(thread.failure);
  return new Promise((resolve, reject) => {
    const id = thread.nextId++;
    thread.pending.set(id, { resolve, reject });
    if (thread.pending.size === 1) thread.worker.ref();
    thread.worker.postMessage({ id, method, args } satisfies StoreCall);
  });
}

/** The embedded SQLite store in DATA_DIR/site.db, run on its own thread. Migrates at opening. */
export async function openSqliteStore(dataDir: string): Promise<Store> {
  const file = resolve(join(dataDir, "site.db"));
  const thread = threads.get(file) ?? startThread(file, dataDir);
  threads.set(file, thread);
  thread.users++;
  let closed = false;

  const call = (method: StoreMethod, args: unknown[]) =>
    closed ? Promise.reject(new Error("store closed")) : callThread(thread, method, args);
  const store = Object.fromEntries(
    STORE_METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as unknown as Store;

  async function close() {
    if (closed) return;
    closed = true;
    if (--thread.users > 0 || thread.failure) return;
    threads.delete(file);
    await callThread(thread, "close", []);
    await thread.worker.terminate();
  }

  try {
    await call("ping", []);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { ...store, kind: "sqlite", close };
}
