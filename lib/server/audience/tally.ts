/**
 * One process's tally of the beacons it accepted: added up in memory (views and entries per Paris
 * day × route × device × source × campaign, each metric's bucket counts per day × route × device),
 * written to the store every `flushEveryMs` in one transaction, one upsert per row touched (the
 * same SQL on SQLite and PostgreSQL: several instances add to the same rows, each counting its own
 * views once). A flush that fails keeps its increments for the next; a crash loses at most one
 * interval. What visitors choose is bounded per day: AUDIENCE_LIMITS.otherSitesPerDay referring
 * sites (beyond, OTHER_SITES) and AUDIENCE_LIMITS.campaignsPerDay campaigns (beyond,
 * OTHER_CAMPAIGNS), across every instance (the day's values are read from the store, under a lock,
 * when a flush brings one this process does not know yet); and at most `maxPendingRows` rows of
 * each table wait in memory.
 */
import type { Beacon } from "../../audience/beacon.ts";
import { bucketOf } from "../../audience/histogram.ts";
import { OTHER_SITE_PREFIX, OTHER_SITES } from "../../audience/sources.ts";
import { AUDIENCE_LIMITS, type Metric } from "../../config/audience.ts";
import type { Db } from "../store/db.ts";
import { type AudienceMetricsRow, type AudienceViewsRow, audienceDayOf, NO_VALUE, OTHER_CAMPAIGNS } from "./tables.ts";

/** Rows of each table that may wait in memory (a store out for long, a flood): beyond, new rows are dropped and counted. */
export const MAX_PENDING_ROWS = 50_000;

export interface TallyOptions {
  /** The store the increments are written to (opened on first use). */
  db: () => Promise<Db>;
  flushEveryMs: number;
  /** Told of a failed flush (its increments are kept) and of rows dropped over the memory bound. */
  onProblem?: (problem: { kind: "flush-failed"; error: Error } | { kind: "rows-dropped"; rows: number }) => void;
  limits?: { otherSitesPerDay: number; campaignsPerDay: number; maxPendingRows: number };
}

export interface AudienceTally {
  /** Adds one accepted view (and its metrics) to the day of `now`; starts the flush timer. */
  add(beacon: Beacon, now: number): void;
  /** Writes what was added up so far (one flush at a time: a second call waits for the first, then flushes what came since). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left (graceful shutdown). */
  stop(): Promise<void>;
  /** Rows waiting in memory, per table (for the tests of its bounds). */
  pending(): { views: number; metrics: number };
}

type ViewCounts = Omit<AudienceViewsRow, "device"> & { device: string };
type MetricCounts = Omit<AudienceMetricsRow, "device" | "metric"> & { device: string; metric: string };

/** What a day's values are, per kind: those the store holds (or this process wrote), and those admitted in memory only. */
interface Admitted {
  stored: Set<string>;
  unwritten: Set<string>;
}

interface DayValues {
  sites: Admitted;
  campaigns: Admitted;
}

const SEPARATOR = "\n"; // no value holds one: paths and hosts cannot, UTM values lose their control characters
const campaignKey = (row: { utm_source: string; utm_medium: string; utm_campaign: string }) =>
  [row.utm_source, row.utm_medium, row.utm_campaign].join(SEPARATOR);
const OVERFLOW_CAMPAIGN_KEY = [OTHER_CAMPAIGNS.source, OTHER_CAMPAIGNS.medium, OTHER_CAMPAIGNS.campaign].join(
  SEPARATOR,
);
const NO_CAMPAIGN_KEY = [NO_VALUE, NO_VALUE, NO_VALUE].join(SEPARATOR);

const viewKey = (row: ViewCounts) => [row.day, row.route, row.device, row.source, campaignKey(row)].join(SEPARATOR);
const metricKey = (row: MetricCounts) => [row.day, row.route, row.device, row.metric, row.bucket].join(SEPARATOR);

const isOtherSite = (source: string) => source.startsWith(OTHER_SITE_PREFIX) && source !== OTHER_SITES;
const isCampaign = (key: string) => key !== NO_CAMPAIGN_KEY && key !== OVERFLOW_CAMPAIGN_KEY;

