"use server";

import { redirect } from "next/navigation";
import { HOME_CONTENT_KEYS, type HomeContentKey } from "../catalog/home.ts";
import { HOME_TEXTS_PATH } from "../config/admin.ts";
import { cleanHomeText, type HomeTexts, homeTextLimit } from "../config/home-texts.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { readHomeTexts, saveHomeTexts } from "../server/settings/home-texts-setting.ts";
import { requireStaff } from "../server/staff-guard.ts";

const back = (message: string): never => redirect(`${HOME_TEXTS_PATH}?message=${message}`);

/**
 * The home page's texts for every visitor (/admin/textes): each key's text as typed (plain text,
 * within its limit; empty or the default: the default). Audited with the keys changed, not the texts.
 */
export async function saveHomeTextsAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(HOME_TEXTS_PATH, "homeTexts");
  const texts: HomeTexts = {};
  for (const key of HOME_CONTENT_KEYS) {
    const raw = String(form.get(key) ?? "");
    if ([...raw.replace(/\s+/g, " ").trim()].length > homeTextLimit(key)) back("texte-trop-long");
    const text = cleanHomeText(key, raw);
    if (text) texts[key] = text;
  }
  const before = await readHomeTexts(directory.db);
  const changed = HOME_CONTENT_KEYS.filter((key) => before[key] !== texts[key]);
  const now = Date.now();
  await saveHomeTexts(directory.db, texts, staff.userId, now);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "home-texts", detail: changed.join(", ") || "aucun changement" },
    now,
  );
  back("textes-enregistres");
}

/** « Rétablir le texte d'origine » of one key. */
export async function resetHomeTextAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(HOME_TEXTS_PATH, "homeTexts");
  const key = String(form.get("cle") ?? "") as HomeContentKey;
  if (!HOME_CONTENT_KEYS.includes(key)) back("texte-retabli");
  const texts = await readHomeTexts(directory.db);
  delete texts[key];
  const now = Date.now();
  await saveHomeTexts(directory.db, texts, staff.userId, now);
  await recordAudit(directory.db, { actorId: staff.userId, action: "home-texts", detail: `rétabli : ${key}` }, now);
  back("texte-retabli");
}
