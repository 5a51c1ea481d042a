import { queueIndexNow } from "./indexnow/queue.ts";
import { notifyIndexNow } from "./runtime.ts";
import type { Db } from "./store/db.ts";

/**
 * Tells search engines that site addresses changed (IndexNow): queued in the store, and this
 * process's dispatcher woken so that they leave within seconds (`at`: when a scheduled change
 * goes out; the dispatcher's poll sends it then). What the actions of the back office call.
 */
export async function announceChange(
  db: Db,
  paths: readonly string[],
  now: number,
  options: { at?: number } = {},
): Promise<void> {
  const queued = await queueIndexNow(db, paths, now, options);
  if (queued > 0 && options.at === undefined) notifyIndexNow();
}
