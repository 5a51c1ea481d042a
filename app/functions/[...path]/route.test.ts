import { FunctionRegion, FunctionsClient, FunctionsHttpError } from "@supabase/functions-js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORM_CHECK_HEADERS } from "../../../lib/forms/form-checks.ts";
import { HONEYPOT_FIELD } from "../../../lib/forms/honeypot.ts";
import { FIELD_MESSAGES, SERVER_ERRORS } from "../../../lib/forms/messages.ts";
import { FUNCTIONS, isFunctionName } from "../../../lib/server/functions/registry.ts";
import { VOUCHED_HEADERS, vouchFor } from "../../../lib/server/http/vouched-address.ts";
import { serverRuntime, serverSecret, stopServerRuntime } from "../../../lib/server/runtime.ts";
import type { Store } from "../../../lib/server/site-store/index.ts";
import { listUnwanted } from "../../../lib/server/unwanted/desk.ts";
import { AUTOMATION_BODY, CONTACT_BODY } from "../../../tests/fixtures/function-bodies.ts";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { proofFor } from "../../../tests/support/form-proof.ts";
import { GET as health } from "../../health/route.ts";
import { DELETE, functionName, GET, HEAD, OPTIONS, PATCH, POST, PUT } from "./route.ts";

/*
 * The route handler module as Next.js runs it (app/functions/[...path]/route.ts, with the process
 * runtime of lib/server/runtime.ts), driven by the real functions-js client through a custom fetch.
 */

const KEY = "site-public-key";
const ORIGIN = "http://127.0.0.1:4398";
const contact = CONTACT_BODY;
const automation = AUTOMATION_BODY;

const HANDLERS = { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT };

/** What Next.js does with a request under /functions/: the exported handler of its method, its params. */
async function nextFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname.split("/").slice(2).filter(Boolean).map(decodeURIComponent);
  const handler = HANDLERS[request.method as keyof typeof HANDLERS];
  return handler(request, { params: Promise.resolve({ path }) });
}

/**
 * nextFetch with a fresh proof of work, made with the running process's store, on each POST to a
 * form's function: these tests are about storage, limits and HTTP, the checks are tested with
 * lib/server/form-checks.
 */
async function provedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const name = new URL(input instanceof Request ? input.url : String(input)).pathname.split("/").pop() ?? "";
  if ((init?.method ?? "GET").toUpperCase() !== "POST" || !isFunctionName(name)) return nextFetch(input, init);
  const headers = new Headers(init?.headers);
  if (!headers.has(FORM_CHECK_HEADERS.proof))
    headers.set(FORM_CHECK_HEADERS.proof, await proofFor((await serverRuntime()).store, FUNCTIONS[name].type));
  return nextFetch(input, { ...init, headers });
}

const post = (name: string, body: string, headers: Record<string, string> = {}) =>
  provedFetch(`${ORIGIN}/functions/v1/${name}`, {
    method: "POST",
    body,
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", host: "127.0.0.1:4398", ...headers },
  });

async function failure(result: { error: unknown }) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const ENV_NAMES = ["DATA_DIR", "DATABASE_URL", "RATE_LIMIT_MAX", "TRUST_PROXY", "LOG_LEVEL", "ALLOWED_ORIGINS"];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

