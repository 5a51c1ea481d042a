import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { AUDIENCE_BEACON_PATH, AUDIENCE_LIMITS } from "../../lib/config/audience.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { baseSecurityHeaders } from "../../lib/security/headers.ts";
import { flushAudience, receiveAudienceBeacon } from "../../lib/server/audience-runtime.ts";
import { VOUCHED_HEADERS, vouchFor } from "../../lib/server/http/vouched-address.ts";
import { serverConfig, serverSecret, stopServerRuntime } from "../../lib/server/runtime.ts";
import { staffDirectory } from "../../lib/server/staff-directory.ts";
import { config as middlewareConfig } from "../../middleware.ts";
import { audienceMetricRows, audienceViewRows, audienceViewsCounted } from "../../tests/support/audience-counters.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { GET, POST } from "./route.ts";

/*
 * POST /mesure-audience as Next.js calls it, on the Node server (its store SQLite or PostgreSQL, the
 * counts read back from the tables after a flush) and as the edge Worker runs it (workerd's
 * navigator), passing the beacon on to a Node origin on loopback.
 */

const SITE = "http://127.0.0.1:4398";
/** The build's pages, as its CSP manifest names them (the not-found page and the back office among them). */
const BUILT_PAGES = [
  "/",
  "/tarifs",
  "/tarifs/crmpro",
  "/contact",
  "/blog",
  "/blog/article-du-build",
  "/_not-found",
  "/admin",
];

let sequence = 0;
const viewId = () => `vue-route-${String(++sequence).padStart(8, "0")}`;

const beacon = (overrides: Record<string, unknown> = {}) => ({
  id: viewId(),
  path: "/tarifs",
  device: "phone",
  entry: true,
  source: "google",
  utm: { source: "newsletter", medium: "email", campaign: "rentree" },
  metrics: { LCP: 1800, INP: 120, CLS: 0.05 },
  ...overrides,
});

function post(body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  return POST(
    new Request(`${SITE}${AUDIENCE_BEACON_PATH}`, {
      method: "POST",
      body,
      headers: { "content-type": "text/plain;charset=UTF-8", origin: SITE, host: "127.0.0.1:4398", ...headers },
      ...init,
    }),
  );
}

const send = (value: unknown, headers: Record<string, string> = {}) => post(JSON.stringify(value), headers);

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(siteUrl())))
    expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
  expect(response.headers.get("cache-control")).toBe("no-store");
}