/**
 * Rows per statement: a few fixed sizes (so that SQLite's prepared statements stay few), at most
 * 256 rows (2,304 values: under SQLite's and PostgreSQL's limits).
 */
const CHUNK_SIZES = [256, 64, 16, 4, 1];

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const size of CHUNK_SIZES)
    while (rows.length - at >= size) {
      out.push(rows.slice(at, at + size));
      at += size;
    }
  return out;
}

const tuple = (width: number) => `(${Array.from({ length: width }, () => "?").join(", ")})`;

function upsertViewsSql(rows: number): string {
  return `INSERT INTO audience_views (day, route, device, source, utm_source, utm_medium, utm_campaign, views, entries)
    VALUES ${Array.from({ length: rows }, () => tuple(9)).join(", ")}
    ON CONFLICT (day, route, device, source, utm_source, utm_medium, utm_campaign)
    DO UPDATE SET views = audience_views.views + excluded.views, entries = audience_views.entries + excluded.entries`;
}

function upsertMetricsSql(rows: number): string {
  return `INSERT INTO audience_metrics (day, route, device, metric, bucket, count)
    VALUES ${Array.from({ length: rows }, () => tuple(6)).join(", ")}
    ON CONFLICT (day, route, device, metric, bucket)
    DO UPDATE SET count = audience_metrics.count + excluded.count`;
}

/** Sorted by key, so that two instances flushing together touch rows in one order (no deadlock on PostgreSQL). */
const byKey = <T>(rows: Map<string, T>) =>
  [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);

async function writeRows(tx: Db, views: readonly ViewCounts[], metrics: readonly MetricCounts[]): Promise<void> {
  for (const chunk of chunks(views))
    await tx.run(
      upsertViewsSql(chunk.length),
      chunk.flatMap((row) => [
        row.day,
        row.route,
        row.device,
        row.source,
        row.utm_source,
        row.utm_medium,
        row.utm_campaign,
        row.views,
        row.entries,
      ]),
    );
  for (const chunk of chunks(metrics))
    await tx.run(
      upsertMetricsSql(chunk.length),
      chunk.flatMap((row) => [row.day, row.route, row.device, row.metric, row.bucket, row.count]),
    );
}

/** The referring sites and campaigns a day already has in the store. */
async function storedValues(tx: Db, day: string): Promise<{ sites: Set<string>; campaigns: Set<string> }> {
  const sites = await tx.all<{ source: string }>(
    "SELECT DISTINCT source FROM audience_views WHERE day = ? AND source LIKE ?",
    [day, `${OTHER_SITE_PREFIX}%`],
  );
  const campaigns = await tx.all<{ utm_source: string; utm_medium: string; utm_campaign: string }>(
    "SELECT DISTINCT utm_source, utm_medium, utm_campaign FROM audience_views WHERE day = ?",
    [day],
  );
  return {
    sites: new Set(sites.map((row) => row.source).filter(isOtherSite)),
    campaigns: new Set(campaigns.map(campaignKey).filter(isCampaign)),
  };
}

