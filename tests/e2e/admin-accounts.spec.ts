/**
 * The accounts desk (/admin/comptes), as an administrator uses it: a colleague's role changed, their
 * sessions ended, their account disabled then enabled, then removed; each change reaches the
 * colleague's next request, and the journal keeps it. A colleague invited, and « Mon compte ».
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { SIGN_IN_MESSAGES } from "../../lib/config/staff-policy.ts";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import {
  expect,
  expectRefused,
  interactive,
  type Member,
  main,
  newMember,
  passSecondFactor,
  signIn,
  submitSignIn,
  test,
  visit,
} from "./admin-support.ts";
import { postgresPairOfItsOwn } from "./next-server.ts";
import { inServerStore } from "./server-store.ts";
import { quietVisitor } from "./visitor.ts";

/** A browser of the colleague's own, signed in as them and sent on to `landing`. */
async function colleagueBrowser(browser: Browser, member: Member, landing: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "", locale: "fr-FR" });
  const page = await context.newPage();
  await quietVisitor(page);
  await visit(page, "/admin/connexion");
  await submitSignIn(page, member.email, member.password);
  await passSecondFactor(page, member);
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
  await passSecondFactor(theirs, colleague);
  await expect(theirs).toHaveURL(/\/admin\/envois$/);

  // A lost phone: the administrator resets the colleague's second factor; their session ends, and
  // their next sign-in configures a new authenticator app.
  await expect(card.locator("dd").getByText("Configuré", { exact: true })).toBeVisible();
  await card.getByText(`Réinitialiser le second facteur de ${colleague.name}…`).click();
  await card.getByLabel(/^Je confirme avoir vérifié l'identité de /).check();
  await card.getByRole("button", { name: `Réinitialiser le second facteur de ${colleague.name}` }).click();
  await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["second-facteur-reinitialise"]);
  await expect(card.locator("dd").getByText("Pas encore configuré", { exact: true })).toBeVisible();
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/connexion/);
  await interactive(theirs);
  await submitSignIn(theirs, colleague.email, colleague.password);
  await expect(theirs).toHaveURL(/\/admin\/connexion\/second-facteur\?retour=%2Fadmin%2Fenvois$/);

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
  await passSecondFactor(page, member);
  await expect(page).toHaveURL(/\/admin$/);
});

test("an administrator invites a colleague: the link makes their account once, with its role; an expired one makes none", async ({
  page,
  browser,
}) => {
  await signIn(page, newMember(), "/admin/comptes");
  await interactive(page);
  const form = main(page).getByRole("region", { name: "Inviter un collègue" });
  const invite = async (email: string, name: string, role: string): Promise<string> => {
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Nom").fill(name);
    await form.getByLabel("Rôle").selectOption({ label: role });
    await form.getByRole("button", { name: "Inviter" }).click();
    await expect(form.getByRole("status")).toContainText("Invitation créée, valable 72");
    return form.getByLabel("Lien d'invitation").inputValue();
  };
  const suffix = randomBytes(4).toString("hex");
  const email = `ines.${suffix}@exemple.fr`;
  const link = new URL(await invite(email, "Inès Roux", "Rédaction"));
  expect(link.pathname).toBe("/admin/invitation");
  await visit(page, "/admin/comptes");
  await expect(main(page).getByRole("region", { name: "Invitations en attente" })).toContainText(email);

  const theirs = await (
    await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "", locale: "fr-FR" })
  ).newPage();
  await quietVisitor(theirs);
  const open = () => visit(theirs, `${link.pathname}${link.search}`);
  await open();
  await expect(main(theirs)).toContainText("Bonjour Inès Roux");
  await expect(main(theirs)).toContainText("Rédaction");
  await expectNoAxeViolations(theirs, "/admin/invitation");
  const choose = async (password: string, again: string) => {
    await main(theirs).getByLabel("Mot de passe", { exact: true }).fill(password);
    await main(theirs).getByLabel("Mot de passe, une seconde fois").fill(again);
    await main(theirs).getByRole("button", { name: "Créer mon compte" }).click();
  };
  await choose("une phrase de passe solide", "une autre phrase de passe");
  await expect(main(theirs).getByRole("alert")).toHaveText(DESK_MESSAGES["mots-de-passe-differents"]);
  await choose("une phrase de passe solide", "une phrase de passe solide");
  await expect(theirs).toHaveURL(/\/admin\/connexion\?message=compte-cree$/);
  await expect(theirs.getByRole("status")).toHaveText(DESK_MESSAGES["compte-cree"]);
  await submitSignIn(theirs, email, "une phrase de passe solide");
  await passSecondFactor(theirs, { email, name: "", password: "une phrase de passe solide" });
  await expect(theirs).toHaveURL(/\/admin\/articles$/);
  await theirs.context().clearCookies();
  await open();
  await expect(main(theirs).getByRole("alert")).toContainText("a déjà servi à créer un compte");
  await expect(main(theirs).getByRole("button", { name: "Créer mon compte" })).toHaveCount(0);
  await expectNoAxeViolations(theirs, "/admin/invitation, déjà utilisée");

  const late = `lea.${suffix}@exemple.fr`;
  const lateLink = new URL(await invite(late, "Léa Morel", "Commercial"));
  await inServerStore(process.env.E2E_DATA_DIR ?? "", async (db) => {
    // 72 hours later, as far as the store can tell.
    await db.run("UPDATE staff_invitations SET expires_at = ? WHERE email = ?", [Date.now() - 1000, late]);
  });
  await visit(theirs, `${lateLink.pathname}${lateLink.search}`);
  await expect(main(theirs).getByRole("alert")).toContainText("a expiré (il est valable 72 heures)");
  await theirs.context().close();
  await visit(page, "/admin/comptes");
  await expect(main(page).getByRole("region", { name: "Invitations en attente" })).not.toContainText(late);
});

