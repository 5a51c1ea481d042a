import { HOME_CONTENT, HOME_CONTENT_KEYS } from "../../../lib/catalog/home.ts";
import { type HomeTexts, homeTextLimit } from "../../../lib/config/home-texts.ts";
import { migrate } from "../../../lib/server/schema/migrations.ts";
import { saveHomeTexts } from "../../../lib/server/settings/home-texts-setting.ts";
import { openSqliteDb } from "../../../lib/server/store/sqlite-db.ts";

/**
 * Saves a text for each of the 20 home keys in a benchmark's SQLite store, as the back office would
 *: the middleware then writes them into the home page it serves.
 */
export async function seedHomeTexts(dataDir: string): Promise<void> {
  const texts: HomeTexts = {};
  for (const key of HOME_CONTENT_KEYS) texts[key] = `${HOME_CONTENT[key]}, modifié`.slice(0, homeTextLimit(key));
  const db = openSqliteDb(dataDir);
  try {
    await migrate(db);
    await saveHomeTexts(db, texts, "bench", Date.now());
  } finally {
    await db.close();
  }
}
