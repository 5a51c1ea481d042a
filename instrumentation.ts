import { inWorkerd } from "./lib/config/platform.ts";

/**
 * Runs once when a Next.js server process starts. On the Node.js runtime only: the store is
 * opened (migrations), the outbox worker starts, and both stop on SIGTERM / SIGINT. The edge
 * runtime (middleware) and the Worker of the edge recipe (workerd, where the functions, the store
 * and the worker live on the Node origin at SUPABASE_URL) have none of them.
 */
export async function register(): Promise<void> {
  // The documented shape (the whole import inside the condition): bundlers drop it from the edge build.
  if (process.env.NEXT_RUNTIME === "nodejs" && !inWorkerd()) {
    const { startServerRuntime, stopOnSignals } = await import("./lib/server/runtime.ts");
    stopOnSignals();
    await startServerRuntime();
  }
}
