import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { sampleArticle } from "../../../tests/support/sample-article.ts";
import { articleById, articleRevisions } from "../articles/articles-store.ts";
import { contentVersions } from "../content/content-versions.ts";
import { leadHistory } from "../leads/follow-up.ts";
import { newsletterProof } from "../newsletter/proof.ts";
import { openStore } from "../site-store/index.ts";
import type { Db } from "../store/db.ts";
import { type Migration, runMigrations } from "../store/migrate.ts";
import { openPostgresDb } from "../store/postgres-db.ts";
import { openSqliteDb } from "../store/sqlite-db.ts";
import { listEndpoints } from "../webhooks/endpoints.ts";
import { MIGRATIONS, migrate } from "./migrations.ts";

/** The migrations d4e8ccf ran, frozen in tests/fixtures/schema-d4e8ccf.sql. */
const MIGRATIONS_D4E8CCF: Migration[] = readFileSync(
  new URL("../../../tests/fixtures/schema-d4e8ccf.sql", import.meta.url),
  "utf8",
)
  .split(/^-- migration /m)
  .slice(1)
  .map((part) => {
    const [title = "", ...lines] = part.split("\n");
    const [, version = "", name = ""] = /^(\d+): (.*)$/.exec(title) ?? [];
    const statements = lines
      .join("\n")
      .split(/;$/m)
      .map((statement) => statement.trim())
      .filter((statement) => statement.length > 0);
    return { version: Number(version), name, statements };
  });

const MADE_AT = Date.UTC(2026, 10, 20, 9, 30);
const LEAD = "0193a1b2-lead-contact";
const NEWSLETTER_LEAD = "0193a1b2-lead-newsletter";
const ARTICLE = "0193a1b2-article";
const ENDPOINT = "0193a1b2-endpoint";
const DELIVERY = "0193a1b2-delivery";

const openDb = (database: TestDatabase): Db =>
  database.databaseUrl ? openPostgresDb(database.databaseUrl) : openSqliteDb(database.dataDir);

