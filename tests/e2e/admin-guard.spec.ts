/**
 * The one guard: signed out, no back-office page, route or action answers. Without a
 * session cookie the middleware sends the visitor to the sign-in page; with a cookie that names no
 * session (forged, or of an ended session), the pages and actions' own guard does, and the export
 * answers 401. Nothing is read or changed.
 */

import type { BrowserContext, Cookie } from "@playwright/test";
import { seoPagePath } from "../../lib/config/admin.ts";
import { ACCESS_MESSAGES } from "../../lib/config/staff-policy.ts";
import { CONTACT_BODY } from "../fixtures/function-bodies.ts";
import { siteClient } from "../support/solved-proof.ts";
import { expect, main, operatorCli, signedInTest, test, visit } from "./admin-support.ts";
import { exportedLeads, unique, uniqueEmail } from "./forms-support.ts";

const SCREENS = [
  "/admin",
  "/admin/audience",
  "/admin/envois",
  "/admin/effacement",
  "/admin/maintenance",
  "/admin/consentement",
  "/admin/textes",
  "/admin/journal",
  "/admin/seo",
  "/admin/seo/fiche?chemin=%2Ftarifs",
  "/admin/seo/redirections",
  "/admin/seo/introuvables",
  "/admin/demandes/inconnue",
];
const EXPORTS = [
  "/admin/export?format=csv",
  "/admin/export?format=json&type=contact",
  "/admin/seo/redirections/export",
  "/admin/audience/export?tableau=pages&periode=28",
];
const FORGED = "staff.session_token=jeton-invente.signature-inventee";
/** The sign-in page's address for a visitor headed to `path` (the leads list is where it goes by default). */
const toSignIn = (path: string) =>
  path === "/admin" ? "/admin/connexion" : `/admin/connexion?retour=${encodeURIComponent(path)}`;

test("signed out, every screen and export answers nothing: the sign-in page, or 401", async ({ request, baseURL }) => {
  const target = (location: string | undefined) => {
    const url = new URL(location ?? "", baseURL);
    return `${url.pathname}${url.search}`;
  };
  for (const path of [...SCREENS, ...EXPORTS]) {
    const bare = await request.get(path, { maxRedirects: 0 });
    expect(bare.status(), path).toBe(302);
    expect(target(bare.headers().location), path).toBe(toSignIn(path));
  }
  for (const path of SCREENS) {
    const forged = await request.get(path, { maxRedirects: 0, headers: { cookie: FORGED } });
    expect(forged.status(), path).toBe(307);
    expect(target(forged.headers().location), path).toBe(toSignIn(path));
  }
  for (const path of EXPORTS) {
    const forged = await request.get(path, { maxRedirects: 0, headers: { cookie: FORGED } });
    expect(forged.status(), path).toBe(401);
    expect(await forged.json()).toEqual({ error: ACCESS_MESSAGES.noSession });
  }
});

/** Swaps the member's cookies for a cookie naming no session; returns what puts them back. */
async function loseSession(context: BrowserContext, baseURL: string): Promise<() => Promise<void>> {
  const real: Cookie[] = await context.cookies();
  await context.clearCookies();
  const [name, value] = FORGED.split("=") as [string, string];
  await context.addCookies([{ name, value, url: baseURL }]);
  return async () => {
    await context.clearCookies();
    await context.addCookies(real);
  };
}

