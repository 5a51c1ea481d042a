import { Writable } from "node:stream";
import { FunctionRegion, FunctionsClient, FunctionsHttpError } from "@supabase/functions-js";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTOMATION_BODY, CONTACT_BODY } from "../../../tests/fixtures/function-bodies.ts";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { fetchWithProofs, proofFor } from "../../../tests/support/form-proof.ts";
import { type RunningServer, startTestServer } from "../../../tests/support/functions-server.ts";
import { CHECK_MESSAGES } from "../../forms/check-messages.ts";
import { FORM_CHECK_HEADERS, MIN_FILLING_MS } from "../../forms/form-checks.ts";
import { HONEYPOT_FIELD } from "../../forms/honeypot.ts";
import { leadOriginHeaders } from "../../forms/lead-origin.ts";
import { FIELD_MESSAGES, SERVER_ERRORS } from "../../forms/messages.ts";
import { clientAddressRule } from "../http/limits.ts";
import type { Store } from "../site-store/index.ts";
import type { Db } from "../store/db.ts";
import { listUnwanted } from "../unwanted/desk.ts";

const KEY = "site-public-key";
const T0 = Date.UTC(2026, 3, 24, 9, 0, 0);

const contact = CONTACT_BODY;
const demo = { ...contact, message: undefined, interestedIn: ["crmpro", "facturepro"], formSource: "Demo Request" };
const automation = AUTOMATION_BODY;

