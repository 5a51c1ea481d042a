import { readSetting, saveSetting } from "../settings/setting-rows.ts";
import type { Db } from "../store/db.ts";

/**
 * The chat channel's incoming webhook set by an administrator in the desk (it wins over
 * CHAT_WEBHOOK_URL). A secret of the chat's: shown to administrators only, never logged.
 */
export const CHAT_WEBHOOK_KEY = "lead-chat-webhook";

const parse = (value: unknown): string | null =>
  typeof value === "object" && value !== null && typeof (value as { url?: unknown }).url === "string"
    ? (value as { url: string }).url
    : null;

export const readChatWebhook = (db: Db): Promise<string | null> => readSetting(db, CHAT_WEBHOOK_KEY, parse);

/** Saves the address, or removes it (null): the announcements then go by e-mail only (or CHAT_WEBHOOK_URL). */
export const saveChatWebhook = (db: Db, url: string | null, actorId: string, now: number): Promise<void> =>
  saveSetting(db, CHAT_WEBHOOK_KEY, url ? { url } : null, actorId, now);
