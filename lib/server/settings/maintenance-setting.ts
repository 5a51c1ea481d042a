import { parseSiteMaintenance, type SiteMaintenance } from "../../config/site-maintenance.ts";
import type { Db } from "../store/db.ts";
import { readSetting, saveSetting } from "./setting-rows.ts";

const KEY = "maintenance";

/** The maintenance switch as stored (off when never set, or unreadable). */
export function readMaintenance(db: Db): Promise<SiteMaintenance> {
  return readSetting(db, KEY, parseSiteMaintenance);
}

/** Saves the switch, with who changed it. */
export function saveMaintenance(db: Db, setting: SiteMaintenance, actorId: string, now: number): Promise<void> {
  const value = { on: setting.on, message: setting.message.trim(), endsAt: setting.endsAt };
  return saveSetting(db, KEY, value, actorId, now);
}
