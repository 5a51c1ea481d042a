/**
 * Consent statistics: three visitors choose in the cookie banner; the back office shows
 * those three counts for today and the banner's version, with its go-live date. Its own server:
 * the shared one counts every other test's choices too. On SQLite and on PostgreSQL.
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { budget } from "../browser-args.ts";
import { test as base } from "../browser-test.ts";
import { createPostgresSchema, TEST_POSTGRES_URL } from "../support/databases.ts";
import { expect, interactive, main, newMember, signIn } from "./admin-support.ts";
import { type NextServer, startNextServer } from "./next-server.ts";

const test = base;
test.describe.configure({ timeout: budget(180_000) });

for (const kind of ["sqlite", "postgres"] as const) {
  test.describe(`on ${kind}`, () => {
    let site: NextServer;
    let schema: Awaited<ReturnType<typeof createPostgresSchema>> | undefined;
    let databaseUrl: string | undefined;
    const dataDir = mkdtempSync(join(tmpdir(), "site-consent-"));

    test.beforeAll(async () => {
      if (kind === "postgres") {
        schema = await createPostgresSchema(TEST_POSTGRES_URL, "e2e_consent");
        databaseUrl = schema.url;
      }
      site = await startNextServer({
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        BETTER_AUTH_SECRET: "e2e-consent-secret-of-at-least-32-characters",
      });
    });
    test.afterAll(async () => {
      await site?.stop();
      await schema?.drop();
    });

    test("the count takes only a choice from this site's pages: another site's, or anything else, is refused", async ({
      request,
    }) => {
      const post = (data: string, origin: string) =>
        request.post(`${site.url}/consentement`, { data, headers: { origin, "content-type": "text/plain" } });
      const body = JSON.stringify({ choice: "all", version: "dev" });
      expect((await post(body, "https://ailleurs.fr")).status()).toBe(403);
      expect((await post(JSON.stringify({ choice: "peut-être", version: "dev" }), site.url)).status()).toBe(400);
      expect((await post("x".repeat(500), site.url)).status()).toBe(413);
      expect((await request.get(`${site.url}/consentement`)).status()).toBe(405);
    });

    test("three visitors' choices are counted on the server and shown in the back office", async ({
      browser,
      page,
    }) => {
      for (const choice of ["Accepter tout", "Uniquement essentiels", "Accepter tout"]) {
        const visitor = await browser.newPage();
        await visitor.goto(`${site.url}/tarifs`);
        await interactive(visitor);
        const banner = visitor.getByRole("region", { name: "Vos choix concernant les cookies" });
        await banner.getByRole("button", { name: choice }).click();
        await expect(banner).toBeHidden();
        // Straight on to another page: the count is not lost with the navigation.
        await visitor.goto(`${site.url}/contact`);
        await visitor.close();
      }

      await signIn(page, newMember(dataDir, databaseUrl), `${site.url}/admin/consentement`);
      const summary = main(page).locator("[data-consent-summary]");
      await expect(async () => {
        await page.reload();
        await expect(summary).toContainText("Choix exprimés3");
      }).toPass({ timeout: 10_000 });
      await expect(summary).toContainText("« Accepter tout »2");
      await expect(summary).toContainText("Taux d'acceptation66,7\u00a0%");
      const row = main(page).locator("tbody tr");
      await expect(row).toHaveCount(1);
      const version = (await row.locator("code").textContent()) ?? "";
      expect(version).toMatch(/^[0-9a-f]{12}$/);
      await expect(row.getByRole("cell")).toHaveText([/\d{4}$/, version, "2", "1", "66,7\u00a0%"]);
      await expect(main(page).locator(`[data-banner-version="${version}"]`)).toContainText("en ligne depuis le");
      await expect(main(page).getByRole("img", { name: /Choix par jour/ })).toBeVisible();
    });
  });
}