describe.each(["sqlite", "postgres"] as const)("the Next.js functions route on %s", (kind) => {
  let database: TestDatabase;
  let client: FunctionsClient;

  async function start(env: Record<string, string> = {}) {
    await stopServerRuntime();
    for (const name of ENV_NAMES) delete process.env[name];
    Object.assign(process.env, {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      LOG_LEVEL: "silent",
      ...env,
    });
  }

  async function store(): Promise<Store> {
    return (await serverRuntime()).store;
  }

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await start();
    client = new FunctionsClient(`${ORIGIN}/functions/v1`, {
      headers: { Authorization: `Bearer ${KEY}` },
      customFetch: provedFetch,
    });
  });
  afterEach(async () => {
    await stopServerRuntime();
    for (const name of ENV_NAMES) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
    await database.drop();
  });

  it("stores a contact request durably, cleaned, with its delivery job, and answers its submissionId", async () => {
    const { data, error } = await client.invoke("submit-contact", {
      body: { ...contact, message: "<script>alert(1)</script>Un devis, s'il vous plaît !", isAdmin: true },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [stored] = await (await store()).listSubmissions();
    expect(stored).toMatchObject({ id: data.submissionId, type: "contact" });
    expect(stored?.fields).toEqual({ ...contact, message: "Un devis, s'il vous plaît !" });
    const jobs = await (await store()).listJobs(["pending"]);
    expect(jobs.map((j) => [j.submissionId, j.channel])).toEqual([
      [data.submissionId, "sales-email"],
      [data.submissionId, "announce-email"],
      [data.submissionId, "announce-chat"],
    ]);
  });

  it("answers every function as the spec says, with a region or not", async () => {
    const regional = new FunctionsClient(`${ORIGIN}/functions/v1`, {
      headers: { apikey: KEY },
      region: FunctionRegion.EuWest3,
      customFetch: provedFetch,
    });
    const demo = { ...contact, message: undefined, interestedIn: ["crmpro"], formSource: "Demo Request" };
    expect((await regional.invoke("submit-demo", { body: demo })).data).toEqual({ submissionId: expect.any(String) });
    expect((await client.invoke("newsletter-signup", { body: { email: "lea@exemple.fr" } })).data).toEqual({
      success: true,
    });
    expect((await client.invoke("brevo-automation-contact", { body: automation })).data).toEqual({
      success: true,
      submissionId: expect.any(String),
    });
    expect((await (await store()).listSubmissions()).map((s) => s.type).sort()).toEqual([
      "automation",
      "demo",
      "newsletter",
    ]);
  });

  it("answers bad requests with their statuses and French errors", async () => {
    const invalid = await failure(
      await client.invoke("submit-contact", { body: { ...contact, firstName: "J3an", email: "pas-une-adresse" } }),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: SERVER_ERRORS.invalid,
        fields: { firstName: FIELD_MESSAGES.firstNameInvalid, email: FIELD_MESSAGES.emailInvalid },
      },
    });
    const anonymous = new FunctionsClient(`${ORIGIN}/functions/v1`, { customFetch: nextFetch });
    expect(await failure(await anonymous.invoke("submit-contact", { body: contact }))).toMatchObject({
      status: 401,
      body: { error: SERVER_ERRORS.unauthorized },
    });
    for (const name of ["delete-everything", "__proto__"]) {
      expect(await failure(await client.invoke(name, { body: contact }))).toMatchObject({
        status: 404,
        body: { error: SERVER_ERRORS.notFound },
      });
    }
    const get = await failure(await client.invoke("submit-contact", { method: "GET" }));
    expect(get).toMatchObject({ status: 405, body: { error: SERVER_ERRORS.methodNotAllowed } });
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await failure(await client.invoke("submit-contact", { body: "firstName=Jean" }))).toMatchObject({
      status: 415,
      body: { error: SERVER_ERRORS.unsupportedMediaType },
    });
    const malformed = await post("submit-contact", '{"firstName":');
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: SERVER_ERRORS.malformedJson }]);
    const big = await failure(
      await client.invoke("submit-contact", { body: { ...contact, padding: "x".repeat(33 * 1024) } }),
    );
    expect(big).toMatchObject({ status: 413, body: { error: SERVER_ERRORS.payloadTooLarge } });
    expect(await (await store()).listSubmissions()).toEqual([]);
  });

  it("refuses the same form from the same e-mail within 60 s, with Retry-After", async () => {
    expect((await client.invoke("submit-contact", { body: contact })).error).toBeNull();
    const again = await failure(
      await client.invoke("submit-contact", { body: { ...contact, email: "eloise@atelier-lumiere.fr" } }),
    );
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ error: "Trop de tentatives. Veuillez attendre avant de réessayer." });
    expect(again.headers.get("retry-after")).toBe("60");
  });

  it("answers a filled honeypot like a success and a replayed Idempotency-Key with the first answer", async () => {
    // With a valid proof of work all the same: the honeypot is a bot's, kept for the team, never a lead.
    const bot = await client.invoke("submit-contact", { body: { ...contact, [HONEYPOT_FIELD]: "https://spam" } });
    expect(bot.data).toEqual({ submissionId: expect.any(String) });
    expect(await (await store()).listSubmissions()).toEqual([]);
    expect(await (await store()).listJobs(["pending", "done", "failed"])).toEqual([]);
    const db = await openMigratedDb(database);
    try {
      const unwanted = await listUnwanted(db);
      expect(unwanted.total).toBe(1);
      expect(unwanted.rows[0]).toMatchObject({ id: bot.data.submissionId, type: "contact", reason: "honeypot" });
    } finally {
      await db.close();
    }
    const headers = { "Idempotency-Key": "4f1c2a9e-essai" };
    const first = await client.invoke("brevo-automation-contact", { body: automation, headers });
    const replay = await client.invoke("brevo-automation-contact", { body: automation, headers });
    expect(replay.data).toEqual(first.data);
    expect(await (await store()).listSubmissions()).toHaveLength(1);
  });

  it("counts the recorded peer, not a forged X-Forwarded-For or visitor header", async () => {
    await start({ RATE_LIMIT_MAX: "2" });
    const peer = vouchFor(serverSecret(), "peer", "198.51.100.4") ?? "";
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post("brevo-automation-contact", JSON.stringify(automation), {
        [VOUCHED_HEADERS.peer]: peer,
        "x-forwarded-for": `10.0.0.${i}`,
        [VOUCHED_HEADERS.visitor]: `10.0.1.${i};signature-forgee`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // The site's own server action vouches for its visitor: that address counts.
    const vouched = vouchFor(serverSecret(), "visitor", "203.0.113.7") ?? "";
    const fromAction = await post("brevo-automation-contact", JSON.stringify(automation), {
      [VOUCHED_HEADERS.peer]: peer,
      [VOUCHED_HEADERS.visitor]: vouched,
    });
    expect(fromAction.status).toBe(200);
  });

  it("answers CORS preflights for allowed origins and refuses other origins before any work", async () => {
    await start({ ALLOWED_ORIGINS: "https://www.exemple.fr" });
    const preflight = (origin: string) =>
      nextFetch(`${ORIGIN}/functions/v1/submit-contact`, {
        method: "OPTIONS",
        headers: { origin, host: "127.0.0.1:4398", "access-control-request-method": "POST" },
      });
    const allowed = await preflight("https://www.exemple.fr");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://www.exemple.fr");
    expect(allowed.headers.get("access-control-allow-headers")?.split(/,\s*/)).toEqual(
      expect.arrayContaining(["authorization", "apikey", "content-type", "x-client-info", "x-region"]),
    );
    expect((await preflight(ORIGIN)).status).toBe(204);
    const foreign = await post("submit-contact", JSON.stringify(contact), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: SERVER_ERRORS.originNotAllowed });
    const error = await post("submit-contact", "{", { origin: ORIGIN });
    expect(error.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(await (await store()).listSubmissions()).toEqual([]);
  });

  it("answers 500 with a French message and nothing of the cause when the store fails", async () => {
    const broken = await store();
    const submit = broken.submit;
    broken.submit = () => Promise.reject(new Error("disk I/O error at /secret/path"));
    try {
      const res = await post("submit-contact", JSON.stringify(contact));
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: SERVER_ERRORS.internal });
      expect(text).not.toMatch(/secret|Error/);
    } finally {
      broken.submit = submit;
    }
  });

  it("GET /health: ok once the store answers, 503 when it does not", async () => {
    const ok = await health();
    expect([ok.status, await ok.json()]).toEqual([200, { status: "ok" }]);
    const current = await store();
    const ping = current.ping;
    current.ping = () => Promise.reject(new Error("down"));
    try {
      const down = await health();
      expect([down.status, await down.json()]).toEqual([503, { status: "unavailable" }]);
    } finally {
      current.ping = ping;
    }
  });
});

describe("the function a path under /functions/ names", () => {
  it("is the one segment after v1, and none for any other path", () => {
    expect(functionName(["v1", "submit-contact"])).toBe("submit-contact");
    expect(functionName(["v1", "submit-contact", "extra"])).toBe("");
    expect(functionName(["v2", "submit-contact"])).toBe("");
    expect(functionName(["v1"])).toBe("");
  });
});
