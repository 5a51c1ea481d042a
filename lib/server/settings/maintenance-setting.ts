import { MAINTENANCE_OFF, parseSiteMaintenance, type SiteMaintenance } from "../../config/site-maintenance.ts";
import type { Db } from "../store/db.ts";

const KEY = "maintenance";

/** The maintenance switch as stored (off when never set). */
export async function readMaintenance(db: Db): Promise<SiteMaintenance> {
  const [row] = await db.all<{ value: string }>("SELECT value FROM site_settings WHERE key = ?", [KEY]);
  if (!row) return MAINTENANCE_OFF;
  try {
    return parseSiteMaintenance(JSON.parse(row.value));
  } catch {
    return MAINTENANCE_OFF;
  }
}

/** Saves the switch (one row, replaced), with who changed it. */
export async function saveMaintenance(db: Db, setting: SiteMaintenance, actorId: string, now: number): Promise<void> {
  const value = JSON.stringify({ on: setting.on, message: setting.message.trim(), endsAt: setting.endsAt });
  await db.run(
    `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [KEY, value, now, actorId],
  );
}
