/**
 * The audience desk against counters and leads written into its own server's store before the
 * visit: the last 28 days' figures, headline changes against the 28 days before, pages with their
 * leads, conversion and leads won, sources and campaigns with the leads of unknown origin apart, speed at the
 * 75th percentile (nothing under the minimum of measures), the period form and the sort (with and
 * without JavaScript), each table's CSV and its audit entry, axe at 375 and 1280 px, the keyboard.
 * Its own server: the shared one counts every other test's page views.
 */

import type { Page } from "@playwright/test";
import type { VisitEntry } from "../../lib/audience/entry.ts";
import { AUDIENCE_LIMITS } from "../../lib/config/audience.ts";
import { parisDayStart } from "../../lib/format/paris-time.ts";
import { UNKNOWN_ORIGIN_LABEL } from "../../lib/server/audience/audience-labels.ts";
import { shiftDay } from "../../lib/server/audience/audience-period.ts";
import { parisDayOf } from "../../lib/server/settings/consent-stats.ts";
import { budget } from "../browser-args.ts";
import { test as base } from "../browser-test.ts";
import { seedLead, seedMetric, seedViews, spread } from "../support/audience-rows.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { DESKTOP, expect, MOBILE, main, newMember, signIn, withoutJavaScript } from "./admin-support.ts";
import { serverOfItsOwn } from "./next-server.ts";
import { inServerStore } from "./server-store.ts";

const test = base;
// One server for the file: its tests in one worker, in order (the store they seed is one).
test.describe.configure({ mode: "default", timeout: budget(180_000) });

const site = serverOfItsOwn("audience", { BETTER_AUTH_SECRET: "e2e-audience-secret-of-at-least-32-characters" });
const PATH = "/admin/audience";
const NBSP = "\u00a0";
const MIN = AUDIENCE_LIMITS.minViewsForSpeed;

/** Days counted back from today in Paris: well inside the last 28 days, or only inside the last 90. */
const today = parisDayOf(Date.now());
const ago = (days: number) => shiftDay(today, -days);
const noonAgo = (days: number) => parisDayStart(ago(days)) + 12 * 3_600_000;
const ARTICLE = "/blog/gerer-sa-tva";
const RENTREE = { source: "newsletter", medium: "email", campaign: "rentree" };

test.beforeAll(async () => {
  await inServerStore(site.dataDir, async (db) => {
    await seedViews(db, [
      { day: ago(2), route: "/tarifs", device: "phone", source: "google", views: 120, entries: 80 },
      { day: ago(3), route: "/tarifs", device: "computer", views: 40, entries: 0 },
      { day: ago(5), route: "/", device: "computer", source: "direct", views: 300, entries: 200 },
      { day: ago(4), route: "/", device: "phone", source: "direct", utm: RENTREE, views: 25, entries: 20 },
      { day: ago(6), route: ARTICLE, device: "phone", source: "site:exemple.org", views: 30, entries: 30 },
      // 40 days ago: in the 28 days before the last 28 (the comparison), and in the last 90.
      { day: ago(40), route: "/contact", device: "computer", source: "direct", views: 500, entries: 500 },
    ]);
    const google: VisitEntry = { landing: "/tarifs", source: "google" };
    // Two leads won (status « Gagnée » in the follow-up): one from Google, one of unknown origin.
    const leads: { days: number; pagePath: string; entry?: VisitEntry; status?: string }[] = [
      { days: 2, pagePath: "/tarifs", entry: google, status: "gagnee" },
      { days: 2, pagePath: "/tarifs", entry: google },
      { days: 3, pagePath: "/tarifs", entry: { landing: "/", source: "direct", utm: RENTREE } },
      { days: 10, pagePath: "/tarifs" },
      { days: 5, pagePath: "/", status: "gagnee" },
      { days: 6, pagePath: "/" },
      { days: 40, pagePath: "/contact", entry: { landing: "/contact", source: "direct" } },
    ];
    for (const lead of leads)
      await seedLead(db, {
        createdAt: noonAgo(lead.days),
        pagePath: lead.pagePath,
        ...(lead.entry ? { entry: lead.entry } : {}),
        ...(lead.status ? { status: lead.status } : {}),
      });
    const tarifs = { day: ago(2), route: "/tarifs", device: "phone" } as const;
    await seedMetric(db, tarifs, "LCP", spread(30, 3000, 5000));
    await seedMetric(db, tarifs, "INP", spread(25, 50, 150));
    await seedMetric(db, tarifs, "CLS", spread(25, 0, 0.05));
    const home = { day: ago(5), route: "/", device: "computer" } as const;
    await seedMetric(db, home, "LCP", spread(40, 800, 1600));
    await seedMetric(db, home, "INP", spread(MIN - 1, 40, 90));
    await seedMetric(db, home, "CLS", spread(40, 0, 0.02));
    await seedMetric(db, { day: ago(6), route: ARTICLE, device: "phone" }, "LCP", spread(10, 6000, 8000));
  });
});

