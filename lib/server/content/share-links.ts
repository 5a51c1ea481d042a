import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ContentKindId } from "../../catalog/content/kinds.ts";
import type { Db } from "../store/db.ts";
import { contentItem } from "./content-store.ts";

/**
 * « Partager l'aperçu »: a link to an item's draft for someone without an account. The link carries
 * the share's id and its signature with the server's secret (a tampered link names nothing); it is
 * valid until its expiry, chosen up to SHARE_MAX_DAYS, unless revoked; each visit is counted. It
 * shows the item's draft at the moment of the visit: none left (published or abandoned since), it
 * says so.
 */
export const SHARE_DAYS = [1, 3, 7] as const;
export const SHARE_MAX_DAYS = 7;
const DAY_MS = 86_400_000;

export interface ShareLink {
  id: string;
  token: string;
  createdBy: string | null;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  visits: number;
}

const signature = (id: string, secret: string) =>
  createHmac("sha256", secret).update(`partage:${id}`).digest("base64url");

/** The link's token: its id and signature. */
export function shareToken(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`;
}

/** The share's id when the token's signature holds, else undefined. */
export function shareIdOf(token: string, secret: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(id, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : undefined;
}

export async function createShareLink(
  db: Db,
  kind: ContentKindId,
  item: string,
  days: number,
  by: string,
  secret: string,
  now = Date.now(),
): Promise<ShareLink> {
  const valid = Math.min(Math.max(1, Math.trunc(days)), SHARE_MAX_DAYS);
  const id = randomBytes(18).toString("base64url");
  const expiresAt = now + valid * DAY_MS;
  await db.run(
    "INSERT INTO content_share_links (id, kind, item, created_by, created_at, expires_at, visits) VALUES (?, ?, ?, ?, ?, ?, 0)",
    [id, kind, item, by, now, expiresAt],
  );
  return { id, token: shareToken(id, secret), createdBy: by, createdAt: now, expiresAt, revokedAt: null, visits: 0 };
}

interface Row {
  id: string;
  kind: string;
  item: string;
  created_by: string | null;
  created_at: number | string;
  expires_at: number | string;
  revoked_at: number | string | null;
  visits: number | string;
}

const linkOf = (row: Row, secret: string): ShareLink => ({
  id: row.id,
  token: shareToken(row.id, secret),
  createdBy: row.created_by,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  visits: Number(row.visits),
});

/** The item's links, newest first. */
export async function shareLinks(db: Db, kind: ContentKindId, item: string, secret: string): Promise<ShareLink[]> {
  const rows = await db.all<Row>(
    "SELECT id, kind, item, created_by, created_at, expires_at, revoked_at, visits FROM content_share_links WHERE kind = ? AND item = ? ORDER BY created_at DESC",
    [kind, item],
  );
  return rows.map((row) => linkOf(row, secret));
}

/** Revokes one of the item's links; false when it names none. */
export async function revokeShareLink(
  db: Db,
  kind: ContentKindId,
  item: string,
  id: string,
  now = Date.now(),
): Promise<boolean> {
  return (
    (await db.run(
      "UPDATE content_share_links SET revoked_at = ? WHERE id = ? AND kind = ? AND item = ? AND revoked_at IS NULL",
      [now, id, kind, item],
    )) === 1
  );
}

export type SharedDraft =
  | { status: "ok"; kind: ContentKindId; item: string; value: unknown; link: ShareLink }
  | { status: "invalid" | "expired" | "revoked" | "gone" };

/** What a share link opens at `now`: the item's draft (the visit counted), or why not. */
export async function openShareLink(db: Db, token: string, secret: string, now = Date.now()): Promise<SharedDraft> {
  const id = shareIdOf(token, secret);
  if (!id) return { status: "invalid" };
  const [row] = await db.all<Row>(
    "SELECT id, kind, item, created_by, created_at, expires_at, revoked_at, visits FROM content_share_links WHERE id = ?",
    [id],
  );
  if (!row) return { status: "invalid" };
  if (row.revoked_at !== null) return { status: "revoked" };
  if (Number(row.expires_at) <= now) return { status: "expired" };
  const state = await contentItem(db, row.kind as ContentKindId, row.item, now);
  const draft = state.draft ?? state.scheduled;
  if (!draft) return { status: "gone" };
  await db.run("UPDATE content_share_links SET visits = visits + 1 WHERE id = ?", [id]);
  const link = linkOf({ ...row, visits: Number(row.visits) + 1 }, secret);
  return { status: "ok", kind: row.kind as ContentKindId, item: row.item, value: draft.value, link };
}
