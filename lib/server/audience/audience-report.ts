import "server-only";
import { entryFromJson } from "../../audience/entry.ts";
import { parisDayStart } from "../../format/paris-time.ts";
import type { Db } from "../store/db.ts";
import { type AudiencePeriod, periodDays, previousPeriod } from "./audience-period.ts";
import { type SpeedRow, speedReport } from "./audience-speed.ts";
import { OTHER_CAMPAIGNS } from "./tables.ts";

/**
 * The audience desk's figures over a period of Paris days, read from the counters of
 * `audience_views` (page views and entries per day, page, device class, source and campaign) and
 * from the leads themselves (`submissions.page_path` and, when the visitor accepted audience
 * measurement, `submissions.entry`). Nothing here identifies a visitor: the tables hold sums only.
 *
 * A visit is an entry: a page view that began a visit (no referrer from the site itself).
 * Conversion is leads ÷ entries, as the desk shows it.
 */

export interface DayVisits {
  day: string;
  views: number;
  entries: number;
}

/** A headline figure, the same over the previous period, and the change Plausible shows. */
export interface HeadlineFigure {
  value: number | undefined;
  previous: number | undefined;
  /** In % of the previous value (rounded), or in points for a rate; undefined when either is unknown. */
  change: number | undefined;
}

export interface Headline {
  entries: HeadlineFigure;
  views: HeadlineFigure;
  viewsPerVisit: HeadlineFigure;
  leads: HeadlineFigure;
  /** In % (leads ÷ entries × 100); its change in points. */
  conversion: HeadlineFigure;
}

export interface PageRow {
  path: string;
  views: number;
  entries: number;
  /** Leads whose form was sent from this page during the period. */
  leads: number;
  /** leads ÷ entries, undefined without entries. */
  conversion: number | undefined;
}

export interface SourceRow {
  source: string;
  entries: number;
  /** Leads whose recorded entry came from this source. */
  leads: number;
  conversion: number | undefined;
}

export interface CampaignRow {
  /** OTHER_CAMPAIGNS' values (`*`) for the campaigns beyond a day's bound, counted together. */
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  entries: number;
  leads: number;
  conversion: number | undefined;
}

export interface AudienceReport {
  period: AudiencePeriod;
  previous: AudiencePeriod;
  days: DayVisits[];
  headline: Headline;
  pages: PageRow[];
  sources: SourceRow[];
  campaigns: CampaignRow[];
  /** Leads of the period without a recorded entry (no consent to audience measurement). */
  leadsWithoutEntry: number;
  speed: { site: SpeedRow[]; pages: SpeedRow[] };
}

/** The row of the campaigns beyond a day's bound (lib/server/audience/tables.ts). */
export const isOtherCampaigns = (row: Pick<CampaignRow, "utmSource" | "utmMedium" | "utmCampaign">): boolean =>
  row.utmSource === OTHER_CAMPAIGNS.source &&
  row.utmMedium === OTHER_CAMPAIGNS.medium &&
  row.utmCampaign === OTHER_CAMPAIGNS.campaign;

/** Plausible's change of a count: in % of the old one, rounded; 100 from nothing, 0 for nothing to nothing. */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** Plausible's change of a rate: the difference in points, to one decimal. */
export function pointsChange(previous: number, current: number): number {
  return Math.round((current - previous) * 10) / 10;
}

export const conversionOf = (leads: number, entries: number): number | undefined =>
  entries > 0 ? leads / entries : undefined;

const ratio = (a: number, b: number) => (b > 0 ? a / b : undefined);

function figure(value: number | undefined, previous: number | undefined, as: "percent" | "points"): HeadlineFigure {
  if (value === undefined || previous === undefined) return { value, previous, change: undefined };
  return { value, previous, change: as === "percent" ? percentChange(previous, value) : pointsChange(previous, value) };
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);

/** The instants [start, end) of a period's Paris days. */
const instants = (period: Pick<AudiencePeriod, "from" | "to">) =>
  [parisDayStart(period.from), parisDayStart(period.to, 1)] as const;

async function totals(db: Db, period: AudiencePeriod): Promise<{ views: number; entries: number; leads: number }> {
  const [[visits], [leads]] = await Promise.all([
    db.all<{ views: number | string | null; entries: number | string | null }>(
      "SELECT SUM(views) AS views, SUM(entries) AS entries FROM audience_views WHERE day >= ? AND day <= ?",
      [period.from, period.to],
    ),
    db.all<{ n: number | string }>("SELECT COUNT(*) AS n FROM submissions WHERE created_at >= ? AND created_at < ?", [
      ...instants(period),
    ]),
  ]);
  return { views: num(visits?.views), entries: num(visits?.entries), leads: num(leads?.n) };
}

function headlineOf(
  now: { views: number; entries: number; leads: number },
  before: { views: number; entries: number; leads: number },
): Headline {
  const percent = (leads: number, entries: number) => {
    const rate = ratio(leads, entries);
    return rate === undefined ? undefined : rate * 100;
  };
  return {
    entries: figure(now.entries, before.entries, "percent"),
    views: figure(now.views, before.views, "percent"),
    viewsPerVisit: figure(ratio(now.views, now.entries), ratio(before.views, before.entries), "percent"),
    leads: figure(now.leads, before.leads, "percent"),
    conversion: figure(percent(now.leads, now.entries), percent(before.leads, before.entries), "points"),
  };
}

async function visitsPerDay(db: Db, period: AudiencePeriod): Promise<DayVisits[]> {
  const rows = await db.all<{ day: string; views: number | string; entries: number | string }>(
    `SELECT day, SUM(views) AS views, SUM(entries) AS entries FROM audience_views
     WHERE day >= ? AND day <= ? GROUP BY day`,
    [period.from, period.to],
  );
  const counted = new Map(rows.map((row) => [row.day, { views: num(row.views), entries: num(row.entries) }]));
  return periodDays(period).map((day) => ({ day, views: 0, entries: 0, ...counted.get(day) }));
}

