/**
 * Runs once when a Next.js server process starts. On the Node.js runtime only: the store is
 * opened (migrations), the outbox worker starts, and both stop on SIGTERM / SIGINT. The edge
 * runtime (middleware on an edge host) has no store and no worker.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerRuntime, stopOnSignals } = await import("./lib/server/runtime.ts");
  stopOnSignals();
  await startServerRuntime();
}
