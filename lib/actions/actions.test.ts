import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openMigratedDb } from "../../tests/support/databases.ts";
import { proofFor } from "../../tests/support/form-proof.ts";
import { HONEYPOT_FIELD } from "../forms/honeypot.ts";
import { FIELD_MESSAGES, SERVER_ERRORS, TOASTS } from "../forms/messages.ts";
import { VOUCHED_HEADERS, vouchedAddress, vouchFor } from "../server/http/vouched-address.ts";
import { serverRuntime, serverSecret, stopServerRuntime } from "../server/runtime.ts";
import type { SubmissionType } from "../server/submissions/submission-store.ts";
import { listUnwanted } from "../server/unwanted/desk.ts";
import { submitAutomation } from "./automation.ts";
import { submitContact } from "./contact.ts";
import { submitDemo } from "./demo.ts";
import { subscribeNewsletter } from "./newsletter.ts";

/** The headers of the visitor's request to the action (next/headers outside Next.js). */
let visitorHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => visitorHeaders }));

const KEY = "site-public-key";
const contact = {
  firstName: "Éloïse",
  lastName: "D'Aubigné",
  company: "Atelier Lumière",
  email: "eloise@atelier-lumiere.fr",
  phone: "+33 6 12 34 56 78",
  message: "Bonjour, nous voudrions un devis pour trois utilisateurs.",
};
const demo = { ...contact, message: undefined, interestedIn: ["crmpro", "facturepro"] };
const automation = { firstName: "Léa", lastName: "Martin", company: "Boulangerie Martin" };

const ENV_NAMES = [
  "SUPABASE_URL",
  "SUPABASE_ANON_KEY",
  "DATA_DIR",
  "DATABASE_URL",
  "RATE_LIMIT_MAX",
  "TRUST_PROXY",
  "LOG_LEVEL",
];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

function setEnv(env: Record<string, string | undefined>, defaults: Record<string, string> = { LOG_LEVEL: "silent" }) {
  for (const name of ENV_NAMES) delete process.env[name];
  for (const [name, value] of Object.entries({ ...defaults, ...env }))
    if (value !== undefined) process.env[name] = value;
}

afterEach(async () => {
  await stopServerRuntime();
  setEnv(savedEnv, {});
  visitorHeaders = new Headers();
});

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
type Reply = { status: number; headers?: Record<string, string>; body?: string };

