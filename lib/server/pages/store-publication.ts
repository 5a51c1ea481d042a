import { changedContentPages } from "../content/content-store.ts";
import { readHomeTexts } from "../settings/home-texts-setting.ts";
import type { Db } from "../store/db.ts";
import { contentVersion } from "./content-version.ts";

/**
 * What the middleware of every instance (and the Worker) is told to answer from the store: the
 * version of the published content and the pages it changed. The home page is one of them once its
 * texts are saved (/admin/textes): it is then served from the store too, the texts written in by
 * the middleware (lib/security/store-page-answer.ts), one mechanism for the whole site's content.
 */
export async function storePublication(db: Db, now = Date.now()): Promise<{ version: string; contentPages: string[] }> {
  const [version, changed, homeTexts] = await Promise.all([
    contentVersion(db, now),
    changedContentPages(db, now),
    readHomeTexts(db),
  ]);
  const pages = new Set(Object.keys(changed));
  if (Object.keys(homeTexts).length > 0) pages.add("/");
  return { version, contentPages: [...pages] };
}