/** « /contact » in the pages table over any period holding its day 40 days ago: 500 views and visits, one lead. */
const CONTACT_ROW = ["/contact", "500", "500", "1", `0,2${NBSP}%`, "0", `0${NBSP}%`];
const cells = (page: Page, selector: string) => main(page).locator(selector).first().getByRole("cell");

async function signedIn(page: Page, path = PATH): Promise<void> {
  await signIn(page, newMember(site.dataDir), `${site.url}${path}`);
}

test("the last 28 days by default: headline changes, pages, sources and campaigns; 90 days through the form", async ({
  page,
}) => {
  await signedIn(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(main(page).getByRole("button", { name: "28 jours" })).toHaveAttribute("aria-pressed", "true");
  const figure = (key: string) => main(page).locator(`[data-figure="${key}"]`).locator("dd");
  // Each value, and its change against the 28 days before (where /contact's 500 visits and one lead fall).
  await expect(figure("entries")).toHaveText(["330", `▼ −34${NBSP}%`]);
  await expect(figure("views")).toHaveText(["515", `▲ +3${NBSP}%`]);
  await expect(figure("viewsPerVisit")).toHaveText(["1,6", `▲ +56${NBSP}%`]);
  await expect(figure("leads")).toHaveText(["6", `▲ +500${NBSP}%`]);
  await expect(figure("conversion")).toHaveText([`1,8${NBSP}%`, `▲ +1,6${NBSP}point`]);

  await expect(main(page).locator("[data-page]")).toHaveCount(3);
  // Then the leads won and the share won (of the followed leads; « — » without one).
  await expect(cells(page, '[data-page="/"]')).toHaveText(["/", "325", "220", "2", `0,9${NBSP}%`, "1", `50${NBSP}%`]);
  await expect(cells(page, '[data-page="/tarifs"]')).toHaveText([
    "/tarifs",
    "160",
    "80",
    "4",
    `5${NBSP}%`,
    "1",
    `25${NBSP}%`,
  ]);
  await expect(cells(page, `[data-page="${ARTICLE}"]`)).toHaveText([ARTICLE, "30", "30", "0", `0${NBSP}%`, "0", "—"]);
  await expect(main(page).locator('[data-page="/contact"]')).toHaveCount(0);

  const sources = main(page).getByRole("region", { name: "Tableau des sources" });
  await expect(sources.getByRole("row")).toHaveText([
    /^Source/,
    /^Accès direct2201/,
    /^Google802/,
    /^exemple\.org300/,
    `${UNKNOWN_ORIGIN_LABEL}—3—133,3${NBSP}%`,
  ]);
  await expect(cells(page, '[data-source="google"]')).toHaveText([
    "Google",
    "80",
    "2",
    `2,5${NBSP}%`,
    "1",
    `50${NBSP}%`,
  ]);
  const campaigns = main(page).getByRole("region", { name: "Tableau des campagnes" });
  await expect(cells(page, '[data-campaign="rentree"]')).toHaveText([
    "newsletter",
    "email",
    "rentree",
    "20",
    "1",
    `5${NBSP}%`,
    "0",
    `0${NBSP}%`,
  ]);
  await expect(campaigns.locator("[data-unknown-origin]").getByRole("cell")).toHaveText([
    UNKNOWN_ORIGIN_LABEL,
    "—",
    "3",
    "—",
    "1",
    `33,3${NBSP}%`,
  ]);

  // The chart, and its figures in a disclosure.
  await expect(main(page).getByRole("img", { name: /^Pages vues par jour du / })).toBeVisible();
  const perDay = main(page).getByRole("region", { name: "Tableau des visites par jour" });
  await expect(perDay).toBeHidden();
  await main(page).getByText("Les chiffres jour par jour").click();
  await expect(perDay.getByRole("row")).toHaveCount(29);
  await expect(cells(page, `[data-day="${ago(5)}"]`).nth(1)).toHaveText("300");

  await main(page).getByRole("button", { name: "90 jours" }).click();
  await expect(page).toHaveURL(/periode=90/);
  await expect(main(page).getByRole("button", { name: "90 jours" })).toHaveAttribute("aria-pressed", "true");
  await expect(figure("entries").first()).toHaveText("830");
  await expect(main(page).locator("[data-page]").first()).toHaveAttribute("data-page", "/contact");
  await expect(cells(page, '[data-page="/contact"]')).toHaveText(CONTACT_ROW);
});

test("the pages table sorts by its headers' links, says the order, and keeps it with the period", async ({ page }) => {
  await signedIn(page);
  const pages = main(page).getByRole("region", { name: "Tableau des pages" });
  const order = () =>
    pages.locator("[data-page]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-page")));
  expect(await order()).toEqual(["/", "/tarifs", ARTICLE]);
  await expect(pages.getByRole("columnheader", { name: /^Pages vues/ })).toHaveAttribute("aria-sort", "descending");

  await pages.getByRole("link", { name: /^Conversion/ }).click();
  await expect(page).toHaveURL(/tri=conversion&ordre=desc#pages$/);
  await expect.poll(order).toEqual(["/tarifs", "/", ARTICLE]);
  const conversion = pages.getByRole("columnheader", { name: /^Conversion/ });
  await expect(conversion).toHaveAttribute("aria-sort", "descending");
  await expect(pages.getByRole("columnheader", { name: /^Pages vues/ })).not.toHaveAttribute("aria-sort", /.*/);

  await pages.getByRole("link", { name: /^Conversion/ }).click();
  await expect(conversion).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(order).toEqual([ARTICLE, "/", "/tarifs"]);

  // By share won: the page without a followed lead last.
  await pages.getByRole("link", { name: /^Part gagnée/ }).click();
  await expect(page).toHaveURL(/tri=part-gagnee&ordre=desc#pages$/);
  await expect.poll(order).toEqual(["/", "/tarifs", ARTICLE]);

  await pages.getByRole("link", { name: /^Page/ }).first().click();
  await expect.poll(order).toEqual(["/", ARTICLE, "/tarifs"]);
  // Another period keeps the sort.
  await main(page).getByRole("button", { name: "7 jours" }).click();
  await expect(page).toHaveURL(/periode=7&tri=page&ordre=asc/);
  await expect(pages.getByRole("columnheader", { name: /^Page\b/ }).first()).toHaveAttribute("aria-sort", "ascending");
});

/** The CSV of a table as the export link downloads it. */
async function downloaded(page: Page, name: RegExp): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), main(page).getByRole("link", { name }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

test("each table exports as a CSV for French Excel, in the screen's order, and the export is audited", async ({
  page,
}) => {
  await signedIn(page, `${PATH}?tri=demandes`);
  const pages = await downloaded(page, /^Exporter en CSV \(Excel\)\s*: pages$/);
  expect(pages).toBe(
    "\uFEFFPage;Pages vues;Visites;Demandes;Conversion (%);Demandes suivies;Gagnées;Part gagnée (%)\r\n" +
      `/tarifs;160;80;4;5;4;1;25\r\n/;325;220;2;0,9;2;1;50\r\n${ARTICLE};30;30;0;0;0;0;\r\n`,
  );
  const sources = await downloaded(page, /: sources$/);
  expect(sources.split("\r\n")).toEqual([
    "\uFEFFSource;Visites;Demandes;Conversion (%);Demandes suivies;Gagnées;Part gagnée (%)",
    "Accès direct;220;1;0,5;1;0;0",
    "Google;80;2;2,5;2;1;50",
    "exemple.org;30;0;0;0;0;",
    `${UNKNOWN_ORIGIN_LABEL};;3;;3;1;33,3`,
    "",
  ]);
  const speed = await downloaded(page, /: vitesse$/);
  expect(speed.split("\r\n").find((line) => line.startsWith("/;"))).toMatch(
    new RegExp(`^/;Ordinateur;\\d+;40;100;0;0;;${MIN - 1};;;;`),
  );
  const refused = await page.request.get(`${site.url}/admin/audience/export?tableau=visiteurs`);
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toMatch(/^Tableau inconnu/);

  await page.goto(`${site.url}/admin/journal`);
  const exports = main(page).getByRole("row").filter({ hasText: "export de l'audience" });
  await expect(exports).toHaveCount(3);
  await expect(exports.filter({ hasText: /pages, csv, 3 lignes, du=\d{4}-\d{2}-\d{2}, au=/ })).toHaveCount(1);
});

test("speed: the 75th percentile with its rating in words, pages over a threshold first, nothing under the minimum", async ({
  page,
}) => {
  await signedIn(page);
  const speed = main(page).getByRole("region", { name: "Tableau de la vitesse par page" });
  const rows = speed.locator("[data-speed-page]");
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-speed-page")))).toEqual([
    "/tarifs",
    "/",
    ARTICLE,
  ]);
  const metric = (route: string, name: string) => speed.locator(`[data-speed-page="${route}"] [data-metric="${name}"]`);
  await expect(metric("/tarifs", "LCP")).toContainText(/^4,\d\d\u00a0s.*Mauvais/);
  await expect(metric("/tarifs", "LCP")).toContainText("30\u00a0mesures");
  await expect(metric("/tarifs", "INP")).toContainText("Bon");
  await expect(metric("/", "LCP")).toContainText(`100${NBSP}% bon · 0${NBSP}% à améliorer · 0${NBSP}% mauvais`);
  // Under the minimum: the count of measures, no figure and no rating.
  await expect(metric("/", "INP")).toHaveText(`—${MIN - 1}${NBSP}mesures, ${MIN} au moins`);
  await expect(metric(ARTICLE, "LCP")).toHaveText(`—10${NBSP}mesures, ${MIN} au moins`);
  await expect(speed.locator(`[data-speed-page="${ARTICLE}"]`)).not.toContainText(/Mauvais|Bon|À améliorer/);
  await expect(main(page).getByText(`à partir de ${MIN}${NBSP}visites mesurées`)).toBeVisible();

  const whole = main(page).getByRole("region", { name: "Tableau de la vitesse de tout le site" });
  await expect(whole.locator('[data-device="phone"] [data-metric="LCP"]')).toContainText("40\u00a0mesures");
});