beforeAll(() => {
  vi.stubEnv("CSP_SCRIPT_HASHES", JSON.stringify(Object.fromEntries(BUILT_PAGES.map((path) => [path, []]))));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe.each(["sqlite", "postgres"] as const)("POST /mesure-audience on the Node server, %s", (kind) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    vi.stubEnv("DATA_DIR", database.dataDir);
    vi.stubEnv("DATABASE_URL", database.databaseUrl);
    vi.stubEnv("LOG_LEVEL", "silent");
    vi.stubEnv("TRUST_PROXY", "1");
    vi.stubEnv("SUPABASE_URL", undefined);
    // The tests flush themselves: never the timer in the middle of one.
    vi.stubEnv("AUDIENCE_FLUSH_MS", "600000");
  });
  afterEach(async () => {
    await stopServerRuntime();
    vi.unstubAllEnvs();
    vi.stubEnv("CSP_SCRIPT_HASHES", JSON.stringify(Object.fromEntries(BUILT_PAGES.map((path) => [path, []]))));
    await database.drop();
  });

  it("counts a view with its source, campaign and metrics: 204, in the tables after the flush", async () => {
    const answer = await send(beacon());
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expectSecurityHeaders(answer);
    // The counts live in memory until the flush.
    expect(await audienceViewsCounted(database)).toBe(0);
    await flushAudience();
    expect(await audienceViewRows(database)).toEqual([
      expect.objectContaining({
        route: "/tarifs",
        device: "phone",
        source: "google",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "rentree",
        views: 1,
        entries: 1,
      }),
    ]);
    expect((await audienceMetricRows(database)).map((row) => [row.metric, row.count])).toEqual([
      ["CLS", 1],
      ["INP", 1],
      ["LCP", 1],
    ]);
  });

  it("takes JSON as sendBeacon sends it, a string (text/plain) or a Blob (application/json)", async () => {
    expect((await send(beacon(), { "content-type": "text/plain;charset=UTF-8" })).status).toBe(204);
    expect((await send(beacon(), { "content-type": "application/json" })).status).toBe(204);
    expect((await send(beacon(), { "content-type": "TEXT/PLAIN" })).status).toBe(204);
    await flushAudience();
    expect(await audienceViewsCounted(database)).toBe(3);
  });

  it("counts an article out in the store, not one that is not, nor the not-found page, nor the back office", async () => {
    const { db } = await staffDirectory();
    await db.run(
      `INSERT INTO articles (id, slug, title, category, content, search_text, state, publish_at, version, created_at, updated_at, updated_by)
       VALUES ('a1', 'article-publie', 'Titre', 'Gestion', 'Texte', 'titre texte', 'live', ?, 1, 0, 0, NULL)`,
      [Date.now() - 60_000],
    );
    expect((await send(beacon({ path: "/blog/article-publie" }))).status).toBe(204);
    expect((await send(beacon({ path: "/blog" }))).status).toBe(204);
    for (const path of [
      "/blog/article-inconnu",
      "/blog/article-du-build",
      "/404",
      "/admin",
      "/tarifs/inconnu",
      "/mesure-audience",
    ]) {
      const answer = await send(beacon({ path }));
      expect(answer.status, path).toBe(404);
      expectSecurityHeaders(answer);
    }
    await flushAudience();
    expect((await audienceViewRows(database)).map((row) => row.route)).toEqual(["/blog", "/blog/article-publie"]);
  });

  it("refuses another site's beacon: 403, nothing counted", async () => {
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site", origin: SITE },
      { origin: "https://ailleurs.fr" },
      { origin: "http://127.0.0.1:4398.ailleurs.fr" },
      { origin: "null" },
    ]) {
      const answer = await send(beacon(), headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expectSecurityHeaders(answer);
    }
    // The site's own pages: its Origin, or same-origin without one.
    expect((await send(beacon(), { "sec-fetch-site": "same-origin" })).status).toBe(204);
    await flushAudience();
    expect(await audienceViewsCounted(database)).toBe(1);
  });

  it("refuses a body over 4 KB without reading it all, announced or streamed without end: 413", async () => {
    const padded = JSON.stringify(beacon({ path: `/${"a".repeat(199)}` })).padEnd(AUDIENCE_LIMITS.maxBytes + 1, " ");
    expect((await post(padded)).status).toBe(413);
    // Exactly at the limit it is read (and this one is a valid beacon, padded with JSON's spaces).
    expect((await post(JSON.stringify(beacon()).padEnd(AUDIENCE_LIMITS.maxBytes, " "))).status).toBe(204);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const answer = await post(endless, {}, { duplex: "half" } as RequestInit);
    expect(answer.status).toBe(413);
    expectSecurityHeaders(answer);
    expect(pulled).toBeLessThan(10);
    await flushAudience();
    expect(await audienceViewsCounted(database)).toBe(1);
  });

  it("refuses what is not a beacon: 415 for another type, 400 for a body parseBeacon refuses", async () => {
    expect((await send(beacon(), { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post(JSON.stringify(beacon()), { "content-type": "" })).status).toBe(415);
    for (const body of [
      "",
      "{",
      "null",
      "[]",
      new Uint8Array([0x7b, 0xff, 0x7d]),
      JSON.stringify(beacon({ ip: "203.0.113.7" })),
      JSON.stringify(beacon({ id: "court" })),
      JSON.stringify(beacon({ path: "/tarifs?plan=pro" })),
      JSON.stringify(beacon({ path: "/Tarifs" })),
      JSON.stringify(beacon({ device: "desktop" })),
      JSON.stringify(beacon({ source: "altavista" })),
      JSON.stringify(beacon({ utm: { source: "x".repeat(61) } })),
      JSON.stringify(beacon({ metrics: { LCP: -1 } })),
      JSON.stringify(beacon({ metrics: { CLS: 51 } })),
      `{"id":"${viewId()}","path":"/","device":"phone","entry":false,"metrics":{"LCP":1e400}}`,
    ]) {
      const answer = await post(body);
      expect(answer.status, String(body)).toBe(400);
      expectSecurityHeaders(answer);
    }
    await flushAudience();
    expect(await audienceViewsCounted(database)).toBe(0);
  });

  it("answers a replayed view 204 and counts it once", async () => {
    const once = beacon();
    for (let n = 0; n < 3; n++) expect((await send(once)).status).toBe(204);
    expect((await send({ ...once, path: "/contact" })).status).toBe(204);
    await flushAudience();
    expect(await audienceViewRows(database)).toEqual([expect.objectContaining({ route: "/tarifs", views: 1 })]);
  });

  it("throttles a flood from one address (429), the others still counted, the address kept nowhere", async () => {
    const from = (address: string) => ({ "x-forwarded-for": address });
    const limit = AUDIENCE_LIMITS.perAddressPerMinute;
    const answers = [];
    for (let n = 0; n <= limit; n++) answers.push((await send(beacon(), from("203.0.113.7"))).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(limit);
    expect(answers.at(-1)).toBe(429);
    expect((await send(beacon(), from("198.51.100.4"))).status).toBe(204);
    // A view refused for its address is not remembered: sent again later, it could count.
    await flushAudience();
    expect(await audienceViewsCounted(database)).toBe(limit + 1);
    const rows = JSON.stringify([...(await audienceViewRows(database)), ...(await audienceMetricRows(database))]);
    expect(rows).not.toContain("203.0.113");
  });

  it("answers any other method 405 with its headers; Next's middleware never sees the beacon", async () => {
    const answer = await GET();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expectSecurityHeaders(answer);
    const [pages] = middlewareConfig.matcher;
    const seen = (path: string) => new RegExp(`^${pages}$`).test(path);
    expect(seen("/tarifs")).toBe(true);
    expect(seen("/consentement")).toBe(true);
    expect(seen(AUDIENCE_BEACON_PATH)).toBe(false);
  });

  it("writes what is left at shutdown", async () => {
    expect((await send(beacon())).status).toBe(204);
    await stopServerRuntime();
    expect(await audienceViewsCounted(database)).toBe(1);
  });
});

describe("POST /mesure-audience in the edge Worker: passed on to the Node origin", () => {
  let database: TestDatabase;
  let origin: Server;
  let originUrl: string;
  const received: Array<{ visitor: string | undefined; origin: string | undefined }> = [];

  /** The Node origin on loopback: the Node server's own handling, reached over HTTP. */
  async function answerAsOrigin(incoming: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    received.push({
      visitor: incoming.headers[VOUCHED_HEADERS.visitor] as string | undefined,
      origin: incoming.headers.origin,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === "string") headers.set(name, value);
    // The Worker's globals are the test's: the origin's own code runs as on Node.
    vi.stubGlobal("navigator", { userAgent: "Node.js/24" });
    try {
      return await receiveAudienceBeacon(
        new Request(`${originUrl}${incoming.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }),
        { config: serverConfig(), secret: serverSecret() },
      );
    } finally {
      vi.stubGlobal("navigator", { userAgent: "Cloudflare-Workers" });
    }
  }

  beforeAll(async () => {
    origin = createServer((incoming, response) => {
      void answerAsOrigin(incoming).then(
        (status) => response.writeHead(status).end(),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    received.length = 0;
    vi.stubEnv("DATA_DIR", database.dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("LOG_LEVEL", "silent");
    vi.stubEnv("TRUST_PROXY", "0");
    vi.stubEnv("AUDIENCE_FLUSH_MS", "600000");
    vi.stubEnv("SUPABASE_URL", originUrl);
    vi.stubGlobal("navigator", { userAgent: "Cloudflare-Workers" });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await stopServerRuntime();
    vi.unstubAllEnvs();
    vi.stubEnv("CSP_SCRIPT_HASHES", JSON.stringify(Object.fromEntries(BUILT_PAGES.map((path) => [path, []]))));
    await database.drop();
  });

  it("passes a beacon on with the visitor's address signed: counted by the origin, its throttle counting the visitor", async () => {
    // The throttle counts per calendar minute: the clock held at a minute's first second, so that
    // the flood below never straddles two minutes (timers stay real).
    vi.useFakeTimers({ toFake: ["Date"], now: (Math.floor(Date.now() / 60_000) + 1) * 60_000 + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const visitor = { "cf-connecting-ip": "203.0.113.9" };
    const answer = await send(beacon(), visitor);
    expect(answer.status).toBe(204);
    expectSecurityHeaders(answer);
    expect(received).toEqual([{ visitor: vouchFor(serverSecret(), "visitor", "203.0.113.9"), origin: siteUrl() }]);
    // The origin's throttle counts the visitor, not the Worker: another visitor is not held by the first's flood.
    for (let n = 1; n < AUDIENCE_LIMITS.perAddressPerMinute; n++) await send(beacon(), visitor);
    expect((await send(beacon(), visitor)).status).toBe(429);
    expect((await send(beacon(), { "cf-connecting-ip": "198.51.100.20" })).status).toBe(204);
    await flushAudience();
    expect(await audienceViewsCounted(database)).toBe(AUDIENCE_LIMITS.perAddressPerMinute + 1);
  });

  it("refuses at the edge what the origin would refuse, without asking it", async () => {
    expect((await send(beacon(), { origin: "https://ailleurs.fr" })).status).toBe(403);
    expect((await post("x".repeat(AUDIENCE_LIMITS.maxBytes + 1))).status).toBe(413);
    expect((await send(beacon({ device: "desktop" }))).status).toBe(400);
    expect((await send(beacon(), { "content-type": "image/png" })).status).toBe(415);
    expect(received).toEqual([]);
    // The route is the origin's to know (its store's articles): its 404 comes back.
    expect((await send(beacon({ path: "/blog/article-inconnu" }))).status).toBe(404);
    expect(received).toHaveLength(1);
  });

  it("answers 502 when the origin is out of reach, 503 when there is none", async () => {
    vi.stubEnv("SUPABASE_URL", "http://127.0.0.1:9");
    expect((await send(beacon())).status).toBe(502);
    vi.stubEnv("SUPABASE_URL", undefined);
    expect((await send(beacon())).status).toBe(503);
  });
});
