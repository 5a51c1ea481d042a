/**
 * The second factor as a member meets it, in Chromium, on SQLite and on PostgreSQL: the enrolment
 * at the first sign-in (the secret read from the screen, the codes computed by `otpauth`), the code
 * step, a replayed code refused, a backup code used once, then a passkey added from « Mon compte »
 * and used to sign in, with Chromium's virtual authenticator (CDP WebAuthn), which must verify its user.
 * A server of each store's own, named `localhost`: WebAuthn refuses an IP address as the site's identity.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES } from "../../lib/config/staff-policy.ts";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { budget } from "../browser-args.ts";
import { createPostgresSchema, TEST_POSTGRES_URL } from "../support/databases.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import {
  expect,
  freshCode,
  interactive,
  type Member,
  main,
  newMember,
  passSecondFactor,
  submitSignIn,
  test,
  visit,
} from "./admin-support.ts";
import { type NextServer, startNextServer } from "./next-server.ts";
import { quietVisitor } from "./visitor.ts";

test.describe.configure({ mode: "serial" });

/** A browser context on `server`, a quiet visitor (no banner, no popup), on its sign-in page. */
async function signInPage(browser: Browser, server: NextServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await quietVisitor(page);
  await visit(page, "/admin/connexion");
  return page;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/admin\/connexion\?message=deconnecte$/);
  await interactive(page);
}

