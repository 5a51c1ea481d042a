/**
 * The back office's browser tests: staff accounts made with `npm run staff` on the
 * store of the server under test, and the sign-in as a member does it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { Browser, Page, ViewportSize } from "@playwright/test";
import { expect } from "@playwright/test";
import { SECOND_FACTOR } from "../../lib/config/staff-policy.ts";
import type { StaffRole } from "../../lib/config/staff-roles.ts";
import { Authenticator } from "../support/second-factor.ts";
import { MOBILE, test, visit } from "./helpers.ts";
import { quietVisitor } from "./visitor.ts";

export { expect } from "@playwright/test";
export { DESKTOP, interactive, MOBILE, test, visit } from "./helpers.ts";

export const STAFF_PASSWORD = "agrafe cheval correct 2026";

/** From this width (Tailwind's `lg`) the back office's menu is a side bar (AdminShell); below, it folds behind « Menu ». */
export const SIDE_BAR_FROM_PX = 1024;

export interface Member {
  email: string;
  name: string;
  password: string;
  /** Their authenticator app, from the enrolment of their first sign-in (passSecondFactor). */
  authenticator?: Authenticator;
  /** The backup codes shown at the enrolment. */
  backupCodes?: string[];
}

/** Runs one of the operator scripts (scripts/staff.ts, scripts/leads.ts) on the store of the server under test. */
export function operatorCli(
  script: "staff" | "leads",
  args: string[],
  options: { input?: string; dataDir?: string | undefined; databaseUrl?: string } = {},
): string {
  const dataDir = options.dataDir ?? process.env.E2E_DATA_DIR;
  expect(dataDir, "playwright.config.ts gives the server its DATA_DIR").toBeTruthy();
  const result = spawnSync(process.execPath, ["--conditions=react-server", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? "" },
    input: options.input ?? "",
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** A new staff account (one per test: the tests run in parallel on one store), an administrator unless told. */
export function newMember(dataDir?: string, databaseUrl?: string, role: StaffRole = "administrateur"): Member {
  const member = {
    email: `equipe.${randomBytes(5).toString("hex")}@exemple.fr`,
    name: "Camille Martin",
    password: STAFF_PASSWORD,
  };
  operatorCli("staff", ["add", "--email", member.email, "--name", member.name, "--role", role, "--password-stdin"], {
    input: member.password,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  return member;
}

/** The page's own content, under the site's header (whose newsletter box also asks for an e-mail address). */
export const main = (page: Page) => page.getByRole("main");

/**
 * The session of `signedIn` in a browser without JavaScript, at 375 px unless `viewport` says
 * otherwise (null: the browser's own): `use` gets its page, the context is closed after.
 */
export async function withoutJavaScript(
  browser: Browser,
  signedIn: Page,
  baseURL: string,
  use: (page: Page) => Promise<void>,
  viewport: ViewportSize | null = MOBILE,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ...(viewport ? { viewport } : {}) });
  try {
    await context.addCookies(await signedIn.context().cookies());
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Fills and sends the sign-in form (the page is on /admin/connexion and interactive). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await main(page).getByLabel("Adresse e-mail").fill(email);
  await main(page).getByLabel("Mot de passe").fill(password);
  await main(page).getByRole("button", { name: "Se connecter", exact: true }).click();
}

/**
 * Waits for the answer of a refused sign-in: the form is back (the password emptied, the address
 * kept) with `message` in its alert. The alert of an earlier attempt says the same: waiting for the
 * emptied password is what tells this attempt's answer has come.
 */
export async function expectRefused(page: Page, message: string, email: string): Promise<void> {
  await expect(main(page).getByLabel("Mot de passe")).toHaveValue("");
  await expect(main(page).getByLabel("Adresse e-mail")).toHaveValue(email);
  await expect(main(page).getByRole("alert")).toHaveText(message);
  await expect(page).toHaveURL(/\/admin\/connexion/);
}

/**
 * A code of the member's authenticator not used yet. When this step's and the next one's are spent
 * (a member signed in three times within 30 s), the site would refuse a replay: wait for the step to turn.
 */
export async function freshCode(authenticator: Authenticator): Promise<string> {
  let code = authenticator.freshCode();
  if (code === null)
    await expect
      .poll(() => (code = authenticator.freshCode()), { timeout: (SECOND_FACTOR.periodSeconds + 5) * 1000 })
      .not.toBeNull();
  return code as unknown as string;
}

/**
 * The sign-in's second step, the password having passed: at the member's first sign-in, the enrolment
 * (the secret read as text, its first code, the backup codes kept, « continuer »); afterwards, a code.
 */
export async function passSecondFactor(page: Page, member: Member): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/connexion\/(?:code|second-facteur)/);
  if (page.url().includes("/second-facteur")) {
    const secret = (await main(page).locator("#cle-secrete").textContent()) ?? "";
    member.authenticator = new Authenticator(secret);
    await main(page)
      .getByLabel("Code à 6 chiffres")
      .fill(await freshCode(member.authenticator));
    await main(page).getByRole("button", { name: "Activer" }).click();
    const codes = main(page).getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
    await expect(codes).toHaveCount(SECOND_FACTOR.backupCodes);
    member.backupCodes = await codes.allTextContents();
    await main(page)
      .getByRole("link", { name: /continuer$/ })
      .click();
    return;
  }
  if (!member.authenticator) throw new Error(`${member.email} n'a pas encore configuré son application`);
  await main(page)
    .getByLabel("Code à 6 chiffres")
    .fill(await freshCode(member.authenticator));
  await main(page).getByRole("button", { name: "Vérifier le code" }).click();
}

/**
 * Signs `member` in through the sign-in page, going to `path` first (a quiet visitor: the cookie
 * banner and the popup stay closed), and waits for the page they were sent back to.
 */
export async function signIn(page: Page, member: Member, path = "/admin"): Promise<void> {
  await quietVisitor(page);
  await visit(page, path);
  await expect(page).toHaveURL(/\/admin\/connexion/);
  await submitSignIn(page, member.email, member.password);
  await passSecondFactor(page, member);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
}

/**
 * A `test` with `staffState`: the file of Playwright's storage state (its session cookie and the
 * quiet visitor's local storage) of one administrator of its worker, signed in once, for a page of
 * the team's own beside a visitor's (`browser.newContext({ storageState: staffState })`).
 */
export const staffTest = test.extend<object, { staffState: string }>({
  staffState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL ?? "",
        locale: "fr-FR",
        timezoneId: "Europe/Paris",
      });
      const page = await context.newPage();
      await signIn(page, newMember());
      const file = join(workerInfo.project.outputDir, `.staff-state-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker" },
  ],
});

/**
 * A `test` whose pages are signed in as that member (staffTest): for the tests that only look at
 * the desks (each screen its own test), not for those that sign in, out or change the member.
 */
export const signedInTest = staffTest.extend({
  storageState: async ({ staffState }, use) => use(staffState),
});
