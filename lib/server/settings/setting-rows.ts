import type { Db } from "../store/db.ts";

/** One setting of `site_settings` read back through `parse` (given undefined when missing or not JSON). */
export async function readSetting<T>(db: Db, key: string, parse: (value: unknown) => T): Promise<T> {
  const [row] = await db.all<{ value: string }>("SELECT value FROM site_settings WHERE key = ?", [key]);
  if (!row) return parse(undefined);
  try {
    return parse(JSON.parse(row.value));
  } catch {
    return parse(undefined);
  }
}

/** Saves one setting as JSON (the row replaced), with who changed it and when. */
export async function saveSetting(db: Db, key: string, value: unknown, actorId: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [key, JSON.stringify(value), now, actorId],
  );
}
