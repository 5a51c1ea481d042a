import { createHash } from "node:crypto";
import type { Db } from "../store/db.ts";

/** Each article out at `now`, as its part of a version: its id and version. */
export async function publishedArticleParts(db: Db, now = Date.now()): Promise<string[]> {
  const rows = await db.all<{ id: string; version: number | string }>(
    "SELECT id, version FROM articles WHERE state = 'live' AND publish_at IS NOT NULL AND publish_at <= ? ORDER BY id",
    [now],
  );
  return rows.map((row) => `${row.id}:${Number(row.version)}`);
}

/** A short digest of a version's parts. */
export function versionDigest(parts: readonly string[]): string {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(`${part};`);
  return digest.digest("base64url").slice(0, 16);
}

/**
 * The version of what the public blog shows at `now`: a digest of the articles out at that moment
 * (each one's id and version). It changes when an article goes out (published now, or its
 * scheduled moment passing, with nobody signed in), is changed while out, moves, goes offline or is
 * deleted; not when a draft is saved. The site's content version (lib/server/content/content-version.ts)
 * is this one with the content desk's published items added.
 */
export async function blogVersion(db: Db, now = Date.now()): Promise<string> {
  return versionDigest(await publishedArticleParts(db, now));
}
