import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../store/db.ts";

/** The purposes a site key signs; each has its own secret, so one cannot stand for another. */
export type SiteKeyName = "newsletter-link" | "form-proof" | "form-stamp";

const cache = new WeakMap<Db, Map<SiteKeyName, Promise<string>>>();

/**
 * The site's own secret for `name`: made by the first instance that needs it (random, 32 bytes),
 * stored in the store so that every instance and every restart signs and checks alike, never shown
 * nor logged. Kept in memory per connection once read: it never changes.
 */
export function siteKey(db: Db, name: SiteKeyName, now = Date.now()): Promise<string> {
  let keys = cache.get(db);
  if (!keys) {
    keys = new Map();
    cache.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = readOrCreate(db, name, now);
    const own = keys;
    key.catch(() => own.delete(name));
    keys.set(name, key);
  }
  return key;
}

async function readOrCreate(db: Db, name: SiteKeyName, now: number): Promise<string> {
  await db.run("INSERT INTO site_keys (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING", [
    name,
    randomBytes(32).toString("base64url"),
    now,
  ]);
  const rows = await db.all<{ secret: string }>("SELECT secret FROM site_keys WHERE name = ?", [name]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error("site key missing");
  return secret;
}

/** A base64url HMAC-SHA256 of `data` under `secret`. */
export function sign(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}
