import { type ContentReviewSetting, parseContentReviewSetting } from "../../config/content-review.ts";
import type { Db } from "../store/db.ts";
import { readSetting, saveSetting } from "./setting-rows.ts";

const KEY = "content-review";

/** Whether the rédaction publishes the content without prices itself (the accounts desk's setting). */
export function readContentReview(db: Db): Promise<ContentReviewSetting> {
  return readSetting(db, KEY, parseContentReviewSetting);
}

export function saveContentReview(db: Db, setting: ContentReviewSetting, actorId: string, now: number): Promise<void> {
  return saveSetting(db, KEY, setting, actorId, now);
}