/** The rows a team had written with d4e8ccf: the five the issue names written as that release wrote them. */
async function fillAsD4e8ccf(db: Db): Promise<void> {
  const fields = { name: "Camille Martin", email: "camille@exemple.fr", company: "Atelier Martin", message: "Bonjour" };
  const entry = { source: "recherche", landing: "/crm", at: MADE_AT };
  const proof = { kind: "altcha", at: MADE_AT };
  await db.run(
    `INSERT INTO submissions (id, type, email, fields, idempotency_key, created_at, page_path, entry, owner_id, status,
       lost_reason, lost_detail, follow_up_at, first_contact_at, timed, proof)
     VALUES (?, 'contact', 'camille@exemple.fr', ?, 'cle-1', ?, '/crm', ?, 'membre-1', 'en-cours', NULL, NULL, ?, ?, 1, ?)`,
    [
      LEAD,
      JSON.stringify(fields),
      MADE_AT,
      JSON.stringify(entry),
      MADE_AT + 86_400_000,
      MADE_AT + 3_600_000,
      JSON.stringify(proof),
    ],
  );
  await db.run(
    `INSERT INTO submissions (id, type, email, fields, idempotency_key, created_at, status, timed)
     VALUES (?, 'newsletter', 'lea@exemple.fr', ?, NULL, ?, 'nouvelle', 1)`,
    [NEWSLETTER_LEAD, JSON.stringify({ email: "lea@exemple.fr" }), MADE_AT],
  );
  await db.run(
    `INSERT INTO outbox (id, submission_id, channel, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES ('job-1', ?, 'sales-email', 'done', 1, ?, ?, ?)`,
    [LEAD, MADE_AT, MADE_AT, MADE_AT],
  );
  await db.run(
    `INSERT INTO lead_events (id, submission_id, at, actor_id, kind, status, owner_id, reason, text, contact, follow_up_at)
     VALUES ('event-1', ?, ?, 'membre-1', 'note', NULL, NULL, NULL, 'Rappeler mardi', 1, NULL)`,
    [LEAD, MADE_AT + 3_600_000],
  );
  await db.run("INSERT INTO consent_texts (version, text, first_shown_at) VALUES ('2026-10', ?, ?)", [
    "J'accepte de recevoir la lettre d'information.",
    MADE_AT,
  ]);
  await db.run(
    `INSERT INTO newsletter_subscriptions (email, state, submission_id, token_nonce, token_issued_at, signed_up_at,
       confirmed_at, withdrawn_at, page_path, consent_version, last_interest_at, updated_at)
     VALUES ('lea@exemple.fr', 'confirmed', ?, 'nonce-1', ?, ?, ?, NULL, '/blog', '2026-10', ?, ?)`,
    [NEWSLETTER_LEAD, MADE_AT, MADE_AT, MADE_AT + 60_000, MADE_AT + 60_000, MADE_AT + 60_000],
  );
  await db.run(
    `INSERT INTO webhook_endpoints (id, url, events, secret, previous_secret, previous_until, enabled, disabled_reason,
       created_at, updated_at)
     VALUES (?, 'https://crm.exemple.fr/crochets', ?, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', NULL, NULL, 1, NULL, ?, ?)`,
    [ENDPOINT, JSON.stringify(["lead.created"]), MADE_AT, MADE_AT],
  );
  await db.run(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event, submission_id, payload, status, attempts, next_attempt_at,
       created_at, updated_at)
     VALUES (?, ?, 'lead.created', ?, '{"type":"lead.created"}', 'delivered', 1, ?, ?, ?)`,
    [DELIVERY, ENDPOINT, LEAD, MADE_AT, MADE_AT, MADE_AT],
  );
  await db.run(
    `INSERT INTO webhook_attempts (id, delivery_id, endpoint_id, at, status_code, duration_ms, error)
     VALUES ('attempt-1', ?, ?, ?, 204, 120, NULL)`,
    [DELIVERY, ENDPOINT, MADE_AT],
  );
  await db.run(
    `INSERT INTO content_items (kind, item, published, published_at, published_by, revision)
     VALUES ('faq', 'essai-gratuit', ?, ?, 'membre-1', 2)`,
    [JSON.stringify({ question: "L'essai est-il gratuit ?", answer: "Oui, quinze jours." }), MADE_AT],
  );
  await db.run(
    `INSERT INTO content_versions (id, kind, item, value, action, at, by_id)
     VALUES ('version-1', 'faq', 'essai-gratuit', ?, 'published', ?, 'membre-1')`,
    [JSON.stringify({ question: "L'essai est-il gratuit ?", answer: "Oui, quinze jours." }), MADE_AT],
  );
  const article = sampleArticle();
  await db.run(
    `INSERT INTO articles (id, slug, title, category, content, search_text, state, publish_at, version, created_at,
       updated_at, updated_by)
     VALUES (?, ?, ?, ?, ?, 'preparer sa declaration de tva', 'published', NULL, 2, ?, ?, 'membre-1')`,
    [ARTICLE, article.slug, article.title, article.category, JSON.stringify(article), MADE_AT, MADE_AT],
  );
  await db.run(
    "INSERT INTO article_revisions (article_id, version, content, saved_at, saved_by) VALUES (?, 1, ?, ?, 'membre-1')",
    [ARTICLE, JSON.stringify(sampleArticle({ title: "Déclarer sa TVA" })), MADE_AT - 60_000],
  );
  await fillEveryOtherTable(db);
}

/** Column names that point at a row written above. */
const REFERENCES: Record<string, string> = {
  article_id: ARTICLE,
  submission_id: LEAD,
  endpoint_id: ENDPOINT,
  delivery_id: DELIVERY,
};

/** One row in every table still empty (settings, SEO, audience, staff, IndexNow…): its columns' kinds read from the database. */
async function fillEveryOtherTable(db: Db): Promise<void> {
  for (const table of await tableNames(db)) {
    const [{ n }] = (await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`)) as [
      { n: number | string },
    ];
    if (Number(n) > 0) continue;
    const columns = await columnsOf(db, table);
    const values = columns.map(
      ({ name, numeric }) => REFERENCES[name] ?? (numeric ? MADE_AT % 100_000 : `${table}.${name}`),
    );
    await db.run(
      `INSERT INTO ${table} (${columns.map((c) => c.name).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      values,
    );
  }
}

async function tableNames(db: Db): Promise<string[]> {
  const rows =
    db.dialect === "sqlite"
      ? await db.all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
      : await db.all<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
        );
  return rows.map((row) => row.name);
}

async function columnsOf(db: Db, table: string): Promise<{ name: string; numeric: boolean }[]> {
  if (db.dialect === "sqlite") {
    const rows = await db.all<{ name: string; type: string }>(`SELECT name, type FROM pragma_table_info('${table}')`);
    return rows.map((row) => ({ name: row.name, numeric: /INT/i.test(row.type) }));
  }
  const rows = await db.all<{ name: string; type: string }>(
    "SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
    [table],
  );
  return rows.map((row) => ({ name: row.name, numeric: /int/i.test(row.type) }));
}

/** Every row of every table, in a stable order, values as text: what must not change. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    if (table === "schema_migrations") continue;
    const rows = await db.all<Record<string, unknown>>(`SELECT * FROM ${table}`);
    dump[table] = rows
      .map((row) =>
        JSON.stringify(Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)])),
      )
      .sort();
  }
  return dump;
}

describe("the schema, one list per domain", () => {
  it("begins with the very list of migrations d4e8ccf ran, number for number and statement for statement", () => {
    expect(
      MIGRATIONS.slice(0, MIGRATIONS_D4E8CCF.length).map(({ version, name, statements }) => ({
        version,
        name,
        statements,
      })),
    ).toEqual(MIGRATIONS_D4E8CCF.map(({ version, name, statements }) => ({ version, name, statements })));
  });

  it("numbers its migrations once each, without a gap", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it("refuses two domains that took the same number", async () => {
    const [first] = MIGRATIONS as [(typeof MIGRATIONS)[number]];
    const database = await createTestDatabase("sqlite");
    const db = openDb(database);
    await expect(runMigrations(db, [first, { ...first, name: "un doublon" }])).rejects.toThrow(
      /Two migrations have the number 1/,
    );
    // Nothing was applied: the database has no table yet.
    expect(await db.all("SELECT name FROM sqlite_master WHERE type = 'table'")).toEqual([]);
    await db.close();
    await database.drop();
  });
});

describe.each(["sqlite", "postgres"] as const)("a database made by d4e8ccf, opened today, on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const db = openDb(database);
    try {
      await runMigrations(db, MIGRATIONS_D4E8CCF, MADE_AT);
      await fillAsD4e8ccf(db);
    } finally {
      await db.close();
    }
  });
  afterEach(() => database.drop());

  it("keeps every row of every table, and every domain reads its own back", async () => {
    const before = openDb(database);
    const rows = await everyRow(before);
    await before.close();
    // Every table of the schema holds a row, so that none is checked empty.
    expect(Object.values(rows).every((table) => table.length > 0)).toBe(true);
    expect(Object.keys(rows)).toHaveLength(37);

    // The site opens the database as it starts: the store (which migrates), then the staff's connection.
    const store = await openStore(database);
    const db = openDb(database);
    try {
      await migrate(db);
      // The tables d4e8ccf had keep every row; those added since start empty.
      const after = await everyRow(db);
      expect(Object.fromEntries(Object.keys(rows).map((table) => [table, after[table]]))).toEqual(rows);
      expect(Object.entries(after).filter(([table, kept]) => !(table in rows) && kept.length > 0)).toEqual([]);
      const applied = await db.all<{ version: number | string }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      expect(applied.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((m) => m.version));

      const leads = await store.listSubmissions();
      expect(leads.find((lead) => lead.id === LEAD)).toMatchObject({
        type: "contact",
        pagePath: "/crm",
        fields: { name: "Camille Martin", company: "Atelier Martin" },
      });
      expect((await leadHistory(db, LEAD)).map((event) => event.kind)).toContain("note");
      expect(await newsletterProof(db, "lea@exemple.fr")).toMatchObject({
        state: "confirmed",
        consentVersion: "2026-10",
        consentText: "J'accepte de recevoir la lettre d'information.",
      });
      expect(await listEndpoints(db, MADE_AT)).toMatchObject([
        { id: ENDPOINT, url: "https://crm.exemple.fr/crochets" },
      ]);
      expect(await contentVersions(db, "faq", "essai-gratuit")).toMatchObject([
        { value: { answer: "Oui, quinze jours." } },
      ]);
      expect(await articleById(db, ARTICLE)).toMatchObject({ title: "Préparer sa déclaration de TVA", version: 2 });
      expect((await articleRevisions(db, ARTICLE)).map((revision) => revision.version)).toEqual([1]);
    } finally {
      await db.close();
      await store.close();
    }
  });
});
