/**
 * The accounts desk (/admin/comptes), as an administrator uses it: a colleague's role changed, their
 * sessions ended, their account disabled then enabled, then removed; each change reaches the
 * colleague's next request, and the journal keeps it.
 */
import type { Browser, Page } from "@playwright/test";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { SIGN_IN_MESSAGES } from "../../lib/server/staff/policy.ts";
import {
  expect,
  expectRefused,
  type Member,
  main,
  newMember,
  signIn,
  submitSignIn,
  test,
  visit,
} from "./admin-support.ts";
import { quietVisitor } from "./visitor.ts";

/** A browser of the colleague's own, signed in as them and sent on to `landing`. */
async function colleagueBrowser(browser: Browser, member: Member, landing: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "", locale: "fr-FR" });
  const page = await context.newPage();
  await quietVisitor(page);
  await visit(page, "/admin/connexion");
  await submitSignIn(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  return page;
}

test("an administrator changes a colleague's role, ends their sessions, disables, enables and removes their account", async ({
  page,
  browser,
}) => {
  const colleague = newMember(undefined, undefined, "redaction");
  const theirs = await colleagueBrowser(browser, colleague, "/admin/articles");
  await signIn(page, newMember(), "/admin/comptes");
  const card = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(colleague.email, { exact: true }) });
  await expect(card.locator("dd").getByText("Rédaction", { exact: true })).toBeVisible();
  await expect(card.locator("dd").getByText("1 session", { exact: true })).toBeVisible();

  await card.getByLabel(`Rôle de ${colleague.name}`).selectOption("commercial");
  await card.getByRole("button", { name: `Changer le rôle de ${colleague.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Rôle modifié");
  await expect(card.locator("dd").getByText("Commercial", { exact: true })).toBeVisible();
  await theirs.reload();
  await expect(main(theirs).getByRole("heading", { level: 1 })).toHaveText("Accès refusé");
  await visit(theirs, "/admin/envois");
  await expect(main(theirs).getByRole("heading", { level: 1 })).toHaveText("Envois en attente et en échec");

  await card.getByRole("button", { name: `Fermer les sessions de ${colleague.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Sessions fermées");
  await expect(card.locator("dd").getByText("0 session", { exact: true })).toBeVisible();
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/connexion/);

  await card.getByRole("button", { name: `Désactiver le compte de ${colleague.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Compte désactivé");
  await expect(card.locator("dd").getByText("Désactivé", { exact: true })).toBeVisible();
  await submitSignIn(theirs, colleague.email, colleague.password);
  await expectRefused(theirs, SIGN_IN_MESSAGES.invalid, colleague.email);

  await card.getByRole("button", { name: `Réactiver le compte de ${colleague.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Compte réactivé");
  await submitSignIn(theirs, colleague.email, colleague.password);
  await expect(theirs).toHaveURL(/\/admin\/envois$/);

  await card.getByText(`Supprimer le compte de ${colleague.name}…`).click();
  await card.getByLabel(/^Je confirme la suppression définitive du compte de /).check();
  await card.getByRole("button", { name: `Supprimer le compte de ${colleague.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Compte supprimé");
  await expect(main(page).getByText(colleague.email, { exact: true })).toHaveCount(0);
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/connexion/);
  await theirs.context().close();

  await visit(page, "/admin/journal");
  for (const action of ["rôle modifié", "sessions fermées", "compte désactivé", "compte réactivé", "compte supprimé"])
    await expect(main(page).getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
});

test("an administrator cannot disable their own account: the desk offers no such button", async ({ page }) => {
  const me = newMember();
  await signIn(page, me, "/admin/comptes");
  const card = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(me.email, { exact: true }) });
  await expect(card.getByRole("heading")).toContainText("(vous)");
  await expect(card.getByRole("button", { name: /^Désactiver/ })).toHaveCount(0);
});

test("« Mon compte »: every role sees its sessions, ends another device's, and changes its password with the current one", async ({
  page,
  browser,
}) => {
  const member = newMember(undefined, undefined, "commercial");
  const other = await colleagueBrowser(browser, member, "/admin");
  await signIn(page, member);
  await page.getByRole("link", { name: "Mon compte" }).click();
  await expect(page).toHaveURL(/\/admin\/mon-compte$/);
  await expect(page.getByRole("link", { name: "Mon compte" })).toHaveAttribute("aria-current", "page");
  const sessions = main(page).getByRole("region", { name: "Mes sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "(cette session)" })).toHaveCount(1);

  await sessions
    .filter({ hasNotText: "(cette session)" })
    .getByRole("button", { name: /^Fermer cette session/ })
    .click();
  await expect(page.getByRole("status")).toContainText("Session fermée");
  await expect(sessions).toHaveCount(1);
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/connexion/);
  await other.context().close();

  const form = main(page).getByRole("region", { name: "Changer mon mot de passe" });
  const fill = async (current: string, next: string) => {
    await form.getByLabel("Mot de passe actuel").fill(current);
    await form.getByLabel("Nouveau mot de passe", { exact: true }).fill(next);
    await form.getByLabel("Nouveau mot de passe, une seconde fois").fill(next);
    await form.getByRole("button", { name: "Changer mon mot de passe" }).click();
  };
  const next = "un mot de passe tout neuf";
  await fill("pas le bon mot de passe", next);
  await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["mot-de-passe-actuel-faux"]);
  await fill(member.password, next);
  await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["mot-de-passe-change"]);

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/admin\/connexion\?message=deconnecte$/);
  await submitSignIn(page, member.email, member.password);
  await expectRefused(page, SIGN_IN_MESSAGES.invalid, member.email);
  await submitSignIn(page, member.email, next);
  await expect(page).toHaveURL(/\/admin$/);
});