test("without JavaScript: two dates through the form, a sort and the figures per day", async ({ page, browser }) => {
  await signedIn(page);
  await withoutJavaScript(
    browser,
    page,
    site.url,
    async (bare) => {
      await bare.goto(PATH);
      await main(bare).getByLabel("Du", { exact: true }).fill(ago(45));
      await main(bare).getByLabel("Au", { exact: true }).fill(ago(35));
      await main(bare).getByRole("button", { name: "Afficher ces dates" }).click();
      await expect(bare).toHaveURL(new RegExp(`\\?du=${ago(45)}&au=${ago(35)}&periode=dates$`));
      await expect(main(bare).getByRole("heading", { level: 2 }).first()).toContainText("Sur la période du ");
      await expect(main(bare).locator("[data-page]")).toHaveCount(1);
      await expect(cells(bare, '[data-page="/contact"]')).toHaveText(CONTACT_ROW);
      // The chart is in the HTML as SVG, and none of its code is sent to the browser.
      await expect(main(bare).getByRole("img", { name: /^Pages vues par jour du / })).toBeVisible();
      const scripts = await bare
        .locator("script[src]")
        .evaluateAll((all) => all.map((s) => s.getAttribute("src") ?? ""));
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(await (await bare.request.get(src)).text(), src).not.toContain("visx-axis");

      await main(bare).getByRole("button", { name: "28 jours" }).click();
      await main(bare)
        .getByRole("region", { name: "Tableau des pages" })
        .getByRole("link", { name: /^Visites/ })
        .click();
      await expect(bare).toHaveURL(/\/admin\/audience\?tri=entrees&ordre=desc#pages$/);
      await expect(main(bare).locator("[data-page]").first()).toHaveAttribute("data-page", "/");
      await main(bare).getByText("Les chiffres jour par jour").click();
      await expect(cells(bare, `[data-day="${ago(2)}"]`)).toHaveText([/\d{4}$/, "120", "80"]);

      // A date that is no date: the default period, and why.
      await bare.goto(`${PATH}?periode=dates&du=2026-02-30&au=${today}`);
      await expect(main(bare).getByRole("alert")).toHaveText(
        `La date «${NBSP}Du${NBSP}» n'est pas une date valide.Les 28${NBSP}derniers jours sont affichés.`,
      );
      await expect(main(bare).getByRole("button", { name: "28 jours" })).toHaveAttribute("aria-pressed", "true");
    },
    null,
  );
});

for (const [size, viewport] of [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test(`no axe violation at ${size} px, with every table and the figures per day open`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedIn(page);
    await main(page).getByText("Les chiffres jour par jour").click();
    await expect(main(page).getByRole("region", { name: "Tableau des visites par jour" })).toBeVisible();
    await expectNoAxeViolations(page, `${PATH} at ${size} px`);
  });
}

test("keyboard only: from the period's buttons to a sort link, followed with Enter, the focus always visible", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signedIn(page);
  // From the form's first button (Tab in a date field moves between its day, month and year first).
  await main(page).getByRole("button", { name: "Afficher ces dates" }).focus();
  const target = main(page)
    .getByRole("region", { name: "Tableau des pages" })
    .getByRole("link", { name: /^Demandes/ });
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses++) {
    await page.keyboard.press("Tab");
    const visible = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    });
    expect(visible, `stop ${presses + 1} has a visible focus`).toBe(true);
    reached = await target.evaluate((element) => element === document.activeElement);
  }
  expect(reached, "the sort link is reached with Tab").toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/tri=demandes/);
  await expect(
    main(page)
      .getByRole("columnheader", { name: /^Demandes/ })
      .first(),
  ).toHaveAttribute("aria-sort", "descending");
});
