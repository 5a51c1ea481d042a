import { afterEach, describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { type IndexNowStandIn, startIndexNowStandIn } from "../../../tests/support/indexnow-stand-in.ts";
import { INDEXNOW_LIMITS } from "../../config/indexnow.ts";
import { createLogger } from "../logger.ts";
import { saveSeoOverrides } from "../settings/seo-overrides-setting.ts";
import type { Db } from "../store/db.ts";
import { indexNowDeskState } from "./desk.ts";
import { createIndexNowDispatcher, type IndexNowDispatcherOptions } from "./dispatcher.ts";
import { indexNowQueueCounts, pendingIndexNowCount, queueIndexNow } from "./queue.ts";
import { listIndexNowSubmissions } from "./rounds.ts";

const silent = createLogger("silent");
const KEY = "0f3c9a2b-indexnow-test-key";
const SITE = "https://www.exemple.fr";
const RETRY = { baseMs: 60_000, maxMs: 3_600_000 };

describe.each(["sqlite", "postgres"] as const)("IndexNow on %s", (kind) => {
  let db: Db;
  let standIn: IndexNowStandIn;
  let clock: number;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
    clock = 1_000_000;
  });
  afterEach(async () => {
    await standIn?.close();
  });

  async function dispatcher(extra: Partial<IndexNowDispatcherOptions> = {}) {
    standIn ??= await startIndexNowStandIn();
    return createIndexNowDispatcher({
      db,
      logger: silent,
      key: KEY,
      endpoint: standIn.url,
      siteUrl: SITE,
      now: () => clock,
      // The jitter's upper bound: each delay is the full exponential one.
      random: () => 1,
      retry: RETRY,
      noindexed: async () => () => false,
      ...extra,
    });
  }

  it("queues each address once, leaves the back office out, and sends them in one POST", async () => {
    standIn = await startIndexNowStandIn();
    expect(await queueIndexNow(db, ["/blog/un", "/blog/deux/", "/blog/un", "/admin/seo", "/admin"], clock)).toBe(2);
    await queueIndexNow(db, ["/blog/un?x=1"], clock + 1);
    expect(await pendingIndexNowCount(db)).toBe(2);
    const sender = await dispatcher();
    expect(await sender.runOnce()).toBe(2);
    expect(standIn.received).toEqual([
      {
        host: "www.exemple.fr",
        key: KEY,
        keyLocation: `${SITE}/${KEY}.txt`,
        urlList: [`${SITE}/blog/deux`, `${SITE}/blog/un`],
      },
    ]);
    expect(await pendingIndexNowCount(db)).toBe(0);
    expect(await sender.runOnce()).toBe(0);
    expect(standIn.received).toHaveLength(1);
    const [submission] = await listIndexNowSubmissions(db);
    expect(submission).toMatchObject({ sentAt: clock, urlCount: 2, statusCode: 200, outcome: "sent" });
    expect(submission?.urls).toEqual([`${SITE}/blog/deux`, `${SITE}/blog/un`]);
  });

  it("keeps the addresses through 429, 5xx and an unreachable endpoint, with backoff, and sends them once it answers 202", async () => {
    standIn = await startIndexNowStandIn();
    standIn.answer(429, 500, 503, 202);
    const sender = await dispatcher();
    await queueIndexNow(db, ["/blog/un"], clock);
    expect(await sender.runOnce()).toBe(0);
    expect(await pendingIndexNowCount(db)).toBe(1);
    // Not due before the backoff's delay (a minute, then two…).
    clock += 59_999;
    expect(await sender.runOnce()).toBe(0);
    expect(standIn.received).toHaveLength(1);
    clock += 1;
    await sender.runOnce();
    expect(standIn.received).toHaveLength(2);
    clock += 120_000;
    await queueIndexNow(db, ["/blog/deux", "/blog/un"], clock);
    await sender.runOnce();
    expect(standIn.received).toHaveLength(3);
    // The endpoint gone: a network error, kept as well.
    const closed = await startIndexNowStandIn();
    await closed.close();
    const down = await dispatcher({ endpoint: closed.url });
    clock += 240_000;
    expect(await down.runOnce()).toBe(0);
    expect(await pendingIndexNowCount(db)).toBe(2);
    clock += 3_600_000;
    expect(await sender.runOnce()).toBe(2);
    expect(standIn.received.at(-1)?.urlList).toEqual([`${SITE}/blog/un`, `${SITE}/blog/deux`]);
    expect(await pendingIndexNowCount(db)).toBe(0);
    const submissions = await listIndexNowSubmissions(db);
    expect(submissions.map((s) => [s.statusCode, s.outcome])).toEqual([
      [202, "sent"],
      [null, "retry"],
      [503, "retry"],
      [500, "retry"],
      [429, "retry"],
    ]);
    expect(submissions[1]?.error).toBe("ECONNREFUSED");
  });

  it("keeps the addresses a refused key (403) left, and drops those refused as not of this host (422)", async () => {
    standIn = await startIndexNowStandIn();
    standIn.answer(403, 422);
    const sender = await dispatcher();
    await queueIndexNow(db, ["/blog/un"], clock);
    await sender.runOnce();
    expect(await pendingIndexNowCount(db)).toBe(1);
    clock += RETRY.baseMs;
    await sender.runOnce();
    expect(await pendingIndexNowCount(db)).toBe(0);
    expect((await listIndexNowSubmissions(db)).map((s) => [s.statusCode, s.outcome])).toEqual([
      [422, "address-refused"],
      [403, "key-refused"],
    ]);
    // 400 too: a format the endpoint will never accept.
    standIn.answer(400);
    await queueIndexNow(db, ["/blog/deux"], clock);
    await sender.runOnce();
    expect(await pendingIndexNowCount(db)).toBe(0);
    expect((await listIndexNowSubmissions(db))[0]?.outcome).toBe("bad-request");
    // Accepted again: the latest submission is a success.
    standIn.answer(200);
    await queueIndexNow(db, ["/blog/trois"], clock);
    await sender.runOnce();
    expect(await pendingIndexNowCount(db)).toBe(0);
    expect((await listIndexNowSubmissions(db))[0]?.outcome).toBe("sent");
  });

  it("never sends the same round from two dispatchers on the same database", async () => {
    standIn = await startIndexNowStandIn();
    const one = await dispatcher({ workerId: "one" });
    const two = await dispatcher({ workerId: "two" });
    await queueIndexNow(db, ["/blog/un", "/blog/deux", "/blog/trois"], clock);
    const sent = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    expect(standIn.received.flatMap((r) => r.urlList).sort()).toEqual([
      `${SITE}/blog/deux`,
      `${SITE}/blog/trois`,
      `${SITE}/blog/un`,
    ]);
  });

  it("takes over a round whose dispatcher died once its lease is over", async () => {
    standIn = await startIndexNowStandIn();
    await queueIndexNow(db, ["/blog/un"], clock);
    // A dispatcher whose POST never ends: its round leased, then abandoned.
    const stuck = await dispatcher({ workerId: "stuck", lockMs: 60_000, fetch: () => new Promise<Response>(() => {}) });
    void stuck.runOnce();
    const other = await dispatcher({ workerId: "other", lockMs: 60_000 });
    await expect
      .poll(async () => (await db.all("SELECT path FROM indexnow_pending WHERE batch_id IS NOT NULL")).length)
      .toBe(1);
    expect(await other.runOnce()).toBe(0);
    clock += 60_000;
    expect(await other.runOnce()).toBe(1);
    expect(standIn.received).toHaveLength(1);
  });

  it("sends an address queued again while its round was in flight in the next round", async () => {
    standIn = await startIndexNowStandIn();
    await queueIndexNow(db, ["/blog/un"], clock);
    const sender = await dispatcher({
      fetch: async (input, init) => {
        await queueIndexNow(db, ["/blog/un"], clock);
        return fetch(input, init);
      },
    });
    expect(await sender.runOnce()).toBe(1);
    expect(await pendingIndexNowCount(db)).toBe(1);
  });

  it("leaves out the pages kept out of search engines by the SEO desk", async () => {
    standIn = await startIndexNowStandIn();
    await saveSeoOverrides(db, { "/tarifs": { noindex: true, changedAt: "2026-11-25T10:00:00.000Z" } }, "s1", clock);
    await queueIndexNow(db, ["/tarifs", "/contact"], clock);
    const sender = await dispatcher({ noindexed: undefined });
    await sender.runOnce();
    expect(standIn.received.map((r) => r.urlList)).toEqual([[`${SITE}/contact`]]);
    // Only noindex pages waiting: nothing asked of the endpoint, nothing listed.
    await queueIndexNow(db, ["/tarifs"], clock);
    expect(await sender.runOnce()).toBe(0);
    expect(standIn.received).toHaveLength(1);
    expect(await pendingIndexNowCount(db)).toBe(0);
    expect(await listIndexNowSubmissions(db)).toHaveLength(1);
  });

  it("keeps the last 100 submissions and sends at most 10,000 addresses a round", async () => {
    standIn = await startIndexNowStandIn();
    const sender = await dispatcher();
    for (let i = 0; i < INDEXNOW_LIMITS.submissionsKept + 2; i++) {
      await queueIndexNow(db, [`/blog/article-${i}`], clock);
      await sender.runOnce();
      clock += 1;
    }
    const kept = await listIndexNowSubmissions(db);
    expect(kept).toHaveLength(INDEXNOW_LIMITS.submissionsKept);
    expect(kept[0]?.urls).toEqual([`${SITE}/blog/article-101`]);
    expect(kept.at(-1)?.urls).toEqual([`${SITE}/blog/article-2`]);
    await queueIndexNow(
      db,
      Array.from({ length: INDEXNOW_LIMITS.urlsPerSubmission + 5 }, (_, i) => `/p/${i}`),
      clock,
    );
    expect(await sender.runOnce()).toBe(INDEXNOW_LIMITS.urlsPerSubmission);
    expect(await sender.runOnce()).toBe(5);
  });
  it("holds an address scheduled for later until its time, and sends one queued for now at once", async () => {
    standIn = await startIndexNowStandIn();
    const sender = await dispatcher();
    const later = clock + 3_600_000;
    await queueIndexNow(db, ["/blog/programme", "/blog"], clock, { at: later });
    await queueIndexNow(db, ["/contact"], clock);
    expect(await indexNowQueueCounts(db, clock)).toEqual({ due: 1, scheduled: 2 });
    expect(await sender.drain()).toBe(1);
    expect(standIn.received.map((r) => r.urlList)).toEqual([[`${SITE}/contact`]]);
    // Queued for now meanwhile (the list changed again): due at once, the earlier time wins.
    await queueIndexNow(db, ["/blog"], clock + 1);
    clock += 2;
    expect(await sender.drain()).toBe(1);
    expect(standIn.received.at(-1)?.urlList).toEqual([`${SITE}/blog`]);
    // Scheduled again (the article moved to a later time): the new time replaces the old one.
    await queueIndexNow(db, ["/blog/programme"], clock, { at: later + 60_000 });
    clock = later;
    expect(await sender.runOnce()).toBe(0);
    clock = later + 60_000;
    expect(await indexNowQueueCounts(db, clock)).toEqual({ due: 1, scheduled: 0 });
    expect(await sender.drain()).toBe(1);
    expect(standIn.received.at(-1)?.urlList).toEqual([`${SITE}/blog/programme`]);
    expect(await pendingIndexNowCount(db)).toBe(0);
  });

  it("raises the latest refusal on the desk until a submission is accepted again", async () => {
    standIn = await startIndexNowStandIn();
    const sender = await dispatcher();
    standIn.answer(422, 429, 200);
    await queueIndexNow(db, ["/ailleurs"], clock);
    await sender.runOnce();
    let desk = await indexNowDeskState(db, clock);
    expect(desk.alert).toMatchObject({ statusCode: 422, outcome: "address-refused" });
    // A 429 is passing: the refusal stays the alert.
    await queueIndexNow(db, ["/contact"], clock);
    await sender.runOnce();
    desk = await indexNowDeskState(db, clock);
    expect(desk.alert?.statusCode).toBe(422);
    expect(desk.queue).toEqual({ due: 1, scheduled: 0 });
    clock += RETRY.maxMs;
    await sender.runOnce();
    desk = await indexNowDeskState(db, clock);
    expect(desk.alert).toBeUndefined();
    expect(desk.submissions.map((s) => s.statusCode)).toEqual([200, 429, 422]);
    expect(desk.queue).toEqual({ due: 0, scheduled: 0 });
  });
});
