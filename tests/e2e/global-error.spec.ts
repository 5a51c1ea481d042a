/**
 * A page that cannot be drawn (app/global-error.tsx): a real failure, the store losing the table
 * the leads desk reads while a member is signed in, answers 500 with the French screen, never
 * Next's English one; once the store is back, « Réessayer » brings the desk back. Its own server
 * and store: breaking the shared one would fail the other tests.
 */

import { budget } from "../browser-args.ts";
import { test as base } from "../browser-test.ts";
import { createTestDatabase, executeSql, type TestDatabase } from "../support/databases.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { expect, main, newMember, signIn } from "./admin-support.ts";
import { collectPageProblems } from "./helpers.ts";
import { type NextServer, startNextServer } from "./next-server.ts";

const test = base;
let database: TestDatabase;
let server: NextServer;

test.describe.configure({ mode: "serial", timeout: budget(90_000) });

test.beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  server = await startNextServer({
    DATA_DIR: database.dataDir,
    BETTER_AUTH_SECRET: "e2e-global-error-secret-of-at-least-32-characters",
    STAFF_SIGN_IN_MAX: "1000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test("a page that fails on the server shows the French error screen, and « Réessayer » recovers it", async ({
  page,
}) => {
  const member = newMember(database.dataDir);
  await signIn(page, member, `${server.url}/admin`);
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();

  await executeSql(database, "ALTER TABLE submissions RENAME TO submissions_hidden");
  const problems = collectPageProblems(page);
  const answer = await page.goto(`${server.url}/admin`);
  expect(answer?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Une erreur est survenue");
  await expect(page).toHaveTitle("Une erreur est survenue");
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  await expect(page.getByText("Cette page n'a pas pu s'afficher.", { exact: false })).toBeVisible();
  const text = (await page.locator("body").textContent()) ?? "";
  for (const english of ["This page couldn", "Reload", "Application error", "server error"])
    expect(text, `Next's own screen (${english})`).not.toContain(english);
  await expectNoAxeViolations(page, "the error screen");
  // The browser reports the 500 and React the server's error: nothing the page's policy refused.
  expect(problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual([]);

  // Keyboard: the first link is « Réessayer », with a visible focus.
  await page.keyboard.press("Tab");
  const retry = page.getByRole("link", { name: "Réessayer" });
  await expect(retry).toBeFocused();
  expect(await retry.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe("none");
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");

  await executeSql(database, "ALTER TABLE submissions_hidden RENAME TO submissions");
  await retry.click();
  await expect(main(page).getByRole("heading", { level: 1 })).not.toHaveText("Une erreur est survenue");
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
});
