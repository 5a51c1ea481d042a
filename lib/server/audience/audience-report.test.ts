import { describe, expect, it } from "vitest";
import { seedLead, seedMetric, seedViews, spread } from "../../../tests/support/audience-rows.ts";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { bucketOf, quantile } from "../../audience/histogram.ts";
import { AUDIENCE_LIMITS } from "../../config/audience.ts";
import { parisDayStart } from "../../format/paris-time.ts";
import type { Db } from "../store/db.ts";
import { audienceCsv } from "./audience-csv.ts";
import { UNKNOWN_ORIGIN_LABEL } from "./audience-labels.ts";
import { parseAudiencePeriod } from "./audience-period.ts";
import { audienceReport, percentChange, pointsChange } from "./audience-report.ts";
import { parsePageSort, sortPages } from "./audience-sort.ts";

// The 28 days up to 28 November 2026 (Paris): 1 to 28 November; the previous ones, 4 to 31 October.
const NOW = Date.UTC(2026, 10, 28, 12);
const { period } = parseAudiencePeriod({}, NOW);
/** Noon in Paris on a day of November 2026. */
const november = (day: number) => parisDayStart(`2026-11-${String(day).padStart(2, "0")}`) + 12 * 3_600_000;

describe("Plausible's change against the previous period", () => {
  it("is a rounded percentage of a count, 100 from nothing, and points for a rate", () => {
    expect(percentChange(20, 30)).toBe(50);
    expect(percentChange(3, 2)).toBe(-33);
    expect(percentChange(0, 5)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
    expect(pointsChange(10, 12.54)).toBe(2.5);
    expect(pointsChange(12.5, 10)).toBe(-2.5);
  });
});

describe.each(["sqlite", "postgres"] as const)("the audience report on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("gives the visits of every day of the period, zero where nothing was counted", async () => {
    await seedViews(db, [
      { day: "2026-11-01", route: "/", device: "phone", source: "google", views: 5, entries: 5 },
      { day: "2026-11-01", route: "/tarifs", device: "computer", views: 3, entries: 0 },
      { day: "2026-11-03", route: "/", views: 2, entries: 1, source: "direct" },
      { day: "2026-10-31", route: "/", views: 100, entries: 100, source: "direct" },
      { day: "2026-11-29", route: "/", views: 100, entries: 100, source: "direct" },
    ]);
    const report = await audienceReport(db, period);
    expect(report.days).toHaveLength(28);
    expect(report.days.slice(0, 3)).toEqual([
      { day: "2026-11-01", views: 8, entries: 5 },
      { day: "2026-11-02", views: 0, entries: 0 },
      { day: "2026-11-03", views: 2, entries: 1 },
    ]);
    expect(report.days.at(-1)).toEqual({ day: "2026-11-28", views: 0, entries: 0 });
  });

  it("compares the headline figures with the previous period of the same length", async () => {
    await seedViews(db, [
      { day: "2026-11-02", route: "/", source: "google", views: 60, entries: 20 },
      { day: "2026-11-20", route: "/blog", source: "direct", views: 30, entries: 10 },
      { day: "2026-10-04", route: "/", source: "google", views: 40, entries: 20 },
      // Before the previous period: counted nowhere.
      { day: "2026-10-03", route: "/", source: "google", views: 1000, entries: 1000 },
    ]);
    for (const day of [2, 15, 27]) await seedLead(db, { createdAt: november(day), pagePath: "/" });
    const { headline, previous } = await audienceReport(db, period);
    expect(previous).toMatchObject({ from: "2026-10-04", to: "2026-10-31" });
    expect(headline.entries).toEqual({ value: 30, previous: 20, change: 50 });
    expect(headline.views).toEqual({ value: 90, previous: 40, change: 125 });
    expect(headline.viewsPerVisit).toEqual({ value: 3, previous: 2, change: 50 });
    expect(headline.leads).toEqual({ value: 3, previous: 0, change: 100 });
    expect(headline.conversion).toEqual({ value: 10, previous: 0, change: 10 });

    // Nothing counted before: no rate to compare, and no change invented.
    const empty = await audienceReport(db, parseAudiencePeriod({ du: "2026-01-01", au: "2026-01-07" }, NOW).period);
    expect(empty.headline.viewsPerVisit).toEqual({ value: undefined, previous: undefined, change: undefined });
    expect(empty.headline.entries).toEqual({ value: 0, previous: 0, change: 0 });
  });

  it("gives each page its views, entries, leads sent from it within the Paris days, and conversion", async () => {
    await seedViews(db, [
      { day: "2026-11-05", route: "/tarifs", device: "phone", source: "google", views: 40, entries: 20 },
      { day: "2026-11-06", route: "/tarifs", device: "computer", views: 10, entries: 0 },
      { day: "2026-11-05", route: "/contact", device: "computer", source: "direct", views: 12, entries: 4 },
      { day: "2026-11-07", route: "/blog", device: "computer", views: 30, entries: 0 },
    ]);
    await seedLead(db, { createdAt: november(5), pagePath: "/tarifs" });
    await seedLead(db, { createdAt: november(9), pagePath: "/tarifs" });
    await seedLead(db, { createdAt: november(9), pagePath: "/contact" });
    // 28 November, 23:59 in Paris (22:59 UTC): in the period; 29 November, 00:01 in Paris (23:01 UTC on the 28th): not.
    await seedLead(db, { createdAt: Date.UTC(2026, 10, 28, 22, 59), pagePath: "/contact" });
    await seedLead(db, { createdAt: Date.UTC(2026, 10, 28, 23, 1), pagePath: "/contact" });
    await seedLead(db, { createdAt: Date.UTC(2026, 9, 31, 22, 59), pagePath: "/contact" });
    // A page sending leads that no view was counted for (a visitor who objected to the measure).
    await seedLead(db, { createdAt: november(10), pagePath: "/demande-de-demo" });
    // A lead from before the pages were recorded.
    await seedLead(db, { createdAt: november(10) });

    const { pages } = await audienceReport(db, period);
    const byViews = sortPages(pages, parsePageSort({}));
    // None of these leads is won yet; a page without a followed lead has no share won.
    const none = { won: 0, wonShare: 0 };
    expect(byViews).toEqual([
      { path: "/tarifs", views: 50, entries: 20, leads: 2, conversion: 0.1, followed: 2, ...none },
      {
        path: "/blog",
        views: 30,
        entries: 0,
        leads: 0,
        conversion: undefined,
        followed: 0,
        won: 0,
        wonShare: undefined,
      },
      { path: "/contact", views: 12, entries: 4, leads: 2, conversion: 0.5, followed: 2, ...none },
      { path: "/demande-de-demo", views: 0, entries: 0, leads: 1, conversion: undefined, followed: 1, ...none },
    ]);

    const paths = (sort: Record<string, string>) => sortPages(pages, parsePageSort(sort)).map((page) => page.path);
    expect(paths({ tri: "conversion" })).toEqual(["/contact", "/tarifs", "/blog", "/demande-de-demo"]);
    // Pages without a conversion stay last whichever the order.
    expect(paths({ tri: "conversion", ordre: "asc" })).toEqual(["/tarifs", "/contact", "/blog", "/demande-de-demo"]);
    expect(paths({ tri: "page" })).toEqual(["/blog", "/contact", "/demande-de-demo", "/tarifs"]);
    expect(paths({ tri: "page", ordre: "desc" })).toEqual(["/tarifs", "/demande-de-demo", "/contact", "/blog"]);
    // Equal leads: the most viewed first.
    expect(paths({ tri: "demandes" })).toEqual(["/tarifs", "/contact", "/demande-de-demo", "/blog"]);
    expect(paths({ tri: "entrees", ordre: "asc" })).toEqual(["/blog", "/demande-de-demo", "/contact", "/tarifs"]);
    expect(paths({ tri: "n'importe", ordre: "quoi" })).toEqual(byViews.map((page) => page.path));
  });

  it("counts entries and leads per source and campaign, and the leads without a known origin apart", async () => {
    const rentree = { source: "newsletter", medium: "email", campaign: "rentree" };
    await seedViews(db, [
      { day: "2026-11-05", route: "/", device: "phone", source: "google", views: 50, entries: 40 },
      { day: "2026-11-06", route: "/tarifs", device: "computer", source: "google", views: 10, entries: 10 },
      { day: "2026-11-05", route: "/", source: "direct", utm: rentree, views: 25, entries: 20 },
      { day: "2026-11-05", route: "/blog", source: "site:exemple.org", views: 5, entries: 5 },
      { day: "2026-11-05", route: "/blog", views: 70, entries: 0 },
    ]);
    await seedLead(db, { createdAt: november(5), pagePath: "/contact", entry: { landing: "/", source: "google" } });
    await seedLead(db, { createdAt: november(6), pagePath: "/contact", entry: { landing: "/", source: "google" } });
    await seedLead(db, {
      createdAt: november(6),
      pagePath: "/tarifs",
      entry: { landing: "/", source: "direct", utm: rentree },
    });
    await seedLead(db, { createdAt: november(7), pagePath: "/", entry: { landing: "/", source: "bing" } });
    await seedLead(db, { createdAt: november(7), pagePath: "/contact" });
    await seedLead(db, { createdAt: november(8), pagePath: "/contact" });
    // Out of the period: counted nowhere.
    await seedLead(db, { createdAt: Date.UTC(2026, 9, 20), pagePath: "/", entry: { landing: "/", source: "google" } });

    const report = await audienceReport(db, period);
    const notWon = (followed: number) => ({ followed, won: 0, wonShare: followed > 0 ? 0 : undefined });
    expect(report.sources).toEqual([
      { source: "google", entries: 50, leads: 2, conversion: 0.04, ...notWon(2) },
      { source: "direct", entries: 20, leads: 1, conversion: 0.05, ...notWon(1) },
      { source: "site:exemple.org", entries: 5, leads: 0, conversion: 0, ...notWon(0) },
      { source: "bing", entries: 0, leads: 1, conversion: undefined, ...notWon(1) },
    ]);
    expect(report.campaigns).toEqual([
      {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "rentree",
        entries: 20,
        leads: 1,
        conversion: 0.05,
        ...notWon(1),
      },
    ]);
    expect(report.leadsWithoutEntry).toBe(2);
    expect(report.outcomeWithoutEntry).toEqual(notWon(2));
    expect(report.headline.leads.value).toBe(6);

    const sources = audienceCsv("sources", report);
    expect(sources.rows).toBe(5);
    expect(sources.body).toBe(
      "\uFEFFSource;Visites;Demandes;Conversion (%);Demandes suivies;Gagnées;Part gagnée (%)\r\n" +
        "Google;50;2;4;2;0;0\r\nAccès direct;20;1;5;1;0;0\r\nexemple.org;5;0;0;0;0;\r\nBing;0;1;;1;0;0\r\n" +
        `${UNKNOWN_ORIGIN_LABEL};;2;;2;0;0\r\n`,
    );
    expect(audienceCsv("campagnes", report).body.split("\r\n")[1]).toBe("newsletter;email;rentree;20;1;5;1;0;0");
  });

  it("from campaign to customer: the leads won per page, source and campaign, those without an entry apart", async () => {
    const rentree = { source: "newsletter", medium: "email", campaign: "rentree" };
    await seedViews(db, [
      { day: "2026-11-05", route: "/tarifs", source: "google", views: 40, entries: 20 },
      { day: "2026-11-05", route: "/", source: "direct", utm: rentree, views: 25, entries: 20 },
      { day: "2026-11-06", route: "/blog", source: "google", views: 10, entries: 10 },
    ]);
    const google = { landing: "/tarifs", source: "google" };
    const mailing = { landing: "/", source: "direct", utm: rentree };
    const leads = [
      { pagePath: "/tarifs", entry: google, status: "gagnee" },
      { pagePath: "/tarifs", entry: google, type: "demo", status: "perdue" },
      // Newsletter sign-ups are leads, but never followed: out of the share won.
      { pagePath: "/tarifs", entry: google, type: "newsletter" },
      { pagePath: "/blog", entry: google, type: "newsletter" },
      { pagePath: "/tarifs", entry: mailing, type: "automation", status: "gagnee" },
      { pagePath: "/tarifs", entry: mailing, status: "contactee" },
      // Without an entry (no consent to audience measurement): won, but from no known source.
      { pagePath: "/tarifs", status: "gagnee" },
      { pagePath: "/contact", status: "qualifiee" },
      { pagePath: "/contact" },
      { pagePath: "/", type: "newsletter" },
    ];
    for (const lead of leads) await seedLead(db, { createdAt: november(7), ...lead });
    // Won, but sent before the period: counted nowhere.
    await seedLead(db, { createdAt: Date.UTC(2026, 9, 20), pagePath: "/tarifs", entry: google, status: "gagnee" });

    const report = await audienceReport(db, period);
    const pages = sortPages(report.pages, parsePageSort({}));
    expect(pages).toEqual([
      { path: "/tarifs", views: 40, entries: 20, leads: 6, conversion: 0.3, followed: 5, won: 3, wonShare: 0.6 },
      { path: "/", views: 25, entries: 20, leads: 1, conversion: 0.05, followed: 0, won: 0, wonShare: undefined },
      { path: "/blog", views: 10, entries: 10, leads: 1, conversion: 0.1, followed: 0, won: 0, wonShare: undefined },
      { path: "/contact", views: 0, entries: 0, leads: 2, conversion: undefined, followed: 2, won: 0, wonShare: 0 },
    ]);
    expect(report.sources).toEqual([
      { source: "google", entries: 30, leads: 4, conversion: 4 / 30, followed: 2, won: 1, wonShare: 0.5 },
      { source: "direct", entries: 20, leads: 2, conversion: 0.1, followed: 2, won: 1, wonShare: 0.5 },
    ]);
    expect(report.campaigns).toEqual([
      {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "rentree",
        entries: 20,
        leads: 2,
        conversion: 0.1,
        followed: 2,
        won: 1,
        wonShare: 0.5,
      },
    ]);
    expect(report.leadsWithoutEntry).toBe(4);
    expect(report.outcomeWithoutEntry).toEqual({ followed: 3, won: 1, wonShare: 1 / 3 });

    // Sorted by leads won, or by share won (pages without a followed lead last, whichever the order).
    const paths = (sort: Record<string, string>) => sortPages(report.pages, parsePageSort(sort)).map((p) => p.path);
    expect(parsePageSort({ tri: "part-gagnee" })).toEqual({ key: "part-gagnee", order: "desc" });
    expect(paths({ tri: "gagnees" })).toEqual(["/tarifs", "/", "/blog", "/contact"]);
    expect(paths({ tri: "part-gagnee" })).toEqual(["/tarifs", "/contact", "/", "/blog"]);
    expect(paths({ tri: "part-gagnee", ordre: "asc" })).toEqual(["/contact", "/tarifs", "/", "/blog"]);

    expect(audienceCsv("pages", { ...report, pages }).body).toBe(
      "\uFEFFPage;Pages vues;Visites;Demandes;Conversion (%);Demandes suivies;Gagnées;Part gagnée (%)\r\n" +
        "/tarifs;40;20;6;30;5;3;60\r\n/;25;20;1;5;0;0;\r\n/blog;10;10;1;10;0;0;\r\n/contact;0;0;2;;2;0;0\r\n",
    );
    expect(audienceCsv("sources", report).body.split("\r\n").slice(1)).toEqual([
      "Google;30;4;13,3;2;1;50",
      "Accès direct;20;2;10;2;1;50",
      `${UNKNOWN_ORIGIN_LABEL};;4;;3;1;33,3`,
      "",
    ]);
    expect(audienceCsv("campagnes", report).body.split("\r\n").slice(0, 3)).toEqual([
      "\uFEFFutm_source;utm_medium;utm_campaign;Visites;Demandes;Conversion (%);Demandes suivies;Gagnées;Part gagnée (%)",
      "newsletter;email;rentree;20;2;10;2;1;50",
      `${UNKNOWN_ORIGIN_LABEL};;;;4;;3;1;33,3`,
    ]);
  });

  it("exports the pages in the screen's order, with a decimal comma and formula-like cells protected", async () => {
    await seedViews(db, [
      { day: "2026-11-05", route: "/tarifs", source: "google", views: 7, entries: 3 },
      { day: "2026-11-05", route: "/", views: 9, entries: 0 },
    ]);
    await seedLead(db, { createdAt: november(5), pagePath: "/tarifs" });
    const report = await audienceReport(db, period);
    const pages = audienceCsv("pages", { ...report, pages: sortPages(report.pages, parsePageSort({})) });
    expect(pages).toEqual({
      body:
        "\uFEFFPage;Pages vues;Visites;Demandes;Conversion (%);Demandes suivies;Gagnées;Part gagnée (%)\r\n" +
        "/;9;0;0;;0;0;\r\n/tarifs;7;3;1;33,3;1;0;0\r\n",
      rows: 2,
    });
    const campaign = { source: "=cmd", medium: "", campaign: "x;y" };
    await seedViews(db, [{ day: "2026-11-05", route: "/", source: "direct", utm: campaign, views: 1, entries: 1 }]);
    const csv = audienceCsv("campagnes", await audienceReport(db, period)).body;
    expect(csv.split("\r\n")[1]).toBe(`'=cmd;;"x;y";1;0;0;0;0;`);
    // The campaigns beyond a day's bound, counted together by the tally, are named so.
    const overflow = { source: "*", medium: "*", campaign: "*" };
    await seedViews(db, [{ day: "2026-11-06", route: "/", source: "direct", utm: overflow, views: 4, entries: 4 }]);
    expect(audienceCsv("campagnes", await audienceReport(db, period)).body.split("\r\n")[1]).toBe(
      "Autres campagnes;;;4;0;0;0;0;",
    );
    expect(audienceCsv("jours", report).body.split("\r\n").slice(0, 2)).toEqual([
      "\uFEFFJour;Pages vues;Visites",
      "2026-11-01;0;0",
    ]);
  });

  it("gives each page's speed at the 75th percentile per device, from the minimum of measured views, worst first", async () => {
    const min = AUDIENCE_LIMITS.minViewsForSpeed;
    const at = (route: string, device: "phone" | "tablet" | "computer", day = "2026-11-05") => ({ day, route, device });
    // /tarifs on phones: LCP good, INP to improve, CLS poor; split over two days, added up.
    await seedMetric(db, at("/tarifs", "phone", "2026-11-05"), "LCP", spread(15, 1000, 1700));
    await seedMetric(db, at("/tarifs", "phone", "2026-11-06"), "LCP", spread(15, 1750, 2400));
    await seedMetric(db, at("/tarifs", "phone"), "INP", spread(min, 250, 400));
    await seedMetric(db, at("/tarifs", "phone"), "CLS", spread(min, 0.2, 0.5));
    // / on computers: every figure good.
    await seedMetric(db, at("/", "computer"), "LCP", spread(40, 500, 1500));
    await seedMetric(db, at("/", "computer"), "INP", spread(40, 20, 120));
    await seedMetric(db, at("/", "computer"), "CLS", spread(40, 0, 0.05));
    // /blog on phones: one measure short of the minimum, although every value is poor.
    await seedMetric(db, at("/blog", "phone"), "LCP", spread(min - 1, 5000, 9000));
    // /contact on tablets: LCP to improve.
    await seedMetric(db, at("/contact", "tablet"), "LCP", spread(min, 3000, 3600));
    // Out of the period.
    await seedMetric(db, at("/", "computer", "2026-10-31"), "LCP", spread(100, 9000, 9500));

    const { speed } = await audienceReport(db, period);
    expect(speed.pages.map((row) => [row.path, row.device, row.worst])).toEqual([
      ["/tarifs", "phone", "poor"],
      ["/contact", "tablet", "needs-improvement"],
      ["/", "computer", "good"],
      ["/blog", "phone", undefined],
    ]);

    const tarifs = speed.pages[0]?.figures;
    const lcp = [...spread(15, 1000, 1700), ...spread(15, 1750, 2400)];
    const histogram = new Map<number, number>();
    for (const value of lcp) histogram.set(bucketOf("LCP", value), (histogram.get(bucketOf("LCP", value)) ?? 0) + 1);
    expect(tarifs?.LCP).toMatchObject({ samples: 30, rating: "good", p75: quantile("LCP", histogram, 0.75) });
    // Within a bucket's width (5 %) of the true 75th percentile of the values.
    const truth = [...lcp].sort((a, b) => a - b)[Math.ceil(0.75 * lcp.length) - 1] ?? 0;
    expect(Math.abs((tarifs?.LCP.p75 ?? 0) / truth - 1)).toBeLessThan(0.05);
    expect(tarifs?.LCP.shares?.good).toBe(1);
    expect(tarifs?.INP).toMatchObject({ samples: min, rating: "needs-improvement" });
    expect(tarifs?.CLS).toMatchObject({ samples: min, rating: "poor" });
    const cls = tarifs?.CLS.shares;
    expect((cls?.good ?? 0) + (cls?.["needs-improvement"] ?? 0) + (cls?.poor ?? 0)).toBeCloseTo(1, 9);
    expect(cls?.good).toBe(0);
    expect(cls?.poor).toBeGreaterThan(0.7);

    // Under the minimum: the count of measures, no figure.
    expect(speed.pages[3]?.figures.LCP).toEqual({ samples: min - 1 });
    expect(speed.pages[3]?.figures.INP).toEqual({ samples: 0 });

    // The whole site, per device class: the pages' histograms added up.
    expect(speed.site.map((row) => [row.path, row.device, row.figures.LCP.samples])).toEqual([
      [undefined, "phone", 30 + min - 1],
      [undefined, "tablet", min],
      [undefined, "computer", 40],
    ]);

    const csv = audienceCsv("vitesse", await audienceReport(db, period)).body.split("\r\n");
    expect(csv[0]).toBe(
      "\uFEFFPage;Appareil;LCP p75 (ms);LCP mesures;LCP bon (%);LCP à améliorer (%);LCP mauvais (%);" +
        "INP p75 (ms);INP mesures;INP bon (%);INP à améliorer (%);INP mauvais (%);" +
        "CLS p75;CLS mesures;CLS bon (%);CLS à améliorer (%);CLS mauvais (%)",
    );
    expect(csv[1]?.startsWith("Tout le site;Mobile;")).toBe(true);
    expect(csv.find((line) => line.startsWith("/blog;"))).toBe(`/blog;Mobile;;${min - 1};;;;;0;;;;;0;;;`);
  });
});
