import { createHash } from "node:crypto";
import type { Db } from "../store/db.ts";

/**
 * The version of what the public blog shows at `now`: a digest of the articles out at that moment
 * (each one's id and version). It changes when an article goes out (published now, or its
 * scheduled moment passing, with nobody signed in), is changed while out, moves, goes offline or is
 * deleted; not when a draft is saved. The site's settings carry it to every instance's middleware
 * (and the edge Worker's), which then asks for the pages again: a publication shows within the
 * settings' reading interval.
 */
export async function blogVersion(db: Db, now = Date.now()): Promise<string> {
  const rows = await db.all<{ id: string; version: number | string }>(
    "SELECT id, version FROM articles WHERE state = 'live' AND publish_at IS NOT NULL AND publish_at <= ? ORDER BY id",
    [now],
  );
  const digest = createHash("sha256");
  for (const row of rows) digest.update(`${row.id}:${Number(row.version)};`);
  return digest.digest("base64url").slice(0, 16);
}
