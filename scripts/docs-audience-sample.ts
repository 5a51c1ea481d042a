/**
 * Eight weeks of made-up audience for the guide's screenshot of the audience desk: counters,
 * speed histograms and a few leads with their page and entry, written into the screenshots' own
 * store (tests/support/audience-rows.ts) as the tally and the functions would have left them.
 * Deterministic for a given day: the figures follow a weekly rhythm, never Math.random.
 */
import type { DeviceClass } from "../lib/config/audience.ts";
import { parisDayStart } from "../lib/format/paris-time.ts";
import { shiftDay } from "../lib/server/audience/audience-period.ts";
import { parisDayOf } from "../lib/server/settings/consent-stats.ts";
import type { Db } from "../lib/server/store/db.ts";
import { seedLead, seedMetric, seedViews, spread } from "../tests/support/audience-rows.ts";

/** Each page's views on a weekday, and the share of them that entered the site. */
const PAGES = [
  { route: "/", views: 140, entryShare: 0.7 },
  { route: "/blog/notes-de-frais-fin-de-la-saisie-manuelle", views: 60, entryShare: 0.85 },
  { route: "/tarifs", views: 55, entryShare: 0.2 },
  { route: "/tarifs/crmpro", views: 25, entryShare: 0.15 },
  { route: "/contact", views: 18, entryShare: 0.05 },
  { route: "/demande-de-demo", views: 12, entryShare: 0.05 },
] as const;

/** Where entries come from. */
const SOURCES = [
  ["google", 0.55],
  ["direct", 0.25],
  ["linkedin", 0.12],
  ["site:annuaire-tpe.fr", 0.05],
  ["qwant", 0.03],
] as const;

const DEVICES: readonly [DeviceClass, number][] = [
  ["phone", 0.58],
  ["computer", 0.37],
  ["tablet", 0.05],
];

const RENTREE = { source: "newsletter", medium: "email", campaign: "offre-rentree" };

export async function seedAudienceSample(db: Db, now = Date.now()): Promise<void> {
  const today = parisDayOf(now);
  // Eight weeks: the four shown, and the four before that the headline figures are compared with.
  for (let back = 55; back >= 0; back--) {
    const day = shiftDay(today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const growth = back >= 28 ? 0.85 : 1;
    const rhythm = growth * (weekday === 0 || weekday === 6 ? 0.55 : 1) * (1 + 0.15 * Math.sin(back * 1.7));
    for (const [index, page] of PAGES.entries())
      for (const [device, deviceShare] of DEVICES) {
        const views = Math.round(page.views * rhythm * deviceShare * (1 + 0.1 * Math.cos(index + back)));
        const entries = Math.round(views * page.entryShare);
        await seedViews(db, [{ day, route: page.route, device, views: views - entries, entries: 0 }]);
        for (const [source, share] of SOURCES) {
          const counted = Math.round(entries * share);
          if (counted > 0)
            await seedViews(db, [{ day, route: page.route, device, source, views: counted, entries: counted }]);
        }
      }
    // A newsletter sent 12 days ago brings visits for a week.
    if (back >= 6 && back <= 12)
      await seedViews(db, [
        {
          day,
          route: "/",
          device: "phone",
          source: "direct",
          utm: RENTREE,
          views: 30 - 3 * (12 - back),
          entries: 30 - 3 * (12 - back),
        },
      ]);
  }

  const at = (route: string, device: DeviceClass) => ({ day: shiftDay(today, -3), route, device });
  await seedMetric(db, at("/", "phone"), "LCP", spread(180, 1400, 3400));
  await seedMetric(db, at("/", "phone"), "INP", spread(120, 60, 260));
  await seedMetric(db, at("/", "phone"), "CLS", spread(180, 0, 0.06));
  await seedMetric(db, at("/", "computer"), "LCP", spread(120, 600, 1800));
  await seedMetric(db, at("/", "computer"), "INP", spread(90, 20, 140));
  await seedMetric(db, at("/", "computer"), "CLS", spread(120, 0, 0.04));
  await seedMetric(db, at("/tarifs", "phone"), "LCP", spread(70, 2600, 5600));
  await seedMetric(db, at("/tarifs", "phone"), "INP", spread(50, 120, 620));
  await seedMetric(db, at("/tarifs", "phone"), "CLS", spread(70, 0.02, 0.32));
  const article = "/blog/notes-de-frais-fin-de-la-saisie-manuelle";
  await seedMetric(db, at(article, "phone"), "LCP", spread(90, 900, 2300));
  await seedMetric(db, at(article, "phone"), "CLS", spread(90, 0, 0.03));
  await seedMetric(db, at("/contact", "tablet"), "LCP", spread(6, 1500, 2500));

  const leads: { back: number; page: string; source?: string; utm?: true }[] = [
    { back: 1, page: "/contact", source: "google" },
    { back: 2, page: "/demande-de-demo", source: "linkedin" },
    { back: 2, page: "/tarifs/crmpro" },
    { back: 4, page: "/contact" },
    { back: 5, page: "/demande-de-demo", source: "google" },
    { back: 7, page: "/", source: "direct", utm: true },
    { back: 8, page: "/tarifs", source: "direct", utm: true },
    { back: 9, page: article, source: "google" },
    { back: 11, page: "/contact" },
    { back: 15, page: "/demande-de-demo", source: "google" },
    { back: 19, page: "/tarifs" },
    { back: 23, page: "/contact", source: "qwant" },
    // The four weeks before, which the headline figures are compared with.
    { back: 30, page: "/contact", source: "google" },
    { back: 34, page: "/demande-de-demo" },
    { back: 41, page: "/contact" },
    { back: 47, page: "/tarifs", source: "direct" },
    { back: 52, page: "/demande-de-demo", source: "google" },
  ];
  for (const lead of leads)
    await seedLead(db, {
      createdAt: parisDayStart(shiftDay(today, -lead.back)) + 10 * 3_600_000,
      pagePath: lead.page,
      ...(lead.source ? { entry: { landing: "/", source: lead.source, ...(lead.utm ? { utm: RENTREE } : {}) } } : {}),
    });
}
