/**
 * Every back-office screen at 375 and 1280 px: axe reports no violation (WCAG 2.2 AA),
 * with data on the screens (a lead, its delivery waiting, audit entries) and the sign-in's refusal;
 * each screen's title ends within 200 px of the top at 1280 × 800 (the menu a side bar beside
 * it), where the page never scrolls sideways, and on the first screen at 375 px.
 */

import { SIGN_IN_MESSAGES } from "../../lib/config/staff-policy.ts";
import { ARTICLE_MESSAGES } from "../../lib/content/articles/article-rules.ts";
import type { Page } from "../browser-test.ts";
import { CONTACT_BODY } from "../fixtures/function-bodies.ts";
import { siteClient } from "../support/solved-proof.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import {
  DESKTOP,
  expect,
  expectRefused,
  MOBILE,
  main,
  newMember,
  SIDE_BAR_FROM_PX,
  signedInTest,
  submitSignIn,
  test,
  visit,
} from "./admin-support.ts";
import { unique, uniqueEmail } from "./forms-support.ts";
import { quietVisitor } from "./visitor.ts";

/**
 * The screen's title (its first h1: the article editor's preview holds the public page's) ends
 * within 200 px of the top at 1280 × 800, beside the side bar, and on the first screen at 375 px;
 * at 1280 px the page itself never scrolls sideways beside the side bar (a wide table scrolls in
 * its own region).
 */
async function expectTitleNearTop(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const sideBar = viewport.width >= SIDE_BAR_FROM_PX;
  if (sideBar)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      "the page's sideways overflow, in CSS pixels",
    ).toBe(0);
  const box = await page.getByRole("heading", { level: 1 }).first().boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box, "the screen has a title").not.toBeNull();
  const bottom = (box?.y ?? 0) + (box?.height ?? 0) + scrolled;
  expect(bottom, "where the screen's title ends, in CSS pixels from the top").toBeLessThanOrEqual(
    sideBar ? 200 : viewport.height,
  );
}

for (const [size, viewport] of [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`at ${size} px`, () => {
    test.use({ viewport });

    test("the sign-in page, empty and refused, has no axe violation", async ({ page }) => {
      await quietVisitor(page);
      await visit(page, "/admin/connexion");
      await expectNoAxeViolations(page, `/admin/connexion at ${size} px`);
      const member = newMember();
      await submitSignIn(page, member.email, "pas le bon mot de passe");
      await expectRefused(page, SIGN_IN_MESSAGES.invalid, member.email);
      await expectNoAxeViolations(page, `/admin/connexion refused at ${size} px`);
    });
  });

  test.describe(`signed in, at ${size} px`, () => {
    test.use({ viewport });

    // One test per screen, on the worker's signed-in member: a slow machine pays for one screen at a time.
    signedInTest(
      "the leads list filtered to a new lead, and that lead's page, have no axe violation",
      async ({ page, baseURL }) => {
        const company = `Atelier-${unique()}`;
        const supabase = siteClient(baseURL ?? "");
        const body = { ...CONTACT_BODY, email: uniqueEmail(), company };
        expect((await supabase.functions.invoke("submit-contact", { body })).error).toBeNull();
        await quietVisitor(page);
        await visit(page, `/admin?q=${company}`);
        await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
        await expectTitleNearTop(page, viewport);
        await expectNoAxeViolations(page, `/admin (filtered) at ${size} px`);
        const lead =
          (await main(page).locator("tbody tr").getByRole("link", { name: /^Voir/ }).getAttribute("href")) ?? "";
        await visit(page, lead);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, `${lead} at ${size} px`);
      },
    );

    for (const path of [
      "/admin/indesirables",
      "/admin/envois",
      "/admin/effacement",
      "/admin/suivi",
      "/admin/webhooks",
      "/admin/maintenance",
      "/admin/consentement",
      "/admin/textes",
      "/admin/journal",
      "/admin/comptes",
      "/admin/mon-compte",
      "/admin/seo",
      "/admin/seo/fiche?chemin=%2F",
      "/admin/seo/redirections",
      "/admin/seo/introuvables",
      "/admin/seo/indexnow",
      "/admin/seo/liens",
      "/admin/seo/performances",
      "/admin/articles",
      "/admin/articles/nouveau",
      "/admin/contenu",
      "/admin/contenu/formules/facturepro",
      "/admin/contenu/faq/questions",
      "/admin/contenu/formules/facturepro/historique",
      "/admin?du=demain",
    ]) {
      signedInTest(`${path} has no axe violation`, async ({ page }) => {
        await quietVisitor(page);
        await visit(page, path);
        await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
        // The screen's own title comes first; the article editor's live preview holds the public page's.
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectTitleNearTop(page, viewport);
        if (path === "/admin/articles/nouveau")
          // axe reads the editor with its live preview, which the server renders once the form is live.
          await expect(
            page
              .getByRole("region", { name: "Aperçu" })
              .getByRole("heading", { name: ARTICLE_MESSAGES.previewUntitled }),
          ).toBeVisible();
        await expectNoAxeViolations(page, `${path} at ${size} px`);
      });
    }
  });
}