export function createAudienceTally(options: TallyOptions): AudienceTally {
  const limits = options.limits ?? { ...AUDIENCE_LIMITS, maxPendingRows: MAX_PENDING_ROWS };
  let views = new Map<string, ViewCounts>();
  let metrics = new Map<string, MetricCounts>();
  /** Rows taken by the flush under way: they count against the memory bound until written or given back. */
  let inFlight = { views: 0, metrics: 0 };
  const days = new Map<string, DayValues>();
  let dropped = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing: Promise<void> | undefined;

  const dayValues = (day: string): DayValues => {
    let values = days.get(day);
    if (!values) {
      values = {
        sites: { stored: new Set(), unwritten: new Set() },
        campaigns: { stored: new Set(), unwritten: new Set() },
      };
      days.set(day, values);
    }
    return values;
  };

  /** Whether `value` may be counted as itself this day (else it goes under the day's overflow). */
  const admit = (admitted: Admitted, value: string, perDay: number): boolean => {
    if (admitted.stored.has(value) || admitted.unwritten.has(value)) return true;
    if (admitted.stored.size + admitted.unwritten.size >= perDay) return false;
    admitted.unwritten.add(value);
    return true;
  };

  function addView(row: ViewCounts): void {
    const key = viewKey(row);
    const existing = views.get(key);
    if (existing) {
      existing.views += row.views;
      existing.entries += row.entries;
    } else if (views.size + inFlight.views < limits.maxPendingRows) views.set(key, { ...row });
    else dropped += row.views;
  }

  function addMetric(row: MetricCounts): void {
    const key = metricKey(row);
    const existing = metrics.get(key);
    if (existing) existing.count += row.count;
    else if (metrics.size + inFlight.metrics < limits.maxPendingRows) metrics.set(key, { ...row });
    else dropped += row.count;
  }

  function add(beacon: Beacon, now: number): void {
    const day = audienceDayOf(now);
    const values = dayValues(day);
    let source = beacon.entry ? (beacon.source ?? NO_VALUE) : NO_VALUE;
    if (isOtherSite(source) && !admit(values.sites, source, limits.otherSitesPerDay)) source = OTHER_SITES;
    let utm: { source: string; medium: string; campaign: string } = beacon.utm ?? {
      source: NO_VALUE,
      medium: NO_VALUE,
      campaign: NO_VALUE,
    };
    const key = campaignKey({ utm_source: utm.source, utm_medium: utm.medium, utm_campaign: utm.campaign });
    if (isCampaign(key) && !admit(values.campaigns, key, limits.campaignsPerDay)) utm = OTHER_CAMPAIGNS;
    addView({
      day,
      route: beacon.path,
      device: beacon.device,
      source,
      utm_source: utm.source,
      utm_medium: utm.medium,
      utm_campaign: utm.campaign,
      views: 1,
      entries: beacon.entry ? 1 : 0,
    });
    for (const [metric, value] of Object.entries(beacon.metrics) as Array<[Metric, number]>)
      addMetric({ day, route: beacon.path, device: beacon.device, metric, bucket: bucketOf(metric, value), count: 1 });
    if (!timer) {
      // A flush still under way (a slow store) is not queued behind again.
      timer = setInterval(() => flushing ?? flush(), options.flushEveryMs);
      timer.unref?.();
    }
  }

  /**
   * Inside the flush's transaction: the rows of `taken` with each day's sites and campaigns checked
   * against the store (those beyond the day's bound moved under its overflow), and what each day
   * then holds.
   */
  async function admitted(
    tx: Db,
    taken: Map<string, ViewCounts>,
  ): Promise<{ rows: Map<string, ViewCounts>; stored: Map<string, { sites: Set<string>; campaigns: Set<string> }> }> {
    const novel = new Set<string>();
    for (const row of taken.values()) {
      const values = dayValues(row.day);
      if (isOtherSite(row.source) && !values.sites.stored.has(row.source)) novel.add(row.day);
      if (isCampaign(campaignKey(row)) && !values.campaigns.stored.has(campaignKey(row))) novel.add(row.day);
    }
    if (novel.size === 0) return { rows: taken, stored: new Map() };
    // One instance at a time decides on a day's new values (SQLite's transaction is exclusive already).
    await tx.lockKeys([...novel].map((day) => `audience-values:${day}`));
    const stored = new Map<string, { sites: Set<string>; campaigns: Set<string> }>();
    for (const day of [...novel].sort()) {
      const inStore = await storedValues(tx, day);
      const known = days.get(day);
      for (const site of known?.sites.stored ?? []) inStore.sites.add(site);
      for (const campaign of known?.campaigns.stored ?? []) inStore.campaigns.add(campaign);
      stored.set(day, inStore);
    }
    const rows = new Map<string, ViewCounts>();
    for (const row of byKey(taken)) {
      const day = stored.get(row.day);
      const kept = { ...row };
      if (day && isOtherSite(kept.source) && !day.sites.has(kept.source)) {
        if (day.sites.size < limits.otherSitesPerDay) day.sites.add(kept.source);
        else kept.source = OTHER_SITES;
      }
      const campaign = campaignKey(kept);
      if (day && isCampaign(campaign) && !day.campaigns.has(campaign)) {
        if (day.campaigns.size < limits.campaignsPerDay) day.campaigns.add(campaign);
        else {
          kept.utm_source = OTHER_CAMPAIGNS.source;
          kept.utm_medium = OTHER_CAMPAIGNS.medium;
          kept.utm_campaign = OTHER_CAMPAIGNS.campaign;
        }
      }
      const key = viewKey(kept);
      const merged = rows.get(key);
      if (merged) {
        merged.views += kept.views;
        merged.entries += kept.entries;
      } else rows.set(key, kept);
    }
    return { rows, stored };
  }

  /** After a commit: each day's values as the store now holds them; those refused leave the memory too. */
  function settle(stored: Map<string, { sites: Set<string>; campaigns: Set<string> }>): void {
    for (const [day, inStore] of stored) {
      const values = dayValues(day);
      values.sites.stored = inStore.sites;
      values.campaigns.stored = inStore.campaigns;
      // A value admitted in memory that the store had no room for is not admitted again today.
      for (const site of values.sites.unwritten) if (inStore.sites.has(site)) values.sites.unwritten.delete(site);
      for (const key of values.campaigns.unwritten)
        if (inStore.campaigns.has(key)) values.campaigns.unwritten.delete(key);
      if (inStore.sites.size >= limits.otherSitesPerDay) values.sites.unwritten.clear();
      if (inStore.campaigns.size >= limits.campaignsPerDay) values.campaigns.unwritten.clear();
    }
  }

  /** Only today and yesterday (a view sent just before midnight) are still added to: the older days' values leave the memory. */
  function forgetOldDays(): void {
    const latest = [...days.keys()].sort().slice(-2);
    for (const day of days.keys()) if (!latest.includes(day)) days.delete(day);
  }

  /** Gives back what a failed flush took: nothing is lost, added to what came meanwhile. */
  function giveBack(takenViews: Map<string, ViewCounts>, takenMetrics: Map<string, MetricCounts>): void {
    inFlight = { views: 0, metrics: 0 };
    for (const [key, row] of takenViews) {
      const existing = views.get(key);
      if (existing) {
        existing.views += row.views;
        existing.entries += row.entries;
      } else views.set(key, row);
    }
    for (const [key, row] of takenMetrics) {
      const existing = metrics.get(key);
      if (existing) existing.count += row.count;
      else metrics.set(key, row);
    }
  }

  async function flushOnce(): Promise<void> {
    if (dropped > 0) {
      options.onProblem?.({ kind: "rows-dropped", rows: dropped });
      dropped = 0;
    }
    if (views.size === 0 && metrics.size === 0) return;
    const takenViews = views;
    const takenMetrics = metrics;
    views = new Map();
    metrics = new Map();
    inFlight = { views: takenViews.size, metrics: takenMetrics.size };
    try {
      const db = await options.db();
      const stored = await db.transaction(async (tx) => {
        const checked = await admitted(tx, takenViews);
        await writeRows(tx, byKey(checked.rows), byKey(takenMetrics));
        return checked.stored;
      });
      inFlight = { views: 0, metrics: 0 };
      settle(stored);
      forgetOldDays();
    } catch (error) {
      giveBack(takenViews, takenMetrics);
      options.onProblem?.({ kind: "flush-failed", error: error as Error });
    }
  }

  function flush(): Promise<void> {
    const previous = flushing ?? Promise.resolve();
    const next = previous.then(flushOnce);
    flushing = next;
    void next.finally(() => {
      if (flushing === next) flushing = undefined;
    });
    return next;
  }

  return {
    add,
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    pending: () => ({ views: views.size + inFlight.views, metrics: metrics.size + inFlight.metrics }),
  };
}
