/**
 * IndexNow on a server of its own (issue 56, item 4), the endpoint played on loopback: the key
 * file served by the middleware; an article published from its editor sent to the endpoint within
 * seconds (the action wakes the dispatcher) and listed on the desk with the endpoint's answer in
 * French; a refused key raised as an alert; the desk at 1280 and 375 px (axe) and without JavaScript.
 */

import { articleEditPath, INDEXNOW_ADMIN_PATH } from "../../lib/config/admin.ts";
import { indexNowMeaning } from "../../lib/config/indexnow.ts";
import { createArticle } from "../../lib/server/articles/articles-store.ts";
import { type IndexNowStandIn, startIndexNowStandIn } from "../support/indexnow-stand-in.ts";
import { sampleArticle } from "../support/sample-article.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { expect, interactive, MOBILE, main, newMember, signIn, test, withoutJavaScript } from "./admin-support.ts";
import { serverOfItsOwn } from "./next-server.ts";
import { inServerStore } from "./server-store.ts";

const KEY = "5d1f0e8a-indexnow-e2e-key";

let standIn: IndexNowStandIn;
test.beforeAll(async () => {
  standIn = await startIndexNowStandIn();
});
test.afterAll(async () => {
  await standIn?.close();
});
// Its own SITE_URL: the addresses sent are the site's.
const site = serverOfItsOwn("indexnow", (url) => ({
  SITE_URL: url,
  INDEXNOW_KEY: KEY,
  INDEXNOW_ENDPOINT: standIn.url,
}));

async function draft(slug: string): Promise<string> {
  return inServerStore(site.dataDir, async (db) => {
    const change = await createArticle(db, sampleArticle({ title: "Relancer un client sans le froisser", slug }), null);
    if (!change.ok) throw new Error("article not created");
    return change.article.id;
  });
}

test("the key file is served at /{key}.txt, and no other key's", async ({ request }) => {
  const answer = await request.get(`${site.url}/${KEY}.txt`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/plain");
  expect(await answer.text()).toBe(KEY);
  expect((await request.get(`${site.url}/0123456789abcdef.txt`)).status()).toBe(404);
});

test("an article published is sent at once and its answer shown; a refused key is an alert", async ({
  page,
  browser,
}) => {
  test.slow();
  const slug = "relancer-un-client";
  const id = await draft(slug);
  await signIn(page, newMember(site.dataDir), `${site.url}${articleEditPath(id)}`);
  await page.goto(`${site.url}${articleEditPath(id)}`);
  await interactive(page);
  await main(page).getByRole("button", { name: "Publier maintenant" }).click();
  await expect(main(page).getByRole("status")).toContainText("Article publié");

  // Sent by the dispatcher the action woke: the article and the blog's list, in one POST.
  await expect.poll(() => standIn.received.length).toBe(1);
  expect(standIn.received[0]).toEqual({
    host: new URL(site.url).host,
    key: KEY,
    keyLocation: `${site.url}/${KEY}.txt`,
    urlList: [`${site.url}/blog`, `${site.url}/blog/${slug}`],
  });
  const latest = main(page).locator("[data-indexnow-submission]").first();
  await expect(async () => {
    await page.goto(`${site.url}${INDEXNOW_ADMIN_PATH}`);
    await expect(latest).toContainText(indexNowMeaning(200));
  }).toPass();
  await expect(latest).toContainText("2 adresses");
  await latest.getByText("2 adresses").click();
  await expect(latest.getByText(`${site.url}/blog/${slug}`, { exact: true })).toBeVisible();
  await expect(main(page).locator("[data-indexnow-setting]")).toHaveAttribute("data-indexnow-setting", "on");
  await expect(main(page).locator("[data-indexnow-alert]")).toHaveCount(0);

  // The endpoint refuses the key: the addresses are kept for later, and the desk says what to fix.
  standIn.answer(403);
  await page.goto(`${site.url}${articleEditPath(id)}`);
  await interactive(page);
  await main(page).getByRole("button", { name: "Dépublier" }).click();
  await expect(main(page).getByRole("status")).toContainText("Article dépublié");
  await expect.poll(() => standIn.received.length).toBe(2);
  const alert = main(page).getByRole("region", { name: /Dernier envoi refusé \(403\)/ });
  await expect(async () => {
    await page.goto(`${site.url}${INDEXNOW_ADMIN_PATH}`);
    await expect(alert).toContainText(indexNowMeaning(403));
  }).toPass();
  await expect(main(page).locator("[data-indexnow-queue]")).toHaveText("2 adresses en attente d'envoi.");
  await expectNoAxeViolations(page, "the IndexNow desk with an alert at 1280 px");
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page, "the IndexNow desk with an alert at 375 px");

  // Without JavaScript, at 375 px: the same screen, the addresses of a submission opened.
  await withoutJavaScript(browser, page, site.url, async (phone) => {
    await phone.goto(INDEXNOW_ADMIN_PATH);
    await expect(main(phone).getByRole("region", { name: /Dernier envoi refusé/ })).toBeVisible();
    const rows = main(phone).locator("[data-indexnow-submission]");
    await expect(rows).toHaveCount(2);
    await rows.last().getByText("2 adresses").click();
    await expect(rows.last().getByText(`${site.url}/blog/${slug}`, { exact: true })).toBeVisible();
  });
});