// An administrator of the worker, signed in once (signedInTest): the test swaps its cookies, never signs out.
signedInTest("signed out, every action is refused and changes nothing", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("eloise");
  const company = `Atelier-${unique()}`;
  const supabase = siteClient(baseURL ?? "");
  expect(
    (await supabase.functions.invoke("submit-contact", { body: { ...CONTACT_BODY, email, company } })).error,
  ).toBeNull();
  const stored = () => exportedLeads("contact").some((lead) => lead.email === email);

  await visit(page, `/admin?q=${company}`);
  const href = (await page.locator("tbody tr").getByRole("link", { name: /^Voir/ }).getAttribute("href")) ?? "";
  const id = decodeURIComponent(href.split("/").pop() ?? "");
  expect(id).not.toBe("");

  const attempts: [string, string, () => Promise<void>][] = [
    [
      href,
      href,
      async () => {
        await main(page).getByLabel("Je confirme l'effacement définitif de cette demande.").check();
        await page.getByRole("button", { name: "Effacer cette demande" }).click();
      },
    ],
    [
      href,
      href,
      async () => {
        await main(page)
          .getByLabel(/^Je confirme l'effacement définitif de toutes les demandes de /)
          .check();
        await page.getByRole("button", { name: "Effacer toutes les demandes de cette personne" }).click();
      },
    ],
    [
      "/admin/effacement",
      "/admin/effacement",
      async () => {
        await main(page).getByLabel("Adresse e-mail de la personne").fill(email);
        await main(page)
          .getByLabel("Je confirme l'effacement définitif de toutes les demandes de cette adresse.")
          .check();
        await page.getByRole("button", { name: "Effacer les données de cette personne" }).click();
      },
    ],
    [
      "/admin/envois",
      "/admin/envois",
      async () => {
        // The lead's e-mail to the sales team (its announcement waits beside it: no SMTP here).
        const job = page
          .locator("[data-job]")
          .filter({ has: page.locator(`a[href="${href}"]`) })
          .filter({ hasText: "E-mail à l'équipe commerciale" });
        await job.getByRole("button", { name: /^Relancer/ }).click();
      },
    ],
    [
      "/admin/maintenance",
      "/admin/maintenance",
      async () => {
        await main(page).getByLabel("Mettre le site en maintenance pour tous les visiteurs").check();
        await main(page).getByRole("button", { name: "Enregistrer" }).click();
      },
    ],
    [
      "/admin/textes",
      "/admin/textes",
      async () => {
        await main(page)
          .getByLabel(/^Titre principal/)
          .fill("Titre écrit sans session");
        await main(page).getByRole("button", { name: "Enregistrer les textes" }).click();
      },
    ],
    [
      seoPagePath("/contact"),
      seoPagePath("/contact"),
      async () => {
        await main(page).getByLabel("Titre SEO", { exact: true }).fill("Titre écrit sans session");
        await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
      },
    ],
    [
      "/admin/seo/redirections",
      "/admin/seo/redirections",
      async () => {
        await main(page).getByLabel("Ancienne adresse").fill("/ecrite-sans-session");
        await main(page).getByLabel("Nouvelle adresse").fill("/tarifs");
        await main(page).getByRole("button", { name: "Enregistrer la redirection" }).click();
      },
    ],
    ["/admin/journal", "/admin/connexion", () => page.getByRole("button", { name: "Se déconnecter" }).click()],
  ];
  for (const [screen, back, act] of attempts) {
    await visit(page, screen);
    const restore = await loseSession(context, baseURL ?? "");
    await act();
    await expect(page, screen).toHaveURL(new RegExp(`/admin/connexion${back === "/admin/connexion" ? "$" : ""}`));
    if (back !== "/admin/connexion") await expect(page).toHaveURL(toSignIn(back));
    await restore();
  }

  expect(stored(), "the lead is still stored").toBe(true);
  expect((await page.request.get("/tarifs")).status(), "the maintenance switch is still off").toBe(200);
  expect(await (await page.request.get("/")).text(), "the home texts are unchanged").not.toContain("sans session");
  expect(await (await page.request.get("/contact")).text(), "the SEO title is unchanged").not.toContain("sans session");
  expect((await page.request.get("/ecrite-sans-session", { maxRedirects: 0 })).status(), "no redirect saved").toBe(404);
  const audit = operatorCli("staff", ["audit"]);
  expect(audit, "no erasure nor retry of that lead").not.toContain(id);
});
