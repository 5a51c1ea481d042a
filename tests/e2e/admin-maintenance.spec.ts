/**
 * Maintenance for every visitor, across two instances of the site on one PostgreSQL: switched on in
 * the back office of one, a fresh visitor of the other gets 503 with the screen, the message, the
 * French return date and Retry-After, within two settings readings; robots.txt, the sitemap and
 * /maintenance still answer 200; switched off, the pages are back within two settings readings.
 * Chromium reports no CSP violation on the 503 screen. Its own servers: the switch would close the
 * shared one.
 */

import { get } from "node:http";
import { budget } from "../browser-args.ts";
import { test as base, type Page } from "../browser-test.ts";
import { expect, main, newMember, operatorCli, signIn } from "./admin-support.ts";
import { collectPageProblems, interactive } from "./helpers.ts";
import { postgresPairOfItsOwn } from "./next-server.ts";
import { SETTINGS_REACH_MS } from "./settings-reach.ts";

const test = base;

test.describe.configure({ mode: "serial", timeout: budget(90_000) });

const pair = postgresPairOfItsOwn("e2e_maintenance", { STAFF_SIGN_IN_MAX: "1000" });

async function switchMaintenance(page: Page, on: boolean): Promise<void> {
  const box = main(page).getByLabel("Mettre le site en maintenance pour tous les visiteurs");
  if (on) {
    await box.check();
    await main(page).getByLabel("Message affiché aux visiteurs").fill("Mise à jour de nos services en cours.");
    await main(page).getByLabel("Retour prévu le (heure de Paris, facultatif)").fill("2030-06-01T10:00");
  } else await box.uncheck();
  await main(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(main(page).getByRole("status")).toContainText(
    on ? "La maintenance est activée" : "La maintenance est levée",
  );
}

test("switched on in one instance's back office, the other answers 503 within two settings readings; off, 200 again", async ({
  page,
  browser,
  request,
}) => {
  const member = newMember(pair.dataDir, pair.databaseUrl);
  await signIn(page, member, `${pair.first.url}/admin/maintenance`);
  await expect(main(page).getByText("Le site est ouvert à tous les visiteurs.")).toBeVisible();
  // A return in the past is refused, in French, and nothing changes.
  await main(page).getByLabel("Mettre le site en maintenance pour tous les visiteurs").check();
  await main(page).getByLabel("Retour prévu le (heure de Paris, facultatif)").fill("2020-01-01T10:00");
  await main(page).getByRole("button", { name: "Enregistrer" }).click();
  await expect(main(page).getByRole("status")).toHaveText(
    "La date de retour prévue doit être dans le futur : rien n'a été enregistré.",
  );
  await expect(main(page).getByText("Le site est ouvert à tous les visiteurs.")).toBeVisible();
  expect((await request.get(`${pair.second.url}/tarifs`)).status()).toBe(200);

  await switchMaintenance(page, true);
  await expect(main(page).getByText(/Le site est en maintenance/)).toBeVisible();
  await expect
    .poll(async () => (await request.get(`${pair.second.url}/tarifs`)).status(), { timeout: SETTINGS_REACH_MS })
    .toBe(503);

  const answer = await request.get(`${pair.second.url}/`);
  expect(answer.status()).toBe(503);
  expect(answer.headers()["retry-after"]).toBe("Sat, 01 Jun 2030 08:00:00 GMT");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  // Behind a proxy (another Host), the instance still reads the switch from itself.
  const proxied = await new Promise<number>((resolve, reject) =>
    get(`${pair.second.url}/tarifs`, { headers: { host: "www.exemple.fr" } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject),
  );
  expect(proxied).toBe(503);
  for (const path of ["/robots.txt", "/sitemap.xml", "/maintenance", "/health", "/admin/connexion"])
    expect((await request.get(`${pair.second.url}${path}`)).status(), path).toBe(200);

  // A fresh visitor sees the screen, the message and the return date, under the page's own CSP.
  const visitor = await browser.newPage();
  const problems = collectPageProblems(visitor);
  const screen = await visitor.goto(`${pair.second.url}/contact`);
  expect(screen?.status()).toBe(503);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Site en maintenance");
  await expect(visitor.getByText("Mise à jour de nos services en cours.")).toBeVisible();
  await expect(visitor.getByText("Retour prévu le: samedi 1er juin 2030 à 10:00")).toBeVisible();
  await interactive(visitor); // the framework loads at the visitor's first sign of activity, and runs under the CSP
  expect(problems.filter((problem) => !problem.includes("status of 503"))).toEqual([]);
  await visitor.close();

  // The back office stays open: the switch goes off from there.
  await page.goto(`${pair.first.url}/admin/maintenance`);
  await switchMaintenance(page, false);
  await expect
    .poll(async () => (await request.get(`${pair.second.url}/tarifs`)).status(), { timeout: SETTINGS_REACH_MS })
    .toBe(200);
  await expect
    .poll(async () => (await request.get(`${pair.first.url}/`)).status(), { timeout: SETTINGS_REACH_MS })
    .toBe(200);
  expect(operatorCli("staff", ["audit"], { dataDir: pair.dataDir, databaseUrl: pair.databaseUrl })).toContain(
    "maintenance modifiée",
  );
});