interface LeadsOfPeriod {
  perPage: Map<string, number>;
  perSource: Map<string, number>;
  perCampaign: Map<string, number>;
  withoutEntry: number;
}

const campaignKey = (utm: { source: string; medium: string; campaign: string }) =>
  JSON.stringify([utm.source, utm.medium, utm.campaign]);

/** The period's leads counted by the page they were sent from, and by their entry's source and campaign. */
async function leadsOf(db: Db, period: AudiencePeriod): Promise<LeadsOfPeriod> {
  const rows = await db.all<{ page_path: string | null; entry: string | null }>(
    "SELECT page_path, entry FROM submissions WHERE created_at >= ? AND created_at < ?",
    [...instants(period)],
  );
  const leads: LeadsOfPeriod = { perPage: new Map(), perSource: new Map(), perCampaign: new Map(), withoutEntry: 0 };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const row of rows) {
    if (row.page_path) add(leads.perPage, row.page_path);
    const entry = entryFromJson(row.entry);
    if (!entry) {
      leads.withoutEntry++;
      continue;
    }
    add(leads.perSource, entry.source);
    if (entry.utm) add(leads.perCampaign, campaignKey(entry.utm));
  }
  return leads;
}

async function pagesOf(db: Db, period: AudiencePeriod, leads: LeadsOfPeriod): Promise<PageRow[]> {
  const rows = await db.all<{ route: string; views: number | string; entries: number | string }>(
    "SELECT route, SUM(views) AS views, SUM(entries) AS entries FROM audience_views WHERE day >= ? AND day <= ? GROUP BY route",
    [period.from, period.to],
  );
  const pages = new Map<string, PageRow>();
  for (const row of rows) {
    const [views, entries] = [num(row.views), num(row.entries)];
    pages.set(row.route, { path: row.route, views, entries, leads: 0, conversion: undefined });
  }
  for (const [path, count] of leads.perPage) {
    const page = pages.get(path) ?? { path, views: 0, entries: 0, leads: 0, conversion: undefined };
    pages.set(path, { ...page, leads: count });
  }
  return [...pages.values()].map((page) => ({ ...page, conversion: conversionOf(page.leads, page.entries) }));
}

async function sourcesOf(db: Db, period: AudiencePeriod, leads: LeadsOfPeriod): Promise<SourceRow[]> {
  const rows = await db.all<{ source: string; entries: number | string }>(
    `SELECT source, SUM(entries) AS entries FROM audience_views
     WHERE day >= ? AND day <= ? AND source <> '' GROUP BY source`,
    [period.from, period.to],
  );
  const entries = new Map(rows.map((row) => [row.source, num(row.entries)]));
  const sources = new Set([...entries.keys(), ...leads.perSource.keys()]);
  return [...sources]
    .map((source) => {
      const [n, l] = [entries.get(source) ?? 0, leads.perSource.get(source) ?? 0];
      return { source, entries: n, leads: l, conversion: conversionOf(l, n) };
    })
    .filter((row) => row.entries > 0 || row.leads > 0)
    .sort((a, b) => b.entries - a.entries || b.leads - a.leads || a.source.localeCompare(b.source));
}

async function campaignsOf(db: Db, period: AudiencePeriod, leads: LeadsOfPeriod): Promise<CampaignRow[]> {
  const rows = await db.all<{ utm_source: string; utm_medium: string; utm_campaign: string; entries: number | string }>(
    `SELECT utm_source, utm_medium, utm_campaign, SUM(entries) AS entries FROM audience_views
     WHERE day >= ? AND day <= ? AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')
     GROUP BY utm_source, utm_medium, utm_campaign`,
    [period.from, period.to],
  );
  const entries = new Map(
    rows.map((row) => [
      campaignKey({ source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign }),
      num(row.entries),
    ]),
  );
  const keys = new Set([...entries.keys(), ...leads.perCampaign.keys()]);
  return [...keys]
    .map((key) => {
      const [utmSource = "", utmMedium = "", utmCampaign = ""] = JSON.parse(key) as string[];
      const [n, l] = [entries.get(key) ?? 0, leads.perCampaign.get(key) ?? 0];
      return { utmSource, utmMedium, utmCampaign, entries: n, leads: l, conversion: conversionOf(l, n) };
    })
    .filter((row) => row.entries > 0 || row.leads > 0)
    .sort(
      (a, b) =>
        b.entries - a.entries ||
        b.leads - a.leads ||
        campaignKey({ source: a.utmSource, medium: a.utmMedium, campaign: a.utmCampaign }).localeCompare(
          campaignKey({ source: b.utmSource, medium: b.utmMedium, campaign: b.utmCampaign }),
        ),
    );
}

/** Every figure of the desk for `period`; the pages as counted (sort them with sortPages). */
export async function audienceReport(db: Db, period: AudiencePeriod): Promise<AudienceReport> {
  const previous = previousPeriod(period);
  const [days, now, before, leads, speed] = await Promise.all([
    visitsPerDay(db, period),
    totals(db, period),
    totals(db, previous),
    leadsOf(db, period),
    speedReport(db, period),
  ]);
  const [pages, sources, campaigns] = await Promise.all([
    pagesOf(db, period, leads),
    sourcesOf(db, period, leads),
    campaignsOf(db, period, leads),
  ]);
  return {
    period,
    previous,
    days,
    headline: headlineOf(now, before),
    pages,
    sources,
    campaigns,
    leadsWithoutEntry: leads.withoutEntry,
    speed,
  };
}
