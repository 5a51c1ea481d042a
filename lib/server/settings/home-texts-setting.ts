import { type HomeTexts, parseHomeTexts } from "../../config/home-texts.ts";
import type { Db } from "../store/db.ts";
import { readSetting, saveSetting } from "./setting-rows.ts";

const KEY = "home-texts";

/** The home texts saved in the back office (none: the defaults everywhere). */
export function readHomeTexts(db: Db): Promise<HomeTexts> {
  return readSetting(db, KEY, parseHomeTexts);
}

/** Saves the texts, with who changed them. */
export function saveHomeTexts(db: Db, texts: HomeTexts, actorId: string, now: number): Promise<void> {
  return saveSetting(db, KEY, texts, actorId, now);
}