/** The error body and status of a failed invoke, as the site reads them. */
async function failure(result: { error: unknown }) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  expect(response.headers.get("x-relay-error")).toBeNull();
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe.each(["sqlite", "postgres"] as const)("the four functions through functions-js on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let clock = T0;
  let client: FunctionsClient;

  beforeEach(async () => {
    clock = T0;
    database = await createTestDatabase(kind);
    server = await startTestServer(database, {}, { now: () => clock });
    client = new FunctionsClient(server.functionsUrl, {
      headers: { Authorization: `Bearer ${KEY}` },
      customFetch: fetchWithProofs(server.store, () => clock),
    });
  });
  afterEach(async () => {
    await server.close();
    await database.drop();
  });

  it("stores a contact request durably, cleaned, with a delivery job, and answers its submissionId", async () => {
    const { data, error } = await client.invoke("submit-contact", {
      body: { ...contact, message: "<script>alert(1)</script>Un devis, s'il vous plaît !", isAdmin: true },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [stored] = await server.store.listSubmissions();
    expect(stored).toMatchObject({ id: data.submissionId, type: "contact", createdAt: T0 });
    expect(stored?.fields).toEqual({ ...contact, message: "Un devis, s'il vous plaît !" });
    const jobs = await server.store.listJobs(["pending"]);
    expect(jobs.map((j) => [j.submissionId, j.channel])).toEqual([
      [data.submissionId, "sales-email"],
      [data.submissionId, "announce-email"],
      [data.submissionId, "announce-chat"],
    ]);
  });

  it("stores the page a form was sent from and the visit's entry (its headers) in their own columns, beside the spec's fields", async () => {
    const entry = { landing: "/", source: "google", utm: { source: "ads", medium: "cpc", campaign: "rentrée" } };
    const { data, error } = await client.invoke("submit-contact", {
      body: contact,
      headers: leadOriginHeaders({ pagePath: "/tarifs/crmpro", entry }),
    });
    expect(error).toBeNull();
    const [stored] = await server.store.listSubmissions();
    expect(stored).toEqual({
      id: data.submissionId,
      type: "contact",
      createdAt: T0,
      fields: contact,
      pagePath: "/tarifs/crmpro",
      entry,
      proof: "pow",
    });
  });

  it("leaves out a malformed page or entry and stores the lead all the same; the spec's bodies need neither", async () => {
    const entryHeader = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const bad: Record<string, string>[] = [
      { "x-lead-page": "/Tarifs?x=1", "x-lead-entry": entryHeader({ landing: "/", source: "google" }) },
      {
        "x-lead-page": "/automatisation",
        "x-lead-entry": entryHeader({ landing: "/", source: "google", visitor: "42" }),
      },
      { "x-lead-page": "/", "x-lead-entry": "%7Bpas-du-json" },
    ];
    for (const [i, headers] of bad.entries()) {
      clock += 61_000;
      const { error } = await client.invoke("brevo-automation-contact", {
        body: {
          ...automation,
          company: `Entreprise ${i}`,
          pagePath: "/dans-le-corps",
          entry: { landing: "/", source: "google" },
        },
        headers,
      });
      expect(error).toBeNull();
    }
    clock += 61_000;
    expect((await client.invoke("submit-demo", { body: demo })).error).toBeNull();
    const stored = await server.store.listSubmissions();
    expect(stored.map((s) => [s.pagePath, s.entry])).toEqual([
      [undefined, { landing: "/", source: "google" }],
      ["/automatisation", undefined],
      ["/", undefined],
      [undefined, undefined],
    ]);
    for (const s of stored) expect(Object.keys(s.fields)).not.toEqual(expect.arrayContaining(["pagePath"]));
  });

  it("stores a demo request with its applications, also when the client asks for a region", async () => {
    const regional = new FunctionsClient(server.functionsUrl, {
      headers: { Authorization: `Bearer ${KEY}` },
      customFetch: fetchWithProofs(server.store, () => clock),
      region: FunctionRegion.EuWest3,
    });
    const { data, error } = await regional.invoke("submit-demo", { body: demo });
    expect(error).toBeNull();
    const [stored] = await server.store.listSubmissions({ type: "demo" });
    expect(stored?.id).toBe(data.submissionId);
    expect(stored?.fields).toMatchObject({ interestedIn: ["crmpro", "facturepro"], formSource: "Demo Request" });
  });

  it("signs up a newsletter address once, however often it is sent, each time with a confirmation e-mail", async () => {
    // The spec's answer when the e-mail leaves (as a bot kept aside gets it).
    expect((await client.invoke("newsletter-signup", { body: { email: "lea@exemple.fr" } })).data).toEqual({
      success: true,
    });
    clock += 61_000;
    expect((await client.invoke("newsletter-signup", { body: { email: "LEA@exemple.fr" } })).data).toEqual({
      success: true,
    });
    expect(await server.store.listSubmissions({ type: "newsletter" })).toHaveLength(1);
    expect((await server.store.listJobs(["pending"])).map((job) => job.channel)).toEqual([
      "newsletter-confirm",
      "newsletter-confirm",
    ]);
  });

  it("answers 50 sign-ups of one address in French with at most 3 e-mails, the same address's throttle kept", async () => {
    const answers = [];
    for (let i = 0; i < 50; i++) {
      // Past the same address's 1-minute throttle each time, but for the last, sent at once.
      if (i < 49) clock += 61_000;
      const result = await client.invoke("newsletter-signup", { body: { email: "cible@exemple.fr" } });
      // Beyond the spec's `{ success: true }`, the status of an unusual answer (lib/config/newsletter.ts).
      answers.push(result.error ? (await failure(result)).body.error : (result.data.status ?? "sent"));
    }
    expect(answers.slice(0, 3)).toEqual(["sent", "sent", "sent"]);
    expect(answers.slice(3, 49)).toEqual(Array(46).fill("already-sent"));
    expect(answers[49]).toBe(SERVER_ERRORS.throttled);
    expect(
      (await server.store.listJobs(["pending"])).filter((job) => job.channel === "newsletter-confirm"),
    ).toHaveLength(3);
  });

  it("hands the address to Brevo at once with NEWSLETTER_CONFIRMATION=brevo, as before", async () => {
    await server.close();
    server = await startTestServer(database, { NEWSLETTER_CONFIRMATION: "brevo" }, { now: () => clock });
    client = new FunctionsClient(server.functionsUrl, {
      headers: { Authorization: `Bearer ${KEY}` },
      customFetch: fetchWithProofs(server.store, () => clock),
    });
    expect((await client.invoke("newsletter-signup", { body: { email: "lea@exemple.fr" } })).data).toEqual({
      success: true,
    });
    expect((await server.store.listJobs(["pending"])).map((job) => job.channel)).toEqual(["brevo-newsletter"]);
  });

  it("records an automation sign-up for Brevo and answers success with its id", async () => {
    const { data } = await client.invoke("brevo-automation-contact", { body: automation });
    expect(data).toEqual({ success: true, submissionId: expect.any(String) });
    const jobs = await server.store.listJobs(["pending"]);
    expect(jobs[0]).toMatchObject({ submissionId: data.submissionId, channel: "brevo-automation" });
  });

  it("keeps every submission across a restart on the same data", async () => {
    const { data } = await client.invoke("brevo-automation-contact", { body: automation });
    await server.close();
    server = await startTestServer(database, {}, { now: () => clock });
    const [stored] = await server.store.listSubmissions();
    expect(stored?.id).toBe(data.submissionId);
    expect((await server.store.listJobs(["pending"]))[0]?.submissionId).toBe(data.submissionId);
  });

  it("refuses the same form from the same address within 60 s, then accepts it", async () => {
    await client.invoke("submit-contact", { body: contact });
    clock += 59_000;
    const second = await failure(
      await client.invoke("submit-contact", { body: { ...contact, email: "eloise@atelier-lumiere.fr" } }),
    );
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ error: "Trop de tentatives. Veuillez attendre avant de réessayer." });
    expect((await client.invoke("submit-demo", { body: demo })).error).toBeNull();
    clock += 1_000;
    expect((await client.invoke("submit-contact", { body: contact })).error).toBeNull();
    expect(await server.store.listSubmissions({ type: "contact" })).toHaveLength(2);
  });
});