test.describe("on PostgreSQL, a store of its own and two instances", () => {
  const pair = postgresPairOfItsOwn("e2e_accounts");

  test("the only administrator can neither demote nor remove themselves until a colleague invited on the other instance is one", async ({
    page,
    browser,
  }) => {
    const only = newMember(pair.dataDir, pair.databaseUrl);
    await signIn(page, only, `${pair.first.url}/admin/comptes`);
    await interactive(page);
    const mine = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByText(only.email, { exact: true }) });
    const lastOne = DESK_MESSAGES["dernier-administrateur"];

    await mine.getByLabel(`Rôle de ${only.name}`).selectOption("commercial");
    await mine.getByRole("button", { name: `Changer le rôle de ${only.name}` }).click();
    await expect(page.getByRole("status")).toHaveText(lastOne);
    await mine.getByText(`Supprimer le compte de ${only.name}…`).click();
    await mine.getByLabel(/^Je confirme la suppression définitive du compte de /).check();
    await mine.getByRole("button", { name: `Supprimer le compte de ${only.name}` }).click();
    await expect(page.getByRole("status")).toHaveText(lastOne);
    await expect(mine.locator("dd").getByText("Administrateur", { exact: true })).toBeVisible();

    // A fresh page, interactive, for the invitation form (a client component).
    await visit(page, `${pair.first.url}/admin/comptes`);
    const form = main(page).getByRole("region", { name: "Inviter un collègue" });
    const email = `nora.${randomBytes(4).toString("hex")}@exemple.fr`;
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Nom").fill("Nora Petit");
    await form.getByLabel("Rôle").selectOption({ label: "Administrateur" });
    await form.getByRole("button", { name: "Inviter" }).click();
    await expect(form.getByRole("status")).toContainText("Invitation créée");
    const link = new URL(await form.getByLabel("Lien d'invitation").inputValue());

    const theirs = await browser.newPage();
    await quietVisitor(theirs);
    await visit(theirs, `${pair.second.url}${link.pathname}${link.search}`);
    await main(theirs).getByLabel("Mot de passe", { exact: true }).fill("la phrase de Nora, assez longue");
    await main(theirs).getByLabel("Mot de passe, une seconde fois").fill("la phrase de Nora, assez longue");
    await main(theirs).getByRole("button", { name: "Créer mon compte" }).click();
    await expect(theirs).toHaveURL(/\/admin\/connexion\?message=compte-cree$/);
    await submitSignIn(theirs, email, "la phrase de Nora, assez longue");
    await passSecondFactor(theirs, { email, name: "", password: "la phrase de Nora, assez longue" });
    await expect(theirs).toHaveURL(new RegExp(`^${pair.second.url}/admin$`));
    await theirs.close();

    await visit(page, `${pair.first.url}/admin/comptes`);
    await mine.getByLabel(`Rôle de ${only.name}`).selectOption("commercial");
    await mine.getByRole("button", { name: `Changer le rôle de ${only.name}` }).click();
    // No longer an administrator: on to the leads, the commercial's first screen, with the answer.
    await expect(page).toHaveURL(new RegExp(`^${pair.first.url}/admin\\?message=role-modifie$`));
    await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["role-modifie"]);
    await visit(page, `${pair.first.url}/admin/comptes`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Accès refusé");
  });
});
