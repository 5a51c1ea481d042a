import { rmSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FILLED_LEGAL_ENV } from "../../tests/support/legal-env.ts";
import { startBrevoStandIn, startSmtpStandIn } from "../stand-ins/delivery.ts";
import { runDoctor } from "./run.ts";
import { renderTable } from "./table.ts";
import { fakeBuild } from "./test-build.ts";

const SITE = "https://www.exemple.fr";
const KEY = "xkeysib-doctor-0123456789";
const SMTP_PASS = "smtp-s3cret-pass";
const FORWARD = "forward-secret-".repeat(3);
const STAFF = "staff-session-key-".repeat(2);
const ACTIONS_KEY = Buffer.alloc(32, 9).toString("base64");

describe("npm run doctor, every check together", () => {
  let build: ReturnType<typeof fakeBuild>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let brevo: Awaited<ReturnType<typeof startBrevoStandIn>>;
  let env: Record<string, string>;

  beforeEach(async () => {
    build = fakeBuild(SITE);
    smtp = await startSmtpStandIn(undefined, { auth: { user: "site", pass: SMTP_PASS } });
    brevo = await startBrevoStandIn((request) => ({ status: request.apiKey === KEY ? 200 : 401, body: {} }));
    env = {
      ...FILLED_LEGAL_ENV,
      SITE_URL: SITE,
      TRUST_PROXY: "1",
      DATA_DIR: build.dataDir,
      SUPABASE_URL: "https://functions.exemple.fr",
      FUNCTIONS_FORWARD_SECRET: FORWARD,
      BETTER_AUTH_SECRET: STAFF,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTIONS_KEY,
      SALES_EMAIL: "ventes@exemple.fr",
      SMTP_URL: `smtp://site:${SMTP_PASS}@127.0.0.1:${smtp.port}`,
      BREVO_API_KEY: KEY,
      BREVO_API_URL: brevo.url,
      BREVO_NEWSLETTER_LIST_ID: "3",
      BREVO_AUTOMATION_LIST_ID: "7",
    };
  });
  afterEach(async () => {
    await smtp.close();
    await brevo.close();
    rmSync(build.root, { recursive: true, force: true });
  });

  const doctor = (overrides: Record<string, string> = {}) =>
    runDoctor({ ...env, ...overrides }, { distDir: build.distDir, publicDir: build.publicDir, timeoutMs: 5000 });

  it("passes a configuration ready to go live, row by row, and prints no secret", async () => {
    const results = await doctor();
    expect(results.map((r) => [r.check, r.status])).toEqual([
      ["configuration", "ok"],
      ["SITE_URL", "ok"],
      ["build", "ok"],
      ["legal details", "ok"],
      ["legal pages of the build", "ok"],
      ["INDEXNOW_KEY", "ok"],
      ["TRUST_PROXY", "ok"],
      ["FUNCTIONS_FORWARD_SECRET", "ok"],
      ["BETTER_AUTH_SECRET", "ok"],
      ["NEXT_SERVER_ACTIONS_ENCRYPTION_KEY", "ok"],
      ["store", "ok"],
      ["SALES_EMAIL + SMTP_URL", "ok"],
      ["SMTP server", "ok"],
      ["Brevo settings", "ok"],
      ["Brevo API", "ok"],
      ["Newsletter confirmation", "ok"],
    ]);
    const table = renderTable(results);
    for (const secret of [KEY, SMTP_PASS, FORWARD, STAFF, ACTIONS_KEY]) expect(table).not.toContain(secret);
  });

  it("fails what is wrong and still prints no secret", async () => {
    const results = await doctor({
      TRUST_PROXY: "0",
      SMTP_URL: `smtp://site:not-the-${SMTP_PASS}@127.0.0.1:${smtp.port}`,
      BREVO_API_KEY: `${KEY}-revoked`,
    });
    const failed = results.filter((r) => r.status === "fail").map((r) => r.check);
    expect(failed).toEqual(["TRUST_PROXY", "SMTP server", "Brevo API"]);
    const table = renderTable(results);
    for (const secret of [KEY, SMTP_PASS, FORWARD, STAFF, ACTIONS_KEY]) expect(table).not.toContain(secret);
  });

  it("reports a configuration that does not load as a failed row, masking a key pasted in the wrong place", async () => {
    const results = await doctor({ BREVO_NEWSLETTER_LIST_ID: KEY });
    expect(results[0]).toEqual({
      check: "configuration",
      status: "fail",
      detail: 'BREVO_NEWSLETTER_LIST_ID must be an integer of at least 1, got "***"',
      fix: 'fix that variable (docs/deploying.md, "Configuration")',
    });
    expect(results.at(-1)).toMatchObject({ check: "other checks", status: "fail" });
    expect(results.find((r) => r.check === "legal details")).toMatchObject({ status: "ok" });
  });

  it("fails a build made before the SITE_URL changed", async () => {
    const results = await doctor({ SITE_URL: "https://gestio.fr" });
    expect(results.find((r) => r.check === "build")).toMatchObject({
      status: "fail",
      detail: `built for ${SITE}, not for SITE_URL https://gestio.fr`,
    });
  });
});