describe("abuse and bad input", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let client: FunctionsClient;
  let clock = T0;
  let logLines: string[];

  async function start(env: Record<string, string> = {}, store?: (s: Store) => Store) {
    await server?.close();
    logLines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).trim().split("\n"));
        done();
      },
    });
    server = await startTestServer(database, env, { now: () => clock, logger: pino({ level: "info" }, sink) });
    if (store) server.store = store(server.store);
    client = new FunctionsClient(server.functionsUrl, {
      headers: { Authorization: `Bearer ${KEY}` },
      customFetch: fetchWithProofs(server.store, () => clock),
    });
  }

  let opened: Db | undefined;
  /** The test's own connection, to read what the functions kept. */
  const db = async () => {
    opened ??= await openMigratedDb(database);
    return opened;
  };

  beforeEach(async () => {
    clock = T0;
    database = await createTestDatabase("sqlite");
    await start();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
    await server.close();
    await database.drop();
  });

  const post = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetchWithProofs(server.store, () => clock)(`${server.functionsUrl}/${path}`, {
      method: "POST",
      ...init,
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", ...init.headers },
    });

  it("answers 400 with a French message per field for invalid input", async () => {
    const { status, body } = await failure(
      await client.invoke("submit-contact", {
        body: { ...contact, firstName: "J3an", email: "pas-une-adresse", phone: 612, message: "a".repeat(1001) },
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: SERVER_ERRORS.invalid,
      fields: {
        firstName: FIELD_MESSAGES.firstNameInvalid,
        email: FIELD_MESSAGES.emailInvalid,
        phone: FIELD_MESSAGES.phoneInvalid,
        message: FIELD_MESSAGES.messageTooLong,
      },
    });
    const demoError = await failure(await client.invoke("submit-demo", { body: { ...demo, interestedIn: ["excel"] } }));
    expect(demoError.body.fields).toEqual({ interestedIn: FIELD_MESSAGES.interestedInRequired });
    const automationError = await failure(
      await client.invoke("brevo-automation-contact", { body: { firstName: "L", lastName: ["x"], company: "" } }),
    );
    expect(automationError.body.fields).toEqual({
      firstName: FIELD_MESSAGES.firstNameRequired,
      lastName: FIELD_MESSAGES.lastNameRequired,
      company: FIELD_MESSAGES.companyRequired,
    });
    const newsletterError = await failure(await client.invoke("newsletter-signup", { body: { email: "" } }));
    expect(newsletterError.body.fields).toEqual({ email: FIELD_MESSAGES.newsletterEmpty });
    expect(await server.store.listSubmissions()).toEqual([]);
  });

  it("answers 401 without the publishable key or with another, and accepts it as apikey", async () => {
    const anonymous = new FunctionsClient(server.functionsUrl);
    expect(await failure(await anonymous.invoke("submit-contact", { body: contact }))).toMatchObject({
      status: 401,
      body: { error: SERVER_ERRORS.unauthorized },
    });
    const wrong = new FunctionsClient(server.functionsUrl, { headers: { Authorization: "Bearer autre-cle" } });
    expect((await failure(await wrong.invoke("submit-contact", { body: contact }))).status).toBe(401);
    const apikey = new FunctionsClient(server.functionsUrl, { headers: { apikey: KEY } });
    expect((await apikey.invoke("submit-contact", { body: contact })).error).toBeNull();
  });

  it("answers 404 for an unknown function and 405 for another method", async () => {
    expect(await failure(await client.invoke("delete-everything", { body: {} }))).toMatchObject({
      status: 404,
      body: { error: SERVER_ERRORS.notFound },
    });
    for (const name of ["__proto__", "constructor", "toString"]) {
      expect((await failure(await client.invoke(name, { body: contact }))).status).toBe(404);
    }
    const get = await failure(await client.invoke("submit-contact", { method: "GET" }));
    expect(get).toMatchObject({ status: 405, body: { error: SERVER_ERRORS.methodNotAllowed } });
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("answers 415 for a body that is not JSON and 400 for malformed JSON or a non-object", async () => {
    expect(await failure(await client.invoke("submit-contact", { body: "firstName=Jean" }))).toMatchObject({
      status: 415,
      body: { error: SERVER_ERRORS.unsupportedMediaType },
    });
    const form = new FormData();
    form.set("firstName", "Jean");
    expect((await failure(await client.invoke("submit-contact", { body: form }))).status).toBe(415);
    const malformed = await post("submit-contact", { body: '{"firstName": "Jean",' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: SERVER_ERRORS.malformedJson });
    expect((await post("submit-contact", { body: "" })).status).toBe(400);
    const array = await post("submit-contact", { body: "[1, 2]" });
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: SERVER_ERRORS.invalid });
  });

  it("answers 413 above 32 KB, announced or streamed, and keeps serving", async () => {
    const big = { ...contact, padding: "x".repeat(33 * 1024) };
    expect(await failure(await client.invoke("submit-contact", { body: big }))).toMatchObject({
      status: 413,
      body: { error: SERVER_ERRORS.payloadTooLarge },
    });
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await post("submit-contact", { body: chunks, duplex: "half" } as RequestInit & {
      headers?: Record<string, string>;
    });
    expect(streamed.status).toBe(413);
    expect((await client.invoke("submit-contact", { body: contact })).error).toBeNull();
  });

  it("limits accepted submissions per client address, behind a trusted proxy by its last hop only", async () => {
    await start({ RATE_LIMIT_MAX: "3", TRUST_PROXY: "1" });
    // Each time the client forges another first hop; the proxy's appended hop stays the same.
    let forged = 0;
    const from = (address: string) => ({ "x-forwarded-for": `10.0.0.${++forged}, ${address}` });
    for (let i = 0; i < 3; i++) {
      const res = await post("brevo-automation-contact", {
        body: JSON.stringify(automation),
        headers: from("203.0.113.7"),
      });
      expect(res.status).toBe(200);
    }
    const fourth = await post("brevo-automation-contact", {
      body: JSON.stringify(automation),
      headers: from("203.0.113.7"),
    });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ error: SERVER_ERRORS.throttled });
    expect(fourth.headers.get("retry-after")).toBe("60");
    // The client-written part of the header does not matter; the proxy's hop does.
    const other = await post("brevo-automation-contact", {
      body: JSON.stringify(automation),
      headers: { "x-forwarded-for": "203.0.113.7, 198.51.100.1" },
    });
    expect(other.status).toBe(200);
    clock += 60_000;
    expect(
      (await post("brevo-automation-contact", { body: JSON.stringify(automation), headers: from("203.0.113.7") }))
        .status,
    ).toBe(200);
  });

  it("ignores X-Forwarded-For unless a proxy is trusted, and counts the socket's address", async () => {
    const keys: string[] = [];
    await start({ RATE_LIMIT_MAX: "2" }, (store) => {
      const submit = store.submit.bind(store);
      store.submit = (s) => {
        keys.push(...s.limits.map((rule) => rule.key));
        return submit(s);
      };
      return store;
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await post("brevo-automation-contact", {
        body: JSON.stringify(automation),
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(keys).toContain(clientAddressRule("127.0.0.1", server.config.rateLimit).key);
  });

  it("answers a filled honeypot like a success, delivers nothing and keeps it among « Indésirables »", async () => {
    const { data, error } = await client.invoke("submit-contact", {
      body: { ...contact, [HONEYPOT_FIELD]: "https://spam.example" },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ submissionId: expect.any(String) });
    const newsletter = await client.invoke("newsletter-signup", {
      body: { email: "bot@exemple.fr", [HONEYPOT_FIELD]: "x" },
    });
    expect(newsletter.data).toMatchObject({ success: true });
    expect(await server.store.listSubmissions()).toEqual([]);
    expect(await server.store.listJobs(["pending"])).toEqual([]);
    const kept = await listUnwanted(await db(), {});
    expect(kept.rows.map((item) => [item.id === data.submissionId || item.type, item.reason])).toEqual([
      ["newsletter", "honeypot"],
      [true, "honeypot"],
    ]);
  });

  describe("the checks that a person sent it (issue 55)", () => {
    const bare = (name: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.functionsUrl}/${name}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", ...headers },
      });

    it("keeps a submission without a proof of work among « Indésirables », answered like a success", async () => {
      const res = await bare("submit-contact", contact);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ submissionId: expect.any(String) });
      expect(await server.store.listSubmissions()).toEqual([]);
      expect(await server.store.listJobs(["pending"])).toEqual([]);
      const kept = await listUnwanted(await db(), {});
      expect(kept.rows.map((item) => item.reason)).toEqual(["challenge-missing"]);
    });

    it("accepts a proof once: posted again, or for another form, it is refused in French and kept", async () => {
      const proof = await proofFor(server.store, "contact", clock);
      const first = await bare("submit-contact", contact, { [FORM_CHECK_HEADERS.proof]: proof });
      expect(first.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        clock += 61_000;
        const again = await bare("submit-contact", contact, { [FORM_CHECK_HEADERS.proof]: proof });
        expect(again.status).toBe(403);
        expect(await again.json()).toEqual({ error: CHECK_MESSAGES.proofFailed });
      }
      const demoProof = await proofFor(server.store, "demo", clock);
      const other = await bare("submit-contact", contact, { [FORM_CHECK_HEADERS.proof]: demoProof });
      expect(other.status).toBe(403);
      expect(await server.store.listSubmissions()).toHaveLength(1);
      const reasons = (await listUnwanted(await db(), {})).rows.map((item) => item.reason).sort();
      expect(reasons).toEqual([
        "challenge-other-form",
        "challenge-replayed",
        "challenge-replayed",
        "challenge-replayed",
      ]);
    });

    it("keeps a link in a name, whatever the proof", async () => {
      const proof = await proofFor(server.store, "contact", clock);
      const res = await bare(
        "submit-contact",
        { ...contact, lastName: "Promo www.casino.example" },
        {
          [FORM_CHECK_HEADERS.proof]: proof,
        },
      );
      expect(res.status).toBe(200);
      expect(await server.store.listSubmissions()).toEqual([]);
      expect((await listUnwanted(await db(), {})).rows.map((item) => item.reason)).toEqual(["links-in-name"]);
    });

    it("without JavaScript: a signed time first, then accepted once filled long enough, marked as such", async () => {
      const plain = { [FORM_CHECK_HEADERS.plain]: "1" };
      const first = await bare("submit-contact", contact, plain);
      expect(first.status).toBe(428);
      const { error, stamp } = await first.json();
      expect(error).toBe(CHECK_MESSAGES.confirmPlain);
      expect(typeof stamp).toBe("string");
      expect(await server.store.listSubmissions()).toEqual([]);

      clock += MIN_FILLING_MS - 1;
      const tooFast = await bare("submit-contact", contact, { ...plain, [FORM_CHECK_HEADERS.stamp]: stamp });
      expect(tooFast.status).toBe(200);
      expect(await server.store.listSubmissions()).toEqual([]);

      clock += 1;
      const sent = await bare("submit-contact", contact, { ...plain, [FORM_CHECK_HEADERS.stamp]: stamp });
      expect(sent.status).toBe(200);
      const [stored] = await server.store.listSubmissions();
      expect(stored?.proof).toBe("timing");
      expect((await server.store.listJobs(["pending"])).length).toBeGreaterThan(0);
      expect((await listUnwanted(await db(), {})).rows.map((item) => item.reason)).toEqual(["too-fast"]);
    });

    it("throttles the plain path harder than the forms with a proof", async () => {
      await start({ TRUST_PROXY: "1", PLAIN_FORM_RATE_LIMIT_MAX: "2", RATE_LIMIT_MAX: "100" });
      const plain = { [FORM_CHECK_HEADERS.plain]: "1", "x-forwarded-for": "203.0.113.9" };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const first = await bare("submit-contact", { ...contact, email: `p${i}@exemple.fr` }, plain);
        const { stamp } = await first.json();
        clock += MIN_FILLING_MS;
        const res = await bare(
          "submit-contact",
          { ...contact, email: `p${i}@exemple.fr` },
          {
            ...plain,
            [FORM_CHECK_HEADERS.stamp]: stamp,
          },
        );
        statuses.push(res.status);
        if (res.status === 429) expect(await res.json()).toEqual({ error: CHECK_MESSAGES.plainThrottled });
      }
      expect(statuses).toEqual([200, 200, 429]);
      const proof = await proofFor(server.store, "contact", clock);
      const withProof = await bare(
        "submit-contact",
        { ...contact, email: "js@exemple.fr" },
        {
          "x-forwarded-for": "203.0.113.9",
          [FORM_CHECK_HEADERS.proof]: proof,
        },
      );
      expect(withProof.status).toBe(200);
    });
  });

  it("answers a replayed Idempotency-Key with the first answer, stored once", async () => {
    const headers = { "Idempotency-Key": "4f1c2a9e-essai" };
    const first = await client.invoke("submit-contact", { body: contact, headers });
    const again = await client.invoke("submit-contact", { body: contact, headers });
    expect(again.error).toBeNull();
    expect(again.data).toEqual(first.data);
    expect(await server.store.listSubmissions()).toHaveLength(1);
  });

  it("answers 500 with a French message and no stack when the store fails, then recovers", async () => {
    let broken = true;
    await start({}, (store) => {
      const submit = store.submit.bind(store);
      store.submit = (s) => (broken ? Promise.reject(new Error("disk I/O error at /secret/path")) : submit(s));
      return store;
    });
    const res = await post("submit-contact", { body: JSON.stringify(contact), headers: { origin: server.url } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: SERVER_ERRORS.internal });
    expect(text).not.toMatch(/secret|at |Error/);
    expect(res.headers.get("access-control-allow-origin")).toBe(server.url);
    broken = false;
    expect((await client.invoke("submit-contact", { body: contact })).error).toBeNull();
  });

  it("logs one JSON line per request with status and latency, without personal data", async () => {
    await client.invoke("submit-contact", { body: contact });
    await client.invoke("submit-contact", { body: { ...contact, firstName: "X" } });
    const entries = logLines.map((line) => JSON.parse(line));
    expect(entries.filter((e) => e.path === "/functions/v1/submit-contact").map((e) => e.status)).toEqual([200, 400]);
    expect(entries.every((e) => e.path === undefined || typeof e.ms === "number")).toBe(true);
    const all = logLines.join("\n").toLowerCase();
    for (const value of [
      contact.email,
      contact.firstName,
      contact.lastName,
      contact.company,
      contact.phone,
      "devis",
      "127.0.0.1",
    ]) {
      expect(all).not.toContain(value.toLowerCase());
    }
  });

  describe("CORS", () => {
    const preflight = (origin: string) =>
      fetch(`${server.functionsUrl}/submit-contact`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type, x-region",
        },
      });

    it("answers a preflight from an allowed origin with the headers functions-js sends", async () => {
      await start({ ALLOWED_ORIGINS: "https://www.exemple.fr" });
      const res = await preflight("https://www.exemple.fr");
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("https://www.exemple.fr");
      expect(res.headers.get("access-control-allow-methods")).toContain("POST");
      const allowed = res.headers.get("access-control-allow-headers")?.split(/,\s*/) ?? [];
      expect(allowed).toEqual(
        expect.arrayContaining([
          "authorization",
          "apikey",
          "content-type",
          "x-client-info",
          "x-region",
          "idempotency-key",
        ]),
      );
    });

    it("allows the server's own origin by default and refuses others", async () => {
      expect((await preflight(server.url)).status).toBe(204);
      const foreign = await preflight("https://evil.example");
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
      const post403 = await post("submit-contact", {
        body: JSON.stringify(contact),
        headers: { origin: "https://evil.example" },
      });
      expect(post403.status).toBe(403);
      expect(await post403.json()).toEqual({ error: SERVER_ERRORS.originNotAllowed });
      expect(await server.store.listSubmissions()).toEqual([]);
    });

    it("puts the CORS headers on error answers too", async () => {
      const res = await post("submit-contact", { body: "{", headers: { origin: server.url } });
      expect(res.status).toBe(400);
      expect(res.headers.get("access-control-allow-origin")).toBe(server.url);
      const unauthorized = await fetch(`${server.functionsUrl}/submit-contact`, {
        method: "POST",
        headers: { origin: server.url },
      });
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.headers.get("access-control-allow-origin")).toBe(server.url);
    });
  });
});
