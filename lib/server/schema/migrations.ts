import { ARTICLES_MIGRATIONS } from "../articles/migrations.ts";
import { AUDIENCE_MIGRATIONS } from "../audience/migrations.ts";
import { AUDIT_MIGRATIONS } from "../audit/migrations.ts";
import { CONTENT_MIGRATIONS } from "../content/migrations.ts";
import { FORM_PROOF_MIGRATIONS } from "../form-proof/migrations.ts";
import { INDEXNOW_MIGRATIONS } from "../indexnow/migrations.ts";
import { LEADS_MIGRATIONS } from "../leads/migrations.ts";
import { NEWSLETTER_MIGRATIONS } from "../newsletter/migrations.ts";
import { SEO_MIGRATIONS } from "../seo/migrations.ts";
import { SETTINGS_MIGRATIONS } from "../settings/migrations.ts";
import { STAFF_MIGRATIONS } from "../staff/migrations.ts";
import type { Db } from "../store/db.ts";
import { type Migration, runMigrations } from "../store/migrate.ts";
import { SUBMISSIONS_MIGRATIONS } from "../submissions/migrations.ts";
import { UNWANTED_MIGRATIONS } from "../unwanted/migrations.ts";
import { WEBHOOKS_MIGRATIONS } from "../webhooks/migrations.ts";

/**
 * The whole schema: each domain's migrations (each owns its tables, docs/architecture.md), run by
 * the store's runner in the order of their numbers. A new domain adds its list here; a new
 * migration takes the next free number (`nextMigrationNumber()` in the test says which).
 */
export const MIGRATIONS: readonly Migration[] = [
  ...SUBMISSIONS_MIGRATIONS,
  ...AUDIT_MIGRATIONS,
  ...SETTINGS_MIGRATIONS,
  ...SEO_MIGRATIONS,
  ...ARTICLES_MIGRATIONS,
  ...AUDIENCE_MIGRATIONS,
  ...STAFF_MIGRATIONS,
  ...CONTENT_MIGRATIONS,
  ...LEADS_MIGRATIONS,
  ...WEBHOOKS_MIGRATIONS,
  ...NEWSLETTER_MIGRATIONS,
  ...FORM_PROOF_MIGRATIONS,
  ...UNWANTED_MIGRATIONS,
  ...INDEXNOW_MIGRATIONS,
].sort((a, b) => a.version - b.version);

/** Brings the database to the whole schema (what every process does when it opens the store). */
export function migrate(db: Db, now = Date.now()): Promise<void> {
  return runMigrations(db, MIGRATIONS, now);
}
