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
 *
 * From campaign to customer: the leads of the period now won (status `gagnee` in the follow-up,
 * as it stands today, not at the period's end), and the share won, won ÷ followed leads (the
 * newsletter's sign-ups are leads but are never followed, so never won: they are left out of the
 * share, not counted as lost).
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

/** What became of a group of leads: how many are followed (not the newsletter's sign-ups), how many won. */
export interface LeadOutcome {
  /** The leads that are followed up: all but the newsletter's sign-ups. */
  followed: number;
  /** Of them, those won (status `gagnee` today). */
  won: number;
  /** won ÷ followed, undefined without a followed lead. */
  wonShare: number | undefined;
}

export interface PageRow extends LeadOutcome {
  path: string;
  views: number;
  entries: number;
  /** Leads whose form was sent from this page during the period. */
  leads: number;
  /** leads ÷ entries, undefined without entries. */
  conversion: number | undefined;
}

export interface SourceRow extends LeadOutcome {
  source: string;
  entries: number;
  /** Leads whose recorded entry came from this source. */
  leads: number;
  conversion: number | undefined;
}

export interface CampaignRow extends LeadOutcome {
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
  /** What became of them: shown beside them, never spread over the sources or campaigns. */
  outcomeWithoutEntry: LeadOutcome;
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

/** A group of leads' outcome from its counts. */
export const outcomeOf = ({ followed, won }: { followed: number; won: number }): LeadOutcome => ({
  followed,
  won,
  wonShare: ratio(won, followed),
});

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

interface LeadCounts {
  leads: number;
  followed: number;
  won: number;
}

const NO_LEADS: LeadCounts = { leads: 0, followed: 0, won: 0 };

interface LeadsOfPeriod {
  perPage: Map<string, LeadCounts>;
  perSource: Map<string, LeadCounts>;
  perCampaign: Map<string, LeadCounts>;
  withoutEntry: LeadCounts;
}

const campaignKey = (utm: { source: string; medium: string; campaign: string }) =>
  JSON.stringify([utm.source, utm.medium, utm.campaign]);

/**
 * The period's leads counted by the page they were sent from, and by their entry's source and
 * campaign, with how many of them are followed (not newsletter sign-ups) and won.
 */
async function leadsOf(db: Db, period: AudiencePeriod): Promise<LeadsOfPeriod> {
  const rows = await db.all<{ page_path: string | null; entry: string | null; type: string; status: string | null }>(
    "SELECT page_path, entry, type, status FROM submissions WHERE created_at >= ? AND created_at < ?",
    [...instants(period)],
  );
  const leads: LeadsOfPeriod = {
    perPage: new Map(),
    perSource: new Map(),
    perCampaign: new Map(),
    withoutEntry: { ...NO_LEADS },
  };
  for (const row of rows) {
    const followed = row.type !== "newsletter";
    const won = followed && row.status === "gagnee";
    const count = (counts: LeadCounts) => {
      counts.leads++;
      if (followed) counts.followed++;
      if (won) counts.won++;
    };
    const add = (map: Map<string, LeadCounts>, key: string) => {
      const counts = map.get(key) ?? { ...NO_LEADS };
      map.set(key, counts);
      count(counts);
    };
    if (row.page_path) add(leads.perPage, row.page_path);
    const entry = entryFromJson(row.entry);
    if (!entry) {
      count(leads.withoutEntry);
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
  const pages = new Map<string, { path: string; views: number; entries: number }>();
  for (const row of rows) pages.set(row.route, { path: row.route, views: num(row.views), entries: num(row.entries) });
  for (const path of leads.perPage.keys()) if (!pages.has(path)) pages.set(path, { path, views: 0, entries: 0 });
  return [...pages.values()].map((page) => {
    const counts = leads.perPage.get(page.path) ?? NO_LEADS;
    return { ...page, leads: counts.leads, conversion: conversionOf(counts.leads, page.entries), ...outcomeOf(counts) };
  });
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
      const [n, counts] = [entries.get(source) ?? 0, leads.perSource.get(source) ?? NO_LEADS];
      return {
        source,
        entries: n,
        leads: counts.leads,
        conversion: conversionOf(counts.leads, n),
        ...outcomeOf(counts),
      };
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
      const [n, counts] = [entries.get(key) ?? 0, leads.perCampaign.get(key) ?? NO_LEADS];
      const [l, conversion] = [counts.leads, conversionOf(counts.leads, n)];
      return { utmSource, utmMedium, utmCampaign, entries: n, leads: l, conversion, ...outcomeOf(counts) };
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
    leadsWithoutEntry: leads.withoutEntry.leads,
    outcomeWithoutEntry: outcomeOf(leads.withoutEntry),
    speed,
  };
}
