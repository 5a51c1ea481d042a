import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sameEmailRule } from "../lib/server/http/limits.ts";
import { openStore, type Store } from "../lib/server/site-store/index.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/databases.ts";

const run = promisify(execFile);

describe.each(["sqlite", "postgres"] as const)("npm run leads on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  const ids: string[] = [];

  async function leads(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir };
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    else delete env.DATABASE_URL;
    return run(process.execPath, ["--conditions=react-server", "scripts/leads.ts", ...args], { env });
  }

  async function add(type: "contact" | "newsletter" | "automation", fields: Record<string, unknown>, now: number) {
    const id = randomUUID();
    const email = typeof fields.email === "string" ? fields.email.toLowerCase() : null;
    await store.submit({
      id,
      type,
      email,
      fields,
      idempotencyKey: null,
      channels: [type === "contact" ? "sales-email" : type === "newsletter" ? "brevo-newsletter" : "brevo-automation"],
      limits: email ? [sameEmailRule(type, email)] : [],
      oncePerEmail: type === "newsletter",
      now,
    });
    ids.push(id);
    return id;
  }

  beforeEach(async () => {
    ids.length = 0;
    database = await createTestDatabase(kind);
    store = await openStore(database);
    await add(
      "contact",
      { firstName: "Jeanne", email: "Jeanne@Exemple.fr", message: "Rappelez-moi, s'il vous plaît" },
      1_000,
    );
    await add("newsletter", { email: "jeanne@exemple.fr" }, 2_000);
    await add("automation", { firstName: "Léa", lastName: "Martin", company: "Boulangerie Martin" }, 3_000);
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it("exports every submission as JSON lines, ids equal to the submission ids", async () => {
    const { stdout } = await leads("export", "--format", "json");
    const records = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(records.map((r) => r.id)).toEqual(ids);
    expect(records[0]).toEqual({
      id: ids[0],
      type: "contact",
      createdAt: "1970-01-01T00:00:01.000Z",
      firstName: "Jeanne",
      email: "Jeanne@Exemple.fr",
      message: "Rappelez-moi, s'il vous plaît",
    });
  });

  it("exports one type as CSV", async () => {
    const { stdout } = await leads("export", "--format", "csv", "--type", "automation");
    const rows = stdout.trimEnd().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${ids[2]},automation,`);
    expect(rows[1]).toContain("Léa,Martin,Boulangerie Martin");
  });

  it("erases a person's data (RGPD) and leaves the others", async () => {
    const { stdout } = await leads("delete", "--email", "JEANNE@exemple.fr");
    expect(stdout).toContain("Deleted 2 submission(s)");
    const left = await store.listSubmissions();
    expect(left.map((s) => s.id)).toEqual([ids[2]]);
    expect(JSON.stringify(await store.listJobs(["pending", "done", "failed"]))).not.toContain(ids[0]);
    // The 60 s rule of the erased address is forgotten too.
    expect(
      (await add("contact", { email: "jeanne@exemple.fr" }, 4_000)) && (await store.listSubmissions()),
    ).toHaveLength(2);
  });

  it("erases one sign-up by its id", async () => {
    const { stdout } = await leads("delete", "--id", ids[2]!);
    expect(stdout).toContain("Deleted 1 submission(s)");
    expect((await store.listSubmissions()).map((s) => s.id)).toEqual([ids[0], ids[1]]);
  });

  it("shows pending and failed deliveries and what they wait for", async () => {
    const [job] = await store.claimJobs({
      workerId: "w",
      channels: ["sales-email"],
      now: 5_000,
      lockMs: 1000,
      limit: 1,
    });
    await store.rescheduleJob(job!.id, "w", { now: 5_000, nextAttemptAt: 5_000, error: "SMTP 550", failed: true });
    const { stdout } = await leads("outbox");
    expect(stdout).toContain("Pending: 2    Failed: 1");
    expect(stdout).toContain("brevo-newsletter: not configured (BREVO_API_KEY)");
    expect(stdout).toContain(`failed\tsales-email\tcontact\t${ids[0]}\t1\t-\tSMTP 550`);
  });

  it("refuses unknown commands and options with the usage", async () => {
    await expect(leads("export", "--format", "xml")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage"),
    });
    await expect(leads("purge")).rejects.toMatchObject({ code: 2 });
    await expect(leads("delete")).rejects.toMatchObject({ code: 2 });
  });
});
