import { type HomeTexts, parseHomeTexts } from "../../config/home-texts.ts";
import type { Db } from "../store/db.ts";

const KEY = "home-texts";

/** The home texts saved in the back office (none: the defaults everywhere). */
export async function readHomeTexts(db: Db): Promise<HomeTexts> {
  const [row] = await db.all<{ value: string }>("SELECT value FROM site_settings WHERE key = ?", [KEY]);
  if (!row) return {};
  try {
    return parseHomeTexts(JSON.parse(row.value));
  } catch {
    return {};
  }
}

/** Saves the texts (one row, replaced), with who changed them. */
export async function saveHomeTexts(db: Db, texts: HomeTexts, actorId: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [KEY, JSON.stringify(texts), now, actorId],
  );
}
