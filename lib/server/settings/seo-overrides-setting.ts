import { parseSeoOverrides, type SeoOverrides } from "../../config/seo-overrides.ts";
import type { Db } from "../store/db.ts";
import { readSetting, saveSetting } from "./setting-rows.ts";

const KEY = "seo-overrides";

/** The SEO desk's values of every page (none: each page as its module says), checked again as read. */
export function readSeoOverrides(db: Db): Promise<SeoOverrides> {
  return readSetting(db, KEY, parseSeoOverrides);
}

/** Saves every page's values, with who changed them. */
export function saveSeoOverrides(db: Db, overrides: SeoOverrides, actorId: string, now: number): Promise<void> {
  return saveSetting(db, KEY, overrides, actorId, now);
}
