import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/databases.ts";
import { FILLED_LEGAL_ENV } from "../tests/support/legal-env.ts";
import { fakeBuild } from "./doctor/test-build.ts";
import { startBrevoStandIn, startSmtpStandIn } from "./stand-ins/delivery.ts";

const run = promisify(execFile);
const SCRIPT = resolve("scripts/doctor.ts");
const SITE = "https://www.exemple.fr";

describe("npm run doctor", () => {
  let build: ReturnType<typeof fakeBuild>;
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let brevo: Awaited<ReturnType<typeof startBrevoStandIn>>;

  beforeEach(async () => {
    build = fakeBuild(SITE);
    database = await createTestDatabase("postgres");
    smtp = await startSmtpStandIn();
    brevo = await startBrevoStandIn(() => ({ status: 200, body: {} }));
  });
  afterEach(async () => {
    await smtp.close();
    await brevo.close();
    await database.drop();
    rmSync(build.root, { recursive: true, force: true });
  });

  /** The script in the build's folder, with only `env` (and `.env` there) set; exit code and output. */
  async function doctor(env: Record<string, string>) {
    try {
      const { stdout } = await run(process.execPath, ["--conditions=react-server", SCRIPT], {
        cwd: build.root,
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
      });
      return { code: 0, stdout };
    } catch (error) {
      const { code, stdout } = error as { code: number; stdout: string };
      return { code, stdout };
    }
  }

  it("exits 0 and says ready for a configuration a live site can run on (PostgreSQL, read from .env)", async () => {
    writeFileSync(
      join(build.root, ".env"),
      `SALES_EMAIL=ventes@exemple.fr\nSMTP_URL=${smtp.url}\nBREVO_API_KEY=xkeysib-0123456789\nBREVO_API_URL=${brevo.url}\n`,
    );
    const { code, stdout } = await doctor({
      ...FILLED_LEGAL_ENV,
      SITE_URL: SITE,
      TRUST_PROXY: "1",
      BETTER_AUTH_SECRET: "cle-des-sessions-du-back-office-".repeat(2),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString("base64"),
      DATABASE_URL: database.databaseUrl ?? "",
      BREVO_NEWSLETTER_LIST_ID: "3",
      BREVO_AUTOMATION_LIST_ID: "7",
    });
    expect(stdout).toMatch(/^Check\s+Status\s+Found\s+How to fix$/m);
    expect(stdout).toMatch(/^store\s+ok\s+PostgreSQL postgres:\/\/\S+:$/m);
    expect(stdout).toContain("16 checks: 16 ok, 0 warning(s), 0 failure(s). Ready to go live.");
    expect(stdout).not.toContain("xkeysib-0123456789");
    expect(code).toBe(0);
  });

  it("exits 1 and names what is missing for a development configuration", async () => {
    const { code, stdout } = await doctor({ DATA_DIR: build.dataDir });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^SITE_URL\s+FAIL\s+unset/m);
    expect(stdout).toMatch(/^legal details\s+FAIL\s+missing: PUBLISHER_SHARE_CAPITAL/m);
    expect(stdout).toMatch(/^store\s+ok\s+SQLite /m);
    expect(stdout).toContain("Not ready to go live");
  });

  it("reports an invalid legal detail in its row instead of stopping", async () => {
    const { code, stdout } = await doctor({ DATA_DIR: build.dataDir, PUBLISHER_POSTAL_CODE: "750" });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^legal details\s+FAIL\s+invalid: PUBLISHER_POSTAL_CODE must be/m);
  });
});