/** Chromium's virtual authenticator: a platform one (like a phone's), with resident keys, that verifies its user. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

for (const store of ["sqlite", "postgres"] as const) {
  test.describe(`the second factor on ${store}`, () => {
    let server: NextServer;
    let dataDir: string;
    let databaseUrl: string | undefined;
    let dropSchema: (() => Promise<void>) | undefined;
    let member: Member;

    test.beforeAll(async () => {
      test.setTimeout(budget(150_000));
      dataDir = mkdtempSync(join(tmpdir(), `site-second-factor-${store}-`));
      if (store === "postgres") {
        const schema = await createPostgresSchema(TEST_POSTGRES_URL, "second_factor");
        databaseUrl = schema.url;
        dropSchema = schema.drop;
      }
      server = await startNextServer(
        (url) => ({
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? "",
          SITE_URL: url,
          BETTER_AUTH_SECRET: `second-factor-${store}-secret-of-at-least-32-characters`,
        }),
        budget(120_000),
        "localhost",
      );
      member = newMember(dataDir, databaseUrl, "administrateur");
    });
    test.afterAll(async () => {
      await server?.stop();
      await dropSchema?.();
    });

    test("the first sign-in enrols an authenticator app; then each sign-in asks its code, once, or a backup code, once", async ({
      browser,
    }) => {
      const page = await signInPage(browser, server);
      await submitSignIn(page, member.email, member.password);
      // Nothing else opens before the enrolment.
      await expect(page).toHaveURL(/\/admin\/connexion\/second-facteur$/);
      await expect(
        main(page)
          .getByRole("img", { name: /QR code du compte/ })
          .locator("svg"),
      ).toBeVisible();
      await expect(main(page).locator("#cle-secrete")).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      await expectNoAxeViolations(page, `/admin/connexion/second-facteur (${store})`);
      await visit(page, "/admin/comptes");
      await expect(page).toHaveURL(/\/admin\/connexion\/second-facteur\?retour=%2Fadmin%2Fcomptes$/);
      await main(page).getByLabel("Code à 6 chiffres").fill("000000");
      await main(page).getByRole("button", { name: "Activer" }).click();
      await expect(main(page).getByRole("alert")).toHaveText(SECOND_FACTOR_MESSAGES.invalid);
      await expect(main(page).getByRole("alert")).toBeFocused();
      await passSecondFactor(page, member);
      expect(member.backupCodes).toHaveLength(SECOND_FACTOR.backupCodes);
      await expect(page).toHaveURL(/\/admin\/comptes$/);
      await expect(main(page).locator("dd").getByText("Configuré", { exact: true })).toBeVisible();
      await signOut(page);

      // The code step, after the password: the code of the app.
      await submitSignIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/admin\/connexion\/code$/);
      await expectNoAxeViolations(page, `/admin/connexion/code (${store})`);
      await passSecondFactor(page, member);
      await expect(page).toHaveURL(/\/admin$/);
      await signOut(page);

      // The same code again, in its step: refused.
      await submitSignIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/admin\/connexion\/code$/);
      const authenticator = member.authenticator;
      if (!authenticator) throw new Error("no authenticator");
      await main(page).getByLabel("Code à 6 chiffres").fill(authenticator.lastCode());
      await main(page).getByRole("button", { name: "Vérifier le code" }).click();
      await expect(main(page).getByRole("alert")).toHaveText(SECOND_FACTOR_MESSAGES.replayed);
      await expect(page).toHaveURL(/\/admin\/connexion\/code$/);

      // A backup code instead: once.
      const [backup] = member.backupCodes ?? [];
      await main(page).getByText("Vous n'avez pas votre téléphone").click();
      await main(page)
        .getByLabel("Code de secours")
        .fill(backup ?? "");
      await main(page).getByRole("button", { name: "Utiliser ce code de secours" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await signOut(page);
      await submitSignIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/admin\/connexion\/code$/);
      await main(page).getByText("Vous n'avez pas votre téléphone").click();
      await main(page)
        .getByLabel("Code de secours")
        .fill(backup ?? "");
      await main(page).getByRole("button", { name: "Utiliser ce code de secours" }).click();
      await expect(main(page).getByRole("alert")).toHaveText(SECOND_FACTOR_MESSAGES.invalidBackup);
      await page.context().close();
    });

    test("a passkey added from « Mon compte » signs in alone, only when the authenticator verifies its user", async ({
      browser,
    }) => {
      const page = await signInPage(browser, server);
      await submitSignIn(page, member.email, member.password);
      if (!member.authenticator) throw new Error("enrolled by the test above");
      await main(page)
        .getByLabel("Code à 6 chiffres")
        .fill(await freshCode(member.authenticator));
      await main(page).getByRole("button", { name: "Vérifier le code" }).click();
      await expect(page).toHaveURL(/\/admin$/);

      await virtualAuthenticator(page);
      await visit(page, "/admin/mon-compte");
      await expect(main(page).getByText("Aucune clé d'accès enregistrée.")).toBeVisible();
      // Before the addition, whose answer draws the screen again (axe would read a head being replaced).
      await expectNoAxeViolations(page, `/admin/mon-compte (${store})`);
      await main(page).getByLabel("Nom de la clé (pour la reconnaître)").fill("Téléphone de test");
      await main(page).getByRole("button", { name: "Ajouter une clé d'accès" }).click();
      await expect(main(page).getByRole("status").filter({ hasText: "ajoutée" })).toHaveText(
        "Clé d'accès «\u00a0Téléphone de test\u00a0» ajoutée.",
      );
      await expect(main(page).getByRole("list", { name: "Clés d'accès" }).getByRole("listitem")).toHaveCount(1);
      await expect(main(page).getByRole("listitem").filter({ hasText: "Téléphone de test" })).toBeVisible();
      await signOut(page);

      // The passkey alone: no password, no code.
      await main(page).getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();

      // New backup codes (the password asked again), shown once; the old ones no longer open anything.
      await visit(page, "/admin/mon-compte");
      await expect(main(page).getByText(`Il vous en reste ${SECOND_FACTOR.backupCodes - 1} codes.`)).toBeVisible();
      await main(page).getByLabel("Mot de passe", { exact: true }).fill(member.password);
      await main(page).getByRole("button", { name: "Générer de nouveaux codes de secours" }).click();
      const renewed = main(page).getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
      await expect(renewed).toHaveCount(SECOND_FACTOR.backupCodes);
      const [newBackup] = await renewed.allTextContents();
      await signOut(page);

      // A page tampered with so that the authenticator skips the user's verification (presence only):
      // the site itself refuses the assertion.
      await page.addInitScript(() => {
        const get = navigator.credentials.get.bind(navigator.credentials);
        navigator.credentials.get = (options) =>
          get({ ...options, publicKey: { ...options?.publicKey, userVerification: "discouraged" } as never });
      });
      await visit(page, "/admin/connexion");
      await main(page).getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
      await expect(main(page).getByRole("alert")).toHaveText(SECOND_FACTOR_MESSAGES.passkeyUnverified);
      await expect(page).toHaveURL(/\/admin\/connexion/);

      // Signed in with a new backup code, the passkey removed from « Mon compte ».
      await submitSignIn(page, member.email, member.password);
      await main(page).getByText("Vous n'avez pas votre téléphone").click();
      await main(page)
        .getByLabel("Code de secours")
        .fill(newBackup ?? "");
      await main(page).getByRole("button", { name: "Utiliser ce code de secours" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await visit(page, "/admin/mon-compte");
      await main(page).getByRole("button", { name: "Supprimer la clé d'accès Téléphone de test" }).click();
      await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["cle-acces-supprimee"]);
      await expect(main(page).getByText("Aucune clé d'accès enregistrée.")).toBeVisible();
      await page.context().close();
    });
  });
}
