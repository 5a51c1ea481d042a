import { afterEach, describe, expect, it, vi } from "vitest";
import { audienceMetricRows, audienceViewRows } from "../../../tests/support/audience-counters.ts";
import { executeSql, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { seeded } from "../../../tests/support/seeded-random.ts";
import type { Beacon } from "../../audience/beacon.ts";
import { bucketCount, bucketOf } from "../../audience/histogram.ts";
import { NAMED_SOURCES, OTHER_SITES } from "../../audience/sources.ts";
import { AUDIENCE_LIMITS, DEVICE_CLASSES, METRICS } from "../../config/audience.ts";
import type { Db } from "../store/db.ts";
import { NO_VALUE, OTHER_CAMPAIGNS } from "./tables.ts";
import { type AudienceTally, createAudienceTally, type TallyOptions } from "./tally.ts";

const NOON = Date.UTC(2026, 10, 24, 11); // 24 November 2026, 12:00 in Paris
const ROUTES = ["/", "/tarifs", "/tarifs/crmpro", "/contact", "/blog/devis-rapides-signer-plus-de-clients"];

let sequence = 0;
const viewId = () => `vue-${String(++sequence).padStart(12, "0")}`;

/** A valid view, entry or not, drawn from a fixed set of routes, devices, sources and campaigns. */
function randomBeacon(random: () => number, options: { hosts?: number; campaigns?: number } = {}): Beacon {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const entry = random() < 0.4;
  const beacon: Beacon = {
    id: viewId(),
    path: pick(ROUTES),
    device: pick(DEVICE_CLASSES),
    entry,
    metrics: {},
  };
  if (entry) {
    const named = Object.keys(NAMED_SOURCES);
    const hosts = options.hosts ?? 5;
    beacon.source =
      random() < 0.5 ? pick([...named, "direct"]) : `site:site-${Math.floor(random() * hosts)}.exemple.fr`;
    if (random() < 0.5) {
      const campaigns = options.campaigns ?? 4;
      beacon.utm = { source: "newsletter", medium: "email", campaign: `campagne-${Math.floor(random() * campaigns)}` };
    }
  }
  for (const metric of METRICS) if (random() < 0.7) beacon.metrics[metric] = random() * (metric === "CLS" ? 0.5 : 6000);
  return beacon;
}

/** What the tables must hold after these beacons, counted the plain way (no bound reached). */
function expectedRows(beacons: readonly Beacon[], day: string) {
  const views = new Map<string, { views: number; entries: number }>();
  const metrics = new Map<string, number>();
  for (const beacon of beacons) {
    const utm = beacon.utm ?? { source: "", medium: "", campaign: "" };
    const key = [
      day,
      beacon.path,
      beacon.device,
      beacon.entry ? beacon.source : "",
      utm.source,
      utm.medium,
      utm.campaign,
    ].join("|");
    const row = views.get(key) ?? { views: 0, entries: 0 };
    row.views += 1;
    row.entries += beacon.entry ? 1 : 0;
    views.set(key, row);
    for (const [metric, value] of Object.entries(beacon.metrics)) {
      const metricKey = [day, beacon.path, beacon.device, metric, bucketOf(metric as never, value)].join("|");
      metrics.set(metricKey, (metrics.get(metricKey) ?? 0) + 1);
    }
  }
  return { views, metrics };
}

async function tableRows(database: TestDatabase) {
  const views = new Map(
    (await audienceViewRows(database)).map((row) => [
      [row.day, row.route, row.device, row.source, row.utm_source, row.utm_medium, row.utm_campaign].join("|"),
      { views: row.views, entries: row.entries },
    ]),
  );
  const metrics = new Map(
    (await audienceMetricRows(database)).map((row) => [
      [row.day, row.route, row.device, row.metric, row.bucket].join("|"),
      row.count,
    ]),
  );
  return { views, metrics };
}

const totalViews = async (database: TestDatabase) =>
  (await audienceViewRows(database)).reduce((sum, row) => sum + row.views, 0);

describe.each(["sqlite", "postgres"] as const)("the audience tally on %s", (kind) => {
  let db: Db;
  let database: TestDatabase;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db, database } = opened);
  });
  const tallies: AudienceTally[] = [];
  const opened: Db[] = [];
  afterEach(async () => {
    for (const tally of tallies.splice(0)) await tally.stop().catch(() => undefined);
    for (const other of opened.splice(0)) await other.close();
  });

  function tally(options: Partial<TallyOptions> = {}, on: Db = db): AudienceTally {
    const made = createAudienceTally({ db: async () => on, flushEveryMs: 60_000, ...options });
    tallies.push(made);
    return made;
  }

  it("writes exactly what it was sent, per day, route, device, source and campaign, and each metric's buckets", async () => {
    const random = seeded(7);
    const beacons = Array.from({ length: 600 }, () => randomBeacon(random));
    const counting = tally();
    for (const beacon of beacons.slice(0, 400)) counting.add(beacon, NOON);
    await counting.flush();
    for (const beacon of beacons.slice(400)) counting.add(beacon, NOON + 60_000);
    await counting.flush();
    expect(await tableRows(database)).toEqual(expectedRows(beacons, "2026-11-24"));
    expect(counting.pending()).toEqual({ views: 0, metrics: 0 });
  });

  it("counts a view inside the site without source nor campaign, an entry with its own", async () => {
    const counting = tally();
    counting.add({ id: viewId(), path: "/tarifs", device: "phone", entry: false, metrics: { LCP: 1800 } }, NOON);
    counting.add(
      {
        id: viewId(),
        path: "/tarifs",
        device: "phone",
        entry: true,
        source: "linkedin",
        utm: { source: "linkedin", medium: "social", campaign: "lancement" },
        metrics: {},
      },
      NOON,
    );
    await counting.flush();
    expect(await audienceViewRows(database)).toEqual([
      {
        day: "2026-11-24",
        route: "/tarifs",
        device: "phone",
        source: NO_VALUE,
        utm_source: NO_VALUE,
        utm_medium: NO_VALUE,
        utm_campaign: NO_VALUE,
        views: 1,
        entries: 0,
      },
      {
        day: "2026-11-24",
        route: "/tarifs",
        device: "phone",
        source: "linkedin",
        utm_source: "linkedin",
        utm_medium: "social",
        utm_campaign: "lancement",
        views: 1,
        entries: 1,
      },
    ]);
    expect(await audienceMetricRows(database)).toEqual([
      { day: "2026-11-24", route: "/tarifs", device: "phone", metric: "LCP", bucket: bucketOf("LCP", 1800), count: 1 },
    ]);
  });

  it("counts a view on its Paris day", async () => {
    const counting = tally();
    const view = (at: number) =>
      counting.add({ id: viewId(), path: "/", device: "computer", entry: false, metrics: {} }, at);
    view(Date.UTC(2026, 10, 23, 22, 59)); // 23:59 in Paris
    view(Date.UTC(2026, 10, 23, 23, 0)); // 00:00 the next day in Paris
    view(Date.UTC(2026, 6, 14, 21, 59)); // 23:59 in summer time
    await counting.flush();
    expect((await audienceViewRows(database)).map((row) => [row.day, row.views])).toEqual([
      ["2026-07-14", 1],
      ["2026-11-23", 1],
      ["2026-11-24", 1],
    ]);
  });

  // Two instances share PostgreSQL; SQLite is one instance's store (two connections in one thread would wait on each other).
  it.runIf(kind === "postgres")(
    "adds to the rows already there, so that two instances each count their own views once",
    async () => {
      const other = await openMigratedDb(database);
      opened.push(other);
      const first = tally();
      const second = tally({}, other);
      const random = seeded(11);
      const beacons = Array.from({ length: 1_000 }, () => randomBeacon(random));
      // Both count views of the same rows, and flush at the same moment, twice.
      for (const [i, beacon] of beacons.entries()) (i % 2 ? first : second).add(beacon, NOON);
      await Promise.all([first.flush(), second.flush()]);
      const more = Array.from({ length: 500 }, () => randomBeacon(random));
      for (const [i, beacon] of more.entries()) (i % 3 ? first : second).add(beacon, NOON);
      await Promise.all([second.flush(), first.flush()]);
      expect(await tableRows(database)).toEqual(expectedRows([...beacons, ...more], "2026-11-24"));
    },
  );

  it("keeps what a failed flush took for the next one: nothing lost, nothing counted twice", async () => {
    const problems: string[] = [];
    const counting = tally({ onProblem: (problem) => problems.push(problem.kind) });
    const random = seeded(3);
    const before = Array.from({ length: 200 }, () => randomBeacon(random));
    for (const beacon of before) counting.add(beacon, NOON);
    // The store refuses writes to the counters (a database out, a disk full).
    await executeSql(database, refuseViewsSql(kind));
    await counting.flush();
    expect(problems).toEqual(["flush-failed"]);
    expect(await totalViews(database)).toBe(0);
    expect(await audienceMetricRows(database)).toEqual([]); // one transaction: the metrics were not written either
    const during = Array.from({ length: 100 }, () => randomBeacon(random));
    for (const beacon of during) counting.add(beacon, NOON);
    await counting.flush();
    expect(problems).toEqual(["flush-failed", "flush-failed"]);
    await executeSql(
      database,
      kind === "sqlite" ? "DROP TRIGGER refuse_views" : "DROP TRIGGER refuse_views ON audience_views",
    );
    await counting.flush();
    expect(await tableRows(database)).toEqual(expectedRows([...before, ...during], "2026-11-24"));
    await counting.flush();
    expect(await totalViews(database)).toBe(300);
  });

  it("writes its increments by itself every interval, and what is left when it stops", async () => {
    const counting = tally({ flushEveryMs: 50 });
    counting.add({ id: viewId(), path: "/", device: "phone", entry: false, metrics: {} }, NOON);
    await vi.waitFor(async () => expect(await totalViews(database)).toBe(1), { timeout: 5_000, interval: 20 });
    const stopping = tally();
    stopping.add({ id: viewId(), path: "/contact", device: "phone", entry: false, metrics: {} }, NOON);
    await stopping.stop();
    expect(await totalViews(database)).toBe(2);
  });

  it("bounds a flood of valid views with random sites and campaigns: the day's rows stay within the bound, every view counted", async () => {
    // On PostgreSQL, two instances, each with its own memory of the day's values, flushing as they go.
    const instances = [tally()];
    if (kind === "postgres") {
      const other = await openMigratedDb(database);
      opened.push(other);
      instances.push(tally({}, other));
    }
    const random = seeded(2026);
    let sent = 0;
    for (let batch = 0; batch < 20; batch++) {
      for (let i = 0; i < 500; i++) {
        const beacon: Beacon = {
          id: viewId(),
          path: ROUTES[Math.floor(random() * ROUTES.length)] ?? "/",
          device: DEVICE_CLASSES[Math.floor(random() * 3)] ?? "phone",
          entry: true,
          source: `site:${Math.floor(random() * 1e9).toString(36)}.exemple.fr`,
          utm: {
            source: Math.floor(random() * 1e9).toString(36),
            medium: "cpc",
            campaign: Math.floor(random() * 1e9).toString(36),
          },
          metrics: { LCP: random() * 120_000, CLS: random() * 50 },
        };
        instances[(batch + i) % instances.length]?.add(beacon, NOON);
        sent++;
      }
      await Promise.all(instances.map((instance) => instance.flush()));
    }
    expect(sent).toBe(10_000);
    const rows = await audienceViewRows(database);
    const sites = new Set(rows.map((row) => row.source).filter((source) => source !== OTHER_SITES));
    const campaigns = new Set(
      rows
        .map((row) => [row.utm_source, row.utm_medium, row.utm_campaign].join("|"))
        .filter((key) => key !== Object.values(OTHER_CAMPAIGNS).join("|")),
    );
    expect(sites.size).toBe(AUDIENCE_LIMITS.otherSitesPerDay);
    expect(campaigns.size).toBe(AUDIENCE_LIMITS.campaignsPerDay);
    expect(rows.some((row) => row.source === OTHER_SITES)).toBe(true);
    // The bound of docs/architecture.md: routes × devices × sources × campaigns.
    const sourcesBound = AUDIENCE_LIMITS.otherSitesPerDay + 1;
    const campaignsBound = AUDIENCE_LIMITS.campaignsPerDay + 1;
    expect(rows.length).toBeLessThanOrEqual(ROUTES.length * 3 * sourcesBound * campaignsBound);
    // Each admitted site and campaign came with one view: beyond them, everything is under the overflow.
    expect(rows.length).toBeLessThanOrEqual(
      ROUTES.length * 3 + AUDIENCE_LIMITS.otherSitesPerDay + AUDIENCE_LIMITS.campaignsPerDay,
    );
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(10_000);
    const metricRows = await audienceMetricRows(database);
    expect(metricRows.length).toBeLessThanOrEqual(ROUTES.length * 3 * (bucketCount("LCP") + bucketCount("CLS")));
    expect(metricRows.reduce((sum, row) => sum + row.count, 0)).toBe(20_000);
  });

  it("reads a day's values from the store: a new instance does not admit sites beyond what others filled", async () => {
    const limits = { otherSitesPerDay: 3, campaignsPerDay: 2, maxPendingRows: 1_000 };
    const entry = (source: string, campaign: string): Beacon => ({
      id: viewId(),
      path: "/",
      device: "phone",
      entry: true,
      source,
      utm: { source: "x", medium: "y", campaign },
      metrics: {},
    });
    const first = tally({ limits });
    for (const n of [1, 2, 3]) first.add(entry(`site:a${n}.fr`, `c${n}`), NOON);
    await first.flush();
    const later = tally({ limits });
    later.add(entry("site:a2.fr", "c1"), NOON); // known in the store: itself
    later.add(entry("site:b1.fr", "c9"), NOON); // new, the day full: the overflow
    await later.flush();
    const rows = await audienceViewRows(database);
    expect(rows.map((row) => [row.source, row.utm_campaign, row.views])).toEqual([
      ["site:*", "*", 1],
      ["site:a1.fr", "c1", 1],
      ["site:a2.fr", "c1", 1],
      ["site:a2.fr", "c2", 1],
      ["site:a3.fr", "*", 1],
    ]);
    // The next day starts afresh.
    later.add(entry("site:b1.fr", "c9"), NOON + 24 * 3_600_000);
    await later.flush();
    expect((await audienceViewRows(database)).at(-1)).toMatchObject({
      day: "2026-11-25",
      source: "site:b1.fr",
      utm_campaign: "c9",
    });
  });

  it("keeps at most its bound of rows in memory while the store is out, and says how many views it dropped", async () => {
    const problems: Array<{ kind: string; rows?: number }> = [];
    const counting = tally({
      db: async () => {
        throw new Error("store out");
      },
      limits: { ...AUDIENCE_LIMITS, maxPendingRows: 10 },
      onProblem: (problem) => problems.push(problem.kind === "rows-dropped" ? problem : { kind: problem.kind }),
    });
    for (let n = 0; n < 30; n++)
      counting.add({ id: viewId(), path: `/page-${n}`, device: "phone", entry: false, metrics: { INP: n } }, NOON);
    expect(counting.pending()).toEqual({ views: 10, metrics: 10 });
    await counting.flush();
    expect(counting.pending()).toEqual({ views: 10, metrics: 10 });
    counting.add({ id: viewId(), path: "/page-1", device: "phone", entry: false, metrics: {} }, NOON); // a row it holds: added
    counting.add({ id: viewId(), path: "/page-99", device: "phone", entry: false, metrics: {} }, NOON); // a new one: dropped
    await counting.flush();
    expect(problems).toEqual([
      { kind: "rows-dropped", rows: 40 },
      { kind: "flush-failed" },
      { kind: "rows-dropped", rows: 1 },
      { kind: "flush-failed" },
    ]);
    expect(counting.pending()).toEqual({ views: 10, metrics: 10 });
  });
});

/** SQL that makes the store refuse every write to audience_views, as a database out would. */
function refuseViewsSql(kind: "sqlite" | "postgres"): string {
  return kind === "sqlite"
    ? "CREATE TRIGGER refuse_views BEFORE INSERT ON audience_views BEGIN SELECT RAISE(ABORT, 'writes refused'); END;"
    : `CREATE OR REPLACE FUNCTION refuse_views() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'writes refused'; END $$;
       CREATE TRIGGER refuse_views BEFORE INSERT ON audience_views FOR EACH ROW EXECUTE FUNCTION refuse_views();`;
}
