import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { LINKS_CHECK } from "../../config/links-report.ts";
import { createLogger } from "../logger.ts";
import type { Db } from "../store/db.ts";
import {
  createLinksChecker,
  LINKS_CHECK_USER_AGENT,
  type LinksCheckerOptions,
  linkCheckFetch,
  linkErrorCode,
} from "./links-check.ts";
import {
  claimLinksRun,
  externalLinkFailures,
  externalLinkRedirects,
  finishLinksRun,
  forgetLinkChecks,
  linksToCheck,
  recordLinkChecks,
} from "./links-check-store.ts";

const silent = createLogger("silent");
const DAY = LINKS_CHECK.everyMs;

interface StandIn {
  origin: string;
  /** The requests received, as "METHOD /path". */
  received: string[];
  userAgents: string[];
  close(): Promise<void>;
}

/** A loopback site answering by path; /slow never answers. */
async function startStandIn(): Promise<StandIn> {
  const received: string[] = [];
  const userAgents: string[] = [];
  let origin = "";
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    received.push(`${request.method} ${path}`);
    userAgents.push(request.headers["user-agent"] ?? "");
    const redirect = (status: number, location: string) => response.writeHead(status, { location }).end();
    if (path === "/ok" || path.startsWith("/ok?")) return response.writeHead(200).end("ok");
    if (path === "/missing") return response.writeHead(404).end();
    if (path === "/broken") return response.writeHead(500).end();
    if (path === "/chain/1") return redirect(301, "/chain/2");
    if (path === "/chain/2") return redirect(302, `${origin}/chain/3`);
    if (path === "/chain/3") return redirect(308, "/ok");
    if (path === "/loop") return redirect(301, "/loop");
    if (path === "/no-head") {
      if (request.method === "HEAD") return response.writeHead(405).end();
      return response.writeHead(200).end("a body never read");
    }
    if (path === "/to-private") return redirect(302, `${origin.replace("127.0.0.1", "localhost")}/ok`);
    if (path === "/slow") return; // held until the server closes
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    userAgents,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(["sqlite", "postgres"] as const)("external links check on %s", (kind) => {
  let db: Db;
  let clock: number;
  let standIn: StandIn | undefined;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
    clock = 10 * DAY;
  });
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });

  async function site(): Promise<StandIn> {
    standIn ??= await startStandIn();
    return standIn;
  }

  function checker(urls: string[], extra: Partial<LinksCheckerOptions> = {}) {
    return createLinksChecker({
      db,
      logger: silent,
      urls: async () => urls,
      now: () => clock,
      allowedOrigins: standIn ? [standIn.origin] : [],
      perHostGapMs: 0,
      ...extra,
    });
  }

  it("records each address's final answer: 2xx, 404, 500, redirects followed, a loop, HEAD refused", async () => {
    const { origin, received, userAgents } = await site();
    const urls = ["/ok?email=someone", "/missing", "/broken", "/chain/1", "/loop", "/no-head"].map((p) => origin + p);
    expect(await checker(urls).runOnce()).toBe(6);
    const failures = await externalLinkFailures(db);
    expect(Object.fromEntries(failures)).toEqual({
      [`${origin}/missing`]: { status: 404, error: null, checkedAt: clock },
      [`${origin}/broken`]: { status: 500, error: null, checkedAt: clock },
      [`${origin}/loop`]: { status: null, error: "too-many-redirects", checkedAt: clock },
    });
    expect(Object.fromEntries(await externalLinkRedirects(db))).toEqual({ [`${origin}/chain/1`]: `${origin}/ok` });
    // The loop: the first request and LINKS_CHECK.maxRedirects hops, no more.
    expect(received.filter((r) => r === "HEAD /loop")).toHaveLength(1 + LINKS_CHECK.maxRedirects);
    expect(received.filter((r) => r.endsWith("/no-head"))).toEqual(["HEAD /no-head", "GET /no-head"]);
    expect(received).toContain("HEAD /chain/3");
    expect(received.every((r) => r.startsWith("HEAD ") || r === "GET /no-head")).toBe(true);
    expect(new Set(userAgents)).toEqual(new Set([LINKS_CHECK_USER_AGENT]));
  });

  it("records a timeout when an address does not answer in time", async () => {
    const { origin } = await site();
    expect(await checker([`${origin}/slow`], { timeoutMs: 100 }).runOnce()).toBe(1);
    expect((await externalLinkFailures(db)).get(`${origin}/slow`)).toEqual({
      status: null,
      error: "timeout",
      checkedAt: clock,
    });
  });

  it("never reaches a private address whose origin is not allowed, nor through a redirect", async () => {
    const { origin, received } = await site();
    const elsewhere = origin.replace("127.0.0.1", "localhost");
    const other = await startStandIn();
    try {
      const urls = [`${other.origin}/ok`, `${elsewhere}/ok`, `${origin}/to-private`, "http://[::1]:9/ok"];
      expect(await checker(urls).runOnce()).toBe(4);
      const failures = await externalLinkFailures(db);
      for (const url of urls) expect(failures.get(url)?.error).toBe("address-refused");
      expect(other.received).toEqual([]);
      expect(received).toEqual(["HEAD /to-private"]);
    } finally {
      await other.close();
    }
    // A name leading to a private address is refused at connection (publicOnlyLookup); an unknown name, said so.
    expect(linkErrorCode(Object.assign(new Error("x"), { code: "ENOTFOUND" }))).toBe("unknown-name");
    expect(linkErrorCode(new TypeError("fetch failed", { cause: { code: "ECONNRESET" } }))).toBe("ECONNRESET");
    await expect(linkCheckFetch([])("http://10.0.0.1/", { method: "HEAD" })).rejects.toMatchObject({
      code: "EADDRREFUSED",
    });
  });

  it("checks at most perDay addresses a run, never checked first then the oldest, once a day", async () => {
    const { origin, received } = await site();
    const urls = ["/ok?a", "/ok?b", "/ok?c", "/ok?d", "/ok?e"].map((p) => origin + p);
    const daily = checker(urls, { perDay: 3 });
    expect(await daily.runOnce()).toBe(3);
    expect(received).toEqual(["HEAD /ok?a", "HEAD /ok?b", "HEAD /ok?c"]);
    // The same day: nothing, even an hour later.
    clock += 60 * 60_000;
    expect(await daily.runOnce()).toBe(0);
    clock += DAY - 60 * 60_000 - 1;
    expect(await daily.runOnce()).toBe(0);
    expect(received).toHaveLength(3);
    // The next day: the two never checked, then the oldest check.
    clock += 1;
    expect(await daily.runOnce()).toBe(3);
    expect(received.slice(3)).toEqual(["HEAD /ok?d", "HEAD /ok?e", "HEAD /ok?a"]);
    // Checked the same time: by address.
    expect(await linksToCheck(db, urls, 10)).toEqual([`${origin}/ok?b`, `${origin}/ok?c`, urls[0], ...urls.slice(3)]);
  });

  it("runs the day's check on one instance only", async () => {
    const { origin, received } = await site();
    const urls = ["/ok?a", "/ok?b", "/missing"].map((p) => origin + p);
    const one = checker(urls, { workerId: "one" });
    const two = checker(urls, { workerId: "two" });
    const checked = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(checked.sort()).toEqual([0, 0, 0, 3]);
    expect(received.sort()).toEqual(["HEAD /missing", "HEAD /ok?a", "HEAD /ok?b"]);
  });

  it("lets another instance run once the lease of one that stopped mid-run is over", async () => {
    expect(await claimLinksRun(db, { workerId: "gone", now: clock })).toBe(true);
    expect(await claimLinksRun(db, { workerId: "other", now: clock + LINKS_CHECK.leaseMs - 1 })).toBe(false);
    expect(await claimLinksRun(db, { workerId: "other", now: clock + LINKS_CHECK.leaseMs })).toBe(true);
    // The first one's finish comes too late: the run stays the other's.
    await finishLinksRun(db, "gone", clock);
    expect(await claimLinksRun(db, { workerId: "third", now: clock + LINKS_CHECK.leaseMs })).toBe(false);
    await finishLinksRun(db, "other", clock + LINKS_CHECK.leaseMs);
    expect(await claimLinksRun(db, { workerId: "third", now: clock + LINKS_CHECK.leaseMs + DAY - 1 })).toBe(false);
    expect(await claimLinksRun(db, { workerId: "third", now: clock + LINKS_CHECK.leaseMs + DAY })).toBe(true);
  });

  it("checks at most hostsAtOnce hosts at a time, with perHostGapMs between two requests to one host", async () => {
    // A paced clock of its own: each wait moves it on; the requests are stamped with it.
    let paced = 0;
    const pace = {
      now: () => paced,
      sleep: async (ms: number) => {
        await new Promise((resolve) => setImmediate(resolve));
        paced += ms;
      },
    };
    const stamps = new Map<string, number[]>();
    const inFlight = new Map<string, number>();
    let hostsBusy = 0;
    let mostHosts = 0;
    let mostOnOneHost = 0;
    const fakeFetch = (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      stamps.set(url.hostname, [...(stamps.get(url.hostname) ?? []), paced]);
      const busy = (inFlight.get(url.hostname) ?? 0) + 1;
      inFlight.set(url.hostname, busy);
      if (busy === 1) hostsBusy += 1;
      mostHosts = Math.max(mostHosts, hostsBusy);
      mostOnOneHost = Math.max(mostOnOneHost, busy);
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
      inFlight.set(url.hostname, busy - 1);
      if (busy === 1) hostsBusy -= 1;
      if (url.pathname === "/to-b")
        return new Response(null, { status: 301, headers: { location: "https://b.example/x" } });
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const urls = ["a", "b", "c", "d", "e"].flatMap((host) => [1, 2, 3].map((n) => `https://${host}.example/${n}`));
    urls.push("https://a.example/to-b");
    const checked = await checker(urls, {
      fetch: fakeFetch,
      pace,
      perHostGapMs: 1_000,
      hostsAtOnce: 2,
    }).runOnce();
    expect(checked).toBe(16);
    expect(mostHosts).toBeLessThanOrEqual(2);
    expect(mostOnOneHost).toBe(1);
    expect([...stamps.keys()].sort()).toEqual(["a.example", "b.example", "c.example", "d.example", "e.example"]);
    for (const times of stamps.values())
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_000);
    expect(stamps.get("b.example")).toHaveLength(4);
  });

  it("keeps the failing checks only in the report, and forgets old checks of addresses no page holds", async () => {
    const result = (url: string, ok: boolean, status: number | null) => ({
      url,
      ok,
      status,
      error: ok || status !== null ? null : "timeout",
      finalUrl: null,
    });
    await recordLinkChecks(
      db,
      [result("https://a.example/", true, 200), result("https://b.example/", false, 404)],
      clock - LINKS_CHECK.forgetAfterMs - 1,
    );
    await recordLinkChecks(
      db,
      [result("https://c.example/", false, null), result("https://d.example/", true, 200)],
      clock,
    );
    expect([...(await externalLinkFailures(db)).keys()]).toEqual(["https://b.example/", "https://c.example/"]);
    // b is still held: kept (and checked first next time); a is no longer held and old: forgotten.
    expect(await forgetLinkChecks(db, ["https://b.example/"], clock)).toBe(1);
    expect(await linksToCheck(db, ["https://d.example/", "https://a.example/", "https://b.example/"], 2)).toEqual([
      "https://a.example/",
      "https://b.example/",
    ]);
    // A check again replaces the last one.
    await recordLinkChecks(db, [result("https://b.example/", true, 200)], clock);
    expect([...(await externalLinkFailures(db)).keys()]).toEqual(["https://c.example/"]);
  });

  it("forgets, in a run, the stale checks of addresses the pages no longer hold", async () => {
    const { origin } = await site();
    await recordLinkChecks(
      db,
      [{ url: "https://ancien.example/", ok: false, status: 404, error: null, finalUrl: null }],
      clock - LINKS_CHECK.forgetAfterMs - 1,
    );
    expect(await checker([`${origin}/ok`]).runOnce()).toBe(1);
    expect((await externalLinkFailures(db)).size).toBe(0);
  });

  it("stops mid-run: the checks done kept, the lease freed for the next run", async () => {
    const { origin } = await site();
    const guarded = linkCheckFetch([origin]);
    let slowAsked: (() => void) | undefined;
    const slowStarted = new Promise<void>((resolve) => {
      slowAsked = resolve;
    });
    const stopper = checker([`${origin}/ok`, `${origin}/slow`], {
      pollMs: 60_000,
      fetch: (input, init) => {
        if (String(input).endsWith("/slow")) slowAsked?.();
        return guarded(input, init);
      },
    });
    stopper.start();
    await slowStarted;
    await stopper.stop();
    expect((await db.all<{ url: string }>("SELECT url FROM link_checks")).map((row) => row.url)).toEqual([
      `${origin}/ok`,
    ]);
    expect(await linksToCheck(db, [`${origin}/ok`, `${origin}/slow`], 2)).toEqual([`${origin}/slow`, `${origin}/ok`]);
    // Not counted as the day's run: another instance runs it now.
    expect(await claimLinksRun(db, { workerId: "next", now: clock })).toBe(true);
  });
});
