/**
 * The back office's sign-in in Chromium against `next start`: signed out, every screen
 * leads to /admin/connexion and back; one message for a wrong address or password; the lockout
 * after 5 failures; « Se déconnecter »; `npm run staff -- remove` ends an open session.
 */
import { SIGN_IN_MESSAGES, STAFF_LOCKOUT } from "../../lib/config/staff-policy.ts";
import { Authenticator } from "../support/second-factor.ts";
import {
  expect,
  expectRefused,
  freshCode,
  main,
  newMember,
  operatorCli,
  passSecondFactor,
  signIn,
  submitSignIn,
  test,
  visit,
} from "./admin-support.ts";
import { quietVisitor } from "./visitor.ts";

test.beforeEach(async ({ page }) => quietVisitor(page));

test("signed out, /admin goes to the sign-in page, then back to the screen asked for", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/connexion$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion au back-office");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // The back office's own policy: a nonce for Next's scripts, the build's style hashes, nothing inline at will.
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'/);
  expect(policy).toMatch(/style-src-attr /);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");

  const member = newMember();
  await signIn(page, member, "/admin/journal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal du back-office");
  await expect(page.getByText(`connecté en tant que ${member.name}`)).toBeVisible();
});

test("a wrong password or an unknown address gets one message that names neither", async ({ page }) => {
  const member = newMember();
  await visit(page, "/admin/connexion");
  for (const [email, password] of [
    [member.email, "pas le bon mot de passe"],
    ["personne@exemple.fr", member.password],
  ] as const) {
    await submitSignIn(page, email, password);
    await expectRefused(page, SIGN_IN_MESSAGES.invalid, email);
    await expect(main(page).getByRole("alert")).toBeFocused();
  }
});

test("after 5 wrong passwords the account is locked: the right one gets the same message", async ({ page }) => {
  const member = newMember();
  await visit(page, "/admin/connexion");
  for (let failure = 1; failure <= STAFF_LOCKOUT.failures; failure++) {
    await submitSignIn(page, member.email, `mauvais mot de passe ${failure}`);
    await expectRefused(page, SIGN_IN_MESSAGES.invalid, member.email);
  }
  await submitSignIn(page, member.email, member.password);
  await expectRefused(page, SIGN_IN_MESSAGES.invalid, member.email);
  const audit = operatorCli("staff", ["audit"]);
  expect(audit).toMatch(/\tcompte verrouillé\t/);

  // Another member is not affected.
  await signIn(page, newMember());
});

test("« Se déconnecter » ends the session: the screens ask to sign in again", async ({ page }) => {
  await signIn(page, newMember());
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/admin\/connexion\?message=deconnecte$/);
  await expect(page.getByRole("status")).toHaveText("Vous êtes déconnecté.");
  await page.goto("/admin/envois");
  await expect(page).toHaveURL(/\/admin\/connexion\?retour=%2Fadmin%2Fenvois$/);
});

test("`npm run staff -- remove` ends an open session at its next request", async ({ page }) => {
  // Not an administrator: the last one can never be removed, and this store may hold no other yet.
  const member = newMember(undefined, undefined, "commercial");
  await signIn(page, member);
  expect(operatorCli("staff", ["remove", "--email", member.email])).toContain("sessions fermées : 1");
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/connexion$/);
  await submitSignIn(page, member.email, member.password);
  await expectRefused(page, SIGN_IN_MESSAGES.invalid, member.email);
});

test("the session cookie is HttpOnly and SameSite=Lax, and lasts a working day", async ({ page, context }) => {
  await signIn(page, newMember());
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("staff.session_token"));
  expect(session).toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  // http here: `Secure` (and the __Secure- prefix) when SITE_URL is https (lib/server/staff/accounts.test.ts).
  const hours = ((session?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(7.9);
  expect(hours).toBeLessThanOrEqual(8);
});

test("a return path to another site is ignored: the sign-in stays on this one", async ({ page }) => {
  const member = newMember();
  await visit(page, "/admin/connexion?retour=%2F%2Fexemple.com%2Fadmin");
  await submitSignIn(page, member.email, member.password);
  await passSecondFactor(page, member);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
});

test("the sign-in and the list's filters work from the keyboard alone", async ({ page }) => {
  const member = newMember();
  await visit(page, "/admin/connexion");
  await main(page).getByLabel("Adresse e-mail").focus();
  await page.keyboard.type(member.email);
  await page.keyboard.press("Tab");
  await expect(main(page).getByLabel("Mot de passe")).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press("Enter");
  // The enrolment's first code, typed too.
  await expect(page).toHaveURL(/\/admin\/connexion\/second-facteur/);
  const secret = (await main(page).locator("#cle-secrete").textContent()) ?? "";
  member.authenticator = new Authenticator(secret);
  await main(page).getByLabel("Code à 6 chiffres").focus();
  await page.keyboard.type(await freshCode(member.authenticator));
  await page.keyboard.press("Enter");
  await main(page)
    .getByRole("link", { name: /continuer$/ })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);

  await main(page).getByLabel("Recherche").focus();
  await page.keyboard.type("introuvable-au-clavier");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\?(?:.*&)?q=introuvable-au-clavier(?:&|$)/);
  await expect(main(page).getByText("Aucune demande ne correspond.")).toBeVisible();
  await expect(main(page).getByLabel("Recherche")).toHaveValue("introuvable-au-clavier");
});