/** A loopback stand-in playing the functions origin (Supabase or another instance of this app); "drop" cuts the connection. */
async function startFunctionsStandIn(reply: (request: Received) => Reply | "drop") {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      received.push(request);
      const answer = reply(request);
      if (answer === "drop") {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("server actions against a functions origin over HTTP (SUPABASE_URL set)", () => {
  let standIn: Awaited<ReturnType<typeof startFunctionsStandIn>>;
  let reply: (request: Received) => Reply | "drop";

  beforeEach(async () => {
    reply = () => json({ submissionId: "0190f2a4-0000-7000-8000-000000000001" });
    standIn = await startFunctionsStandIn((request) => reply(request));
    setEnv({ SUPABASE_URL: standIn.url, TRUST_PROXY: "1" });
    visitorHeaders = new Headers({ "x-forwarded-for": "203.0.113.7" });
  });
  afterEach(async () => {
    await standIn.close();
  });

  it("invoke each function with exactly the spec's body, the key, and the visitor's address", async () => {
    expect(await submitContact({ ...contact, isAdmin: true, message: `<script>x</script>${contact.message}` })).toEqual(
      { ok: true, data: { submissionId: "0190f2a4-0000-7000-8000-000000000001" } },
    );
    reply = () => json({ success: true });
    expect((await submitDemo({ ...demo, formSource: "Contact Form" })).ok).toBe(false);
    expect((await submitDemo(demo)).ok).toBe(true);
    expect(await subscribeNewsletter({ email: " LEA@exemple.fr ", firstName: "Léa" })).toEqual({
      ok: true,
      data: { success: true },
    });
    expect((await submitAutomation({ ...automation, email: "lea@exemple.fr" })).ok).toBe(true);

    expect(standIn.received.map((r) => [r.method, r.path])).toEqual([
      ["POST", "/functions/v1/submit-contact"],
      ["POST", "/functions/v1/submit-demo"],
      ["POST", "/functions/v1/newsletter-signup"],
      ["POST", "/functions/v1/brevo-automation-contact"],
    ]);
    expect(standIn.received.map((r) => r.body)).toEqual([
      { ...contact, formSource: "Contact Form" },
      {
        firstName: contact.firstName,
        lastName: contact.lastName,
        company: contact.company,
        email: contact.email,
        phone: contact.phone,
        interestedIn: ["crmpro", "facturepro"],
        formSource: "Demo Request",
      },
      { email: "LEA@exemple.fr" },
      automation,
    ]);
    const [first] = standIn.received;
    expect(first?.headers).toMatchObject({
      apikey: KEY,
      authorization: `Bearer ${KEY}`,
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.7",
    });
    expect(first?.headers["x-client-info"]).toMatch(/^supabase-js/);
    const vouched = first?.headers[VOUCHED_HEADERS.visitor];
    expect(vouchedAddress(serverSecret(), "visitor", String(vouched))).toBe("203.0.113.7");
  });

  it("sends the publishable key of SUPABASE_ANON_KEY and a retry key when the form gives one", async () => {
    setEnv({ SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: "autre-cle-publique" });
    await submitContact(contact, { idempotencyKey: "4f1c2a9e-essai" });
    await submitContact(contact, { idempotencyKey: "court" });
    const [withKey, withoutKey] = standIn.received;
    expect(withKey?.headers).toMatchObject({ apikey: "autre-cle-publique", "idempotency-key": "4f1c2a9e-essai" });
    expect(withoutKey?.headers["idempotency-key"]).toBeUndefined();
  });

  it("sends the lead's origin in headers when well-formed (the body stays the spec's), and leaves out each bad part without refusing", async () => {
    const entry = {
      landing: "/blog/gerer-sa-tva",
      source: "google",
      utm: { source: "ads", medium: "cpc", campaign: "tva" },
    };
    await submitContact(contact, { pagePath: "/tarifs/crmpro", entry, idempotencyKey: "4f1c2a9e-origine" });
    expect(await submitDemo(demo, { pagePath: "/Tarifs", entry: { ...entry, source: "<script>" } })).toMatchObject({
      ok: true,
    });
    await subscribeNewsletter({ email: "lea@exemple.fr", pagePath: "/blog" }, { pagePath: `/${"a".repeat(200)}` });
    await submitAutomation(automation, "pagePath=/automatisation");
    const [withOrigin, dropped, newsletter, withoutOptions] = standIn.received;
    expect(withOrigin?.body).toEqual({ ...contact, formSource: "Contact Form" });
    expect(withOrigin?.headers["x-lead-page"]).toBe("/tarifs/crmpro");
    expect(JSON.parse(decodeURIComponent(String(withOrigin?.headers["x-lead-entry"])))).toEqual(entry);
    expect(withOrigin?.headers["idempotency-key"]).toBe("4f1c2a9e-origine");
    expect(dropped?.body).not.toHaveProperty("pagePath");
    expect(dropped?.body).not.toHaveProperty("entry");
    expect(dropped?.headers["x-lead-page"]).toBeUndefined();
    expect(dropped?.headers["x-lead-entry"]).toBeUndefined();
    // Only the options carry it: a field of that name among the values is dropped by the schema.
    expect(newsletter?.body).toEqual({ email: "lea@exemple.fr" });
    expect(newsletter?.headers["x-lead-page"]).toBeUndefined();
    expect(withoutOptions?.body).toEqual(automation);
    expect(withoutOptions?.headers["x-lead-page"]).toBeUndefined();
  });

  it("shows the error a 200 answer carries", async () => {
    reply = () => json({ error: "Adresse déjà inscrite." });
    expect(await submitContact(contact)).toEqual({ ok: false, message: "Adresse déjà inscrite.", fields: {} });
  });

  it("shows the French error and field messages of a 400 answer", async () => {
    reply = () => json({ error: SERVER_ERRORS.invalid, fields: { email: FIELD_MESSAGES.emailInvalid } }, 400);
    expect(await submitDemo(demo)).toEqual({
      ok: false,
      message: SERVER_ERRORS.invalid,
      fields: { email: FIELD_MESSAGES.emailInvalid },
    });
    reply = () => json({ error: SERVER_ERRORS.throttled }, 429, { "retry-after": "60" });
    expect(await submitAutomation(automation)).toMatchObject({ ok: false, message: SERVER_ERRORS.throttled });
  });

  it("shows the form's own message for a 500 without body", async () => {
    reply = () => ({ status: 500 });
    expect(await submitContact(contact)).toEqual({ ok: false, message: TOASTS.contactFailure.description, fields: {} });
    expect(await submitAutomation(automation)).toEqual({
      ok: false,
      message: TOASTS.automationFailure.description,
      fields: {},
    });
  });

  it("shows the form's own message for a relay error (x-relay-error: true)", async () => {
    reply = () => json({ error: "Relay Error invoking the Edge Function" }, 502, { "x-relay-error": "true" });
    expect(await subscribeNewsletter({ email: "lea@exemple.fr" })).toEqual({
      ok: false,
      message: TOASTS.newsletterFailure.description,
      fields: {},
    });
  });

  it("shows the form's own message when the functions origin refuses the connection", async () => {
    await standIn.close();
    expect(await submitDemo(demo)).toEqual({ ok: false, message: TOASTS.demoFailure.description, fields: {} });
  });

  // Each failure kind of spec section 8, for each form: what the visitor is told (the browser
  // shows one kind per form and width, the components show any failure the same way).
  const FORMS = [
    ["contact", () => submitContact(contact), TOASTS.contactFailure.description],
    ["demo request", () => submitDemo(demo), TOASTS.demoFailure.description],
    ["automation sign-up", () => submitAutomation(automation), TOASTS.automationFailure.description],
    ["newsletter", () => subscribeNewsletter({ email: contact.email }), TOASTS.newsletterFailure.description],
  ] as const;
  const FAILURES: [string, Reply | "drop", string | undefined][] = [
    ["an error in the answer", json({ error: "Cette adresse est bloquée." }), "Cette adresse est bloquée."],
    ["a 500 with a French error", json({ error: SERVER_ERRORS.internal }, 500), SERVER_ERRORS.internal],
    ["a 500 without a body", { status: 500 }, undefined],
    ["a dropped connection", "drop", undefined],
    ["a 200 relay error", json({ error: "Relay Error" }, 200, { "x-relay-error": "true" }), undefined],
  ];
  describe.each(FORMS)("the %s", (_, send, ownMessage) => {
    it.each(FAILURES)(
      "on %s, answers the function's French error or else the form's own message",
      async (...[, answer, shown]) => {
        reply = () => answer;
        expect(await send()).toEqual({ ok: false, message: shown ?? ownMessage, fields: {} });
        expect(standIn.received).toHaveLength(1);
      },
    );
  });

  it("answers invalid input with French field messages and sends nothing", async () => {
    expect(await submitContact({ ...contact, firstName: "J3an", phone: 612, message: "court" })).toEqual({
      ok: false,
      message: TOASTS.validationError.description,
      fields: {
        firstName: FIELD_MESSAGES.firstNameInvalid,
        phone: FIELD_MESSAGES.phoneInvalid,
        message: FIELD_MESSAGES.messageRequired,
      },
    });
    expect(await submitDemo({ ...demo, interestedIn: [] })).toMatchObject({
      fields: { interestedIn: FIELD_MESSAGES.interestedInRequired },
    });
    expect(await submitContact({ ...contact, email: "eloise@exemple.fr>\r\nBcc: x@y.z" })).toMatchObject({
      fields: { email: FIELD_MESSAGES.emailInvalid },
    });
    expect(await subscribeNewsletter({ email: "" })).toEqual({
      ok: false,
      message: FIELD_MESSAGES.newsletterEmpty,
      fields: { email: FIELD_MESSAGES.newsletterEmpty },
    });
    expect(await subscribeNewsletter({ email: "pas-une-adresse" })).toMatchObject({
      message: FIELD_MESSAGES.newsletterInvalid,
    });
    for (const input of [null, "firstName=Jean", ["x"], 42, undefined]) {
      expect(await submitAutomation(input)).toEqual({
        ok: false,
        message: TOASTS.validationError.description,
        fields: {},
      });
    }
    expect(await submitContact({ ...contact, note: "x".repeat(1001) })).toMatchObject({
      fields: { note: "note dépasse la longueur maximale" },
    });
    expect(standIn.received).toEqual([]);
  });

  it("sends a filled honeypot with the body, for the function to keep among « Indésirables »", async () => {
    expect(await submitContact({ ...contact, [HONEYPOT_FIELD]: "https://spam.example" })).toEqual({
      ok: true,
      data: { submissionId: "0190f2a4-0000-7000-8000-000000000001" },
    });
    expect(await subscribeNewsletter({ email: "bot@exemple.fr", [HONEYPOT_FIELD]: "x" })).toMatchObject({ ok: true });
    expect(standIn.received.map((r) => r.body)).toEqual([
      { ...contact, formSource: "Contact Form", [HONEYPOT_FIELD]: "https://spam.example" },
      { email: "bot@exemple.fr", [HONEYPOT_FIELD]: "x" },
    ]);
  });
});

describe("server actions with the functions in process (SUPABASE_URL unset)", () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "actions-"));
  });
  afterEach(async () => {
    await stopServerRuntime();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A valid proof of work for `form`, made with this process's store: these tests are about storage,
   * origin and limits, the checks themselves are tested in lib/server/form-checks.
   */
  const proved = async (form: SubmissionType) => ({
    proof: await proofFor((await serverRuntime()).store, form, Date.now()),
  });

  /** The visitor as the process's HTTP server recorded it (see lib/server/http/peer-address.ts). */
  const fromPeer = (address: string, forwardedFor?: string) =>
    new Headers({
      [VOUCHED_HEADERS.peer]: vouchFor(serverSecret(), "peer", address) ?? "",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    });

  it("stores the submission in this process's store, without any network", async () => {
    setEnv({ DATA_DIR: dataDir });
    const proof = await proved("contact");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const outcome = await submitContact({ ...contact, message: `javascript:${contact.message}` }, proof);
    expect(outcome).toEqual({ ok: true, data: { submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    const { store } = await serverRuntime();
    const [stored] = await store.listSubmissions();
    expect(stored?.id).toBe(outcome.ok ? (outcome.data as { submissionId: string }).submissionId : "");
    expect(stored?.fields).toEqual({ ...contact, formSource: "Contact Form" });
    expect((await store.listJobs(["pending"])).map((job) => job.channel)).toEqual([
      "sales-email",
      "announce-email",
      "announce-chat",
    ]);

    expect(await subscribeNewsletter({ email: "lea@exemple.fr" }, await proved("newsletter"))).toEqual({
      ok: true,
      data: { success: true },
    });
    expect(await submitAutomation(automation, await proved("automation"))).toMatchObject({
      ok: true,
      data: { success: true },
    });
    expect(await submitDemo(demo, await proved("demo"))).toMatchObject({ ok: true });
    expect((await store.listSubmissions()).map((s) => s.type).sort()).toEqual([
      "automation",
      "contact",
      "demo",
      "newsletter",
    ]);
  });

  it("stores the lead's origin beside its fields", async () => {
    setEnv({ DATA_DIR: dataDir });
    const entry = { landing: "/", source: "site:partenaire.fr" };
    expect(
      (await submitContact(contact, { pagePath: "/tarifs/comptapro", entry, ...(await proved("contact")) })).ok,
    ).toBe(true);
    const { store } = await serverRuntime();
    const [stored] = await store.listSubmissions();
    expect(stored).toMatchObject({
      pagePath: "/tarifs/comptapro",
      entry,
      fields: { ...contact, formSource: "Contact Form" },
    });
  });

  it("gets the French answer of the function: the same form again within 60 s is refused", async () => {
    setEnv({ DATA_DIR: dataDir });
    expect((await submitContact(contact, await proved("contact"))).ok).toBe(true);
    expect(await submitContact({ ...contact, email: contact.email.toUpperCase() }, await proved("contact"))).toEqual({
      ok: false,
      message: "Trop de tentatives. Veuillez attendre avant de réessayer.",
      fields: {},
    });
  });

  it("counts the visitor's recorded address for the rate limit, never a forged X-Forwarded-For", async () => {
    setEnv({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "2" });
    const send = async (company: string) => submitAutomation({ ...automation, company }, await proved("automation"));
    visitorHeaders = fromPeer("198.51.100.4", "10.0.0.1");
    expect((await send("Garage Dubois")).ok).toBe(true);
    visitorHeaders = fromPeer("198.51.100.4", "10.0.0.2");
    expect((await send("Cabinet Leroy")).ok).toBe(true);
    visitorHeaders = fromPeer("198.51.100.4", "10.0.0.3");
    expect(await send("Boucherie Petit")).toMatchObject({ ok: false, message: SERVER_ERRORS.throttled });
    // A forged peer header is not the server's: it counts as no address at all, not as the throttled
    // 198.51.100.4 it names (trusted, it would be refused like the third sending above).
    visitorHeaders = new Headers({ [VOUCHED_HEADERS.peer]: "198.51.100.4;forged" });
    expect((await send("Fromagerie Roux")).ok).toBe(true);
    visitorHeaders = fromPeer("198.51.100.5");
    expect((await send("Librairie Blanc")).ok).toBe(true);
  });

  it("trusts X-Forwarded-For's proxy hop only with TRUST_PROXY", async () => {
    setEnv({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "1", TRUST_PROXY: "1" });
    visitorHeaders = fromPeer("127.0.0.1", "10.9.9.9, 203.0.113.7");
    expect((await submitAutomation(automation, await proved("automation"))).ok).toBe(true);
    visitorHeaders = fromPeer("127.0.0.1", "10.9.9.8, 203.0.113.7");
    expect((await submitAutomation(automation, await proved("automation"))).ok).toBe(false);
    visitorHeaders = fromPeer("127.0.0.1", "203.0.113.7, 203.0.113.8");
    expect((await submitAutomation(automation, await proved("automation"))).ok).toBe(true);
  });

  it("answers a filled honeypot like a success, stores no lead, delivers nothing, and keeps it among « Indésirables »", async () => {
    setEnv({ DATA_DIR: dataDir });
    // Even with a valid proof of work: a filled honeypot is a bot's.
    expect(
      await submitContact({ ...contact, [HONEYPOT_FIELD]: "https://spam.example" }, await proved("contact")),
    ).toEqual({ ok: true, data: { submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(await subscribeNewsletter({ email: "bot@exemple.fr", [HONEYPOT_FIELD]: "x" })).toMatchObject({
      ok: true,
      data: { success: true },
    });

    const { store } = await serverRuntime();
    expect(await store.listSubmissions()).toEqual([]);
    expect(await store.listJobs(["pending", "done", "failed"])).toEqual([]);
    const db = await openMigratedDb({ kind: "sqlite", dataDir, databaseUrl: undefined, drop: async () => {} });
    try {
      const unwanted = await listUnwanted(db);
      expect(unwanted.total).toBe(2);
      expect(unwanted.rows.map((row) => [row.type, row.reason, row.email]).sort()).toEqual([
        ["contact", "honeypot", contact.email],
        ["newsletter", "honeypot", "bot@exemple.fr"],
      ]);
    } finally {
      await db.close();
    }
  });
});
