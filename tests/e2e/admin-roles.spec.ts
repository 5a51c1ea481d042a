/**
 * The routes' half of the roles' matrix (tests/support/admin-access-matrix.ts): every back-office
 * screen and export, asked over HTTP by an administrateur, a rédaction and a commercial signed in
 * through the sign-in page, and by a signed-out visitor, answers as the matrix says; a refusal is a
 * French 403. Each role lands on its first screen, and its navigation lists only what it opens.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { APIResponse, Browser, Page } from "@playwright/test";
import { ACCESS_MESSAGES } from "../../lib/config/staff-policy.ts";
import { STAFF_ROLES, type StaffRole } from "../../lib/config/staff-roles.ts";
import { ROUTE_MATRIX, type RouteAccess } from "../support/admin-access-matrix.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import {
  expect,
  interactive,
  type Member,
  main,
  newMember,
  passSecondFactor,
  submitSignIn,
  test,
  visit,
} from "./admin-support.ts";
import { quietVisitor } from "./visitor.ts";

/** Every page and route handler under app/admin. */
function adminRouteFiles(dir = "app/admin"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return adminRouteFiles(path);
    return /^(page|route)\.tsx?$/.test(entry.name) ? [relative(".", path)] : [];
  });
}

const LANDING: Record<StaffRole, string> = {
  administrateur: "/admin",
  redaction: "/admin/articles",
  commercial: "/admin",
};
const NAVIGATION: Record<StaffRole, string[]> = {
  administrateur: [
    "Demandes",
    "Indésirables",
    "Envois",
    "Effacement RGPD",
    "Réglages du suivi",
    "Webhooks",
    "Articles",
    "Contenu du site",
    "Textes de l'accueil",
    "SEO",
    "Audience",
    "Maintenance",
    "Consentement",
    "Journal",
    "Comptes",
  ],
  redaction: ["Articles", "Contenu du site", "Textes de l'accueil", "SEO", "Audience"],
  commercial: ["Demandes", "Indésirables", "Envois", "Effacement RGPD", "Audience"],
};

/** What the screens open without a session answer a session of the password alone. */
const OPEN_TO_PASSWORD_ONLY: Record<string, string> = {
  // Signed in: on to the first screen, whose guard sends to the enrolment.
  "/admin/connexion": "307 /admin",
  "/admin/connexion/code": "307 /admin/connexion/second-facteur",
  "/admin/invitation?jeton=inconnu": "200 ",
  "/admin/apercu-partage?jeton=inconnu": "200 ",
};

function ask(request: Page["request"], route: RouteAccess): Promise<APIResponse> {
  return route.method === "GET"
    ? request.get(route.url, { maxRedirects: 0 })
    : request.post(route.url, { maxRedirects: 0, form: { alt: "" } });
}

test("every page and route of the back office has its line in the matrix", () => {
  expect(adminRouteFiles().sort()).toEqual(ROUTE_MATRIX.map((route) => route.file).sort());
});

test.describe("roles", () => {
  const pages = new Map<StaffRole, Page>();

  /** A browser context of its own per role, signed in through the sign-in page with no screen asked. */
  async function signedInAs(browser: Browser, role: StaffRole, member: Member): Promise<Page> {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "", locale: "fr-FR" });
    const page = await context.newPage();
    await quietVisitor(page);
    await visit(page, "/admin/connexion");
    await submitSignIn(page, member.email, member.password);
    await passSecondFactor(page, member);
    await expect(page).toHaveURL(new RegExp(`${LANDING[role]}$`));
    return page;
  }

  test.beforeAll(async ({ browser }) => {
    for (const role of STAFF_ROLES)
      pages.set(role, await signedInAs(browser, role, newMember(undefined, undefined, role)));
  });
  test.afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
  });

  for (const role of STAFF_ROLES) {
    test(`${role}: each screen and export answers as the matrix says, a refusal in French (403)`, async () => {
      const page = pages.get(role) as Page;
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const route of ROUTE_MATRIX) {
        const answer = await ask(page.request, route);
        const allowed = route.opens.includes(role);
        wanted.push(`${route.method} ${route.url} ${allowed ? route.ok : 403}`);
        answers.push(`${route.method} ${route.url} ${answer.status()}`);
        if (allowed) continue;
        const body = await answer.text();
        if (route.file.endsWith("page.tsx")) expect(body, route.url).toContain("Accès refusé");
        else expect(JSON.parse(body), route.url).toEqual({ error: ACCESS_MESSAGES.refused });
      }
      expect(answers).toEqual(wanted);
    });

    test(`${role}: the navigation lists what the role opens, grouped`, async () => {
      const page = pages.get(role) as Page;
      await visit(page, "/admin/audience");
      const nav = page.getByRole("navigation", { name: "Back-office" });
      await expect(nav.getByRole("link")).toHaveText(NAVIGATION[role]);
      await expect(nav.getByRole("link", { name: "Audience" })).toHaveAttribute("aria-current", "page");
    });
  }

  test("signed out, every screen and export sends to the sign-in page", async ({ request }) => {
    for (const route of ROUTE_MATRIX) {
      const answer = await ask(request, route);
      if (route.open) expect(answer.status(), route.url).toBe(route.signedOut ?? 200);
      else {
        expect(answer.status(), route.url).toBe(302);
        expect(answer.headers().location, route.url).toContain("/admin/connexion");
      }
    }
  });

  test("with the password alone, no screen, export nor action opens: each leads to the second factor's enrolment", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? "", locale: "fr-FR" });
    const page = await context.newPage();
    await quietVisitor(page);
    await visit(page, "/admin/connexion");
    const member = newMember();
    await submitSignIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/admin\/connexion\/second-facteur$/);
    const answers: string[] = [];
    const wanted: string[] = [];
    for (const route of ROUTE_MATRIX) {
      const answer = await ask(page.request, route);
      const location = answer.headers().location ?? "";
      answers.push(`${route.method} ${route.url} ${answer.status()} ${location.replace(/\?.*$/, "")}`);
      const expected = route.passwordOnly
        ? "200 "
        : route.open
          ? OPEN_TO_PASSWORD_ONLY[route.url]
          : route.method === "POST"
            ? // The image upload's form, sent back to the sign-in (which sends this session to the enrolment).
              "303 /admin/connexion"
            : /\/route\.tsx?$/.test(route.file)
              ? "401 "
              : "307 /admin/connexion/second-facteur";
      wanted.push(`${route.method} ${route.url} ${expected}`);
    }
    expect(answers).toEqual(wanted);
    await context.close();
  });

  test("the refused screen says so in French, in the back office's frame, with no axe violation", async () => {
    const page = pages.get("redaction") as Page;
    await visit(page, "/admin/maintenance");
    await interactive(page);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Accès refusé");
    await expect(main(page)).toContainText("Votre rôle (rédaction) ne permet pas d'ouvrir cet écran");
    await expect(page.getByRole("navigation", { name: "Back-office" }).getByRole("link")).toHaveText(
      NAVIGATION.redaction,
    );
    await expectNoAxeViolations(page, "/admin/maintenance refusé (rédaction)");
  });
});
