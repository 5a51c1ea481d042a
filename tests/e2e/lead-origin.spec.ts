/**
 * Where each lead comes from, in Chromium against `next start`: a contact sent from the dialog opened
 * on a pricing page records that page (the page under the dialog); with the analytics consent given
 * in the cookie banner on a landing page reached from Google with UTM values, the visit's entry is
 * kept in sessionStorage and recorded with the lead; without it, only the page. Both read in the
 * lead's detail in the back office, the entry also through the leads desk's filters and its CSV.
 * A page form and the footer newsletter posted without JavaScript record their page too.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { ORIGIN_NOTICE } from "../../components/forms/definitions.ts";
import { ORIGIN_LABELS } from "../../lib/audience/entry-labels.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { CONSENT_BANNER_TEXTS } from "../../lib/config/consent-banner.ts";
import { TOASTS } from "../../lib/forms/messages.ts";
import { VALID_CONTACT_WITHOUT_MESSAGE } from "../fixtures/contact-form.ts";
import { main, staffTest } from "./admin-support.ts";
import {
  expect,
  exportedLeads,
  fill,
  footerContact,
  interactive,
  sendWithoutScript,
  test,
  toast,
  unique,
  uniqueEmail,
  VALID_CONTACT,
  visit,
} from "./forms-support.ts";

const banner = (page: Page) => page.getByRole("region", { name: CONSENT_BANNER_TEXTS.title });

/** What the page keeps of the visit's entry, as stored (null when nothing). */
const storedEntry = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.audienceEntry).then((raw) => raw && JSON.parse(raw));

/** A visitor landing on `path` from Google's results, with a campaign's UTM values in the address. */
async function landFromGoogle(page: Page, path: string): Promise<void> {
  // The home page's pre-registration popup is not what these tests are about.
  await page.addInitScript((key) => localStorage.setItem(key, "true"), STORAGE_KEYS.hasSeenPreRegistrationPopup);
  await page.goto(`${path}?utm_source=Newsletter&utm_medium=email&utm_campaign=Rentree&gclid=abc123`, {
    referer: "https://www.google.fr/",
  });
  await interactive(page);
  expect(await page.evaluate(() => document.referrer)).toBe("https://www.google.fr/");
}

/** Sends a contact request from the footer's dialog on the current page; returns the visitor's address. */
async function contactFromDialog(page: Page): Promise<string> {
  const email = uniqueEmail("origine");
  await footerContact(page).click();
  const dialog = page.getByRole("dialog", { name: "Contactez-nous" });
  // The notice under the form says what is recorded beside what is typed.
  await expect(dialog.getByText(`${ORIGIN_NOTICE.text} ${ORIGIN_NOTICE.link}.`)).toBeVisible();
  await fill(dialog, { ...VALID_CONTACT, "E-mail": email });
  await dialog.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();
  return email;
}

/** A member of the team (the worker's, signed in once), on a browser of their own, on the leads desk filtered by `email`. */
async function staffDesk(browser: Browser, staffState: string, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL ?? "",
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    storageState: staffState,
  });
  const page = await context.newPage();
  await visit(page, "/admin");
  await main(page).getByLabel("Recherche").fill(email);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page.locator("tr[data-lead]")).toHaveCount(1);
  return page;
}

/** The lead's detail, opened from the filtered list: its « Origine de la demande ». */
async function originInDetail(page: Page) {
  await page.locator("tbody tr").getByRole("link", { name: /^Voir/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Origine de la demande" })).toBeVisible();
  const origin = page.locator("[data-lead-origin]");
  await expect(origin.locator(":scope > dt")).toHaveText([ORIGIN_LABELS.pagePath, ORIGIN_LABELS.entry]);
  return { page: origin.locator(":scope > dd").first(), arrival: origin.locator(":scope > dd").nth(1) };
}

staffTest(
  "with the analytics consent, a contact from the dialog on a pricing page records that page and the visit's entry",
  async ({ page, browser, staffState }) => {
    await landFromGoogle(page, "/solutions");
    await expect(banner(page)).toBeVisible();
    expect(await storedEntry(page)).toBeNull(); // nothing before the consent
    await banner(page).getByRole("button", { name: CONSENT_BANNER_TEXTS.choices.all }).click();
    const entry = {
      landing: "/solutions",
      source: "google",
      utm: { source: "newsletter", medium: "email", campaign: "rentree" },
    };
    await expect.poll(() => storedEntry(page)).toEqual(entry);

    // Further in the visit (typed: no referrer, which would begin a visit): the entry stays the landing's.
    await visit(page, "/tarifs/crmpro");
    expect(await storedEntry(page)).toEqual(entry);
    const email = await contactFromDialog(page);
    await expect(page).toHaveURL(/\/tarifs\/crmpro$/);

    const desk = await staffDesk(browser, staffState, email);
    // The desk's filters find it by its page and its provenance, and not by another.
    await main(desk).getByLabel(ORIGIN_LABELS.pagePath).selectOption("/tarifs/crmpro");
    await main(desk).getByLabel(ORIGIN_LABELS.source).selectOption({ label: "Google" });
    await desk.getByRole("button", { name: "Filtrer" }).click();
    await expect(desk).toHaveURL(/envoi=%2Ftarifs%2Fcrmpro&provenance=google/);
    await expect(desk.locator("tr[data-lead]")).toHaveCount(1);

    // Its CSV export carries the origin's four columns.
    const download = desk.waitForEvent("download");
    await desk.getByRole("link", { name: "Exporter en CSV (Excel)" }).click();
    const csv = readFileSync((await (await download).path()) ?? "", "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toMatch(/;Page d'envoi;Page d'arrivée;Provenance;Campagne$/);
    expect(csv[1]).toMatch(/;\/tarifs\/crmpro;\/solutions;Google;rentree \(newsletter \/ email\)$/);

    const origin = await originInDetail(desk);
    await expect(origin.page).toHaveText("/tarifs/crmpro");
    await expect(origin.arrival.locator("dt")).toHaveText([
      ORIGIN_LABELS.landing,
      ORIGIN_LABELS.source,
      ORIGIN_LABELS.campaign,
    ]);
    await expect(origin.arrival.locator("dd")).toHaveText(["/solutions", "Google", "rentree (newsletter / email)"]);

    // Another provenance does not find it.
    await desk.goto(`/admin?q=${encodeURIComponent(email)}&provenance=bing`);
    await expect(desk.getByText("Aucune demande ne correspond.")).toBeVisible();
    await desk.context().close();
  },
);

staffTest("without the analytics consent, only the page is recorded", async ({ page, browser, staffState }) => {
  await landFromGoogle(page, "/solutions");
  await banner(page).getByRole("button", { name: CONSENT_BANNER_TEXTS.choices.essential }).click();
  await expect(banner(page)).toBeHidden();
  await visit(page, "/tarifs/comptapro");
  const email = await contactFromDialog(page);
  expect(await storedEntry(page)).toBeNull();

  const desk = await staffDesk(browser, staffState, email);
  const origin = await originInDetail(desk);
  await expect(origin.page).toHaveText("/tarifs/comptapro");
  await expect(origin.arrival).toHaveText(ORIGIN_LABELS.entryWithoutConsent);
  await desk.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a page form and the footer newsletter record the page they were posted from", async ({ page }) => {
    await page.goto("/demande-de-demo/comptapro");
    const form = page.getByRole("main");
    await expect(form.getByRole("link", { name: ORIGIN_NOTICE.link })).toHaveAttribute("href", ORIGIN_NOTICE.href);
    const email = uniqueEmail("sans-js", "cabinet-benali.fr");
    await fill(form, { ...VALID_CONTACT_WITHOUT_MESSAGE, "E-mail": email });
    await sendWithoutScript(form, "Demander ma démo");
    await expect(form.getByRole("status")).toContainText(TOASTS.demoSuccess.title);
    const demo = exportedLeads("demo").find((lead) => lead.email === email);
    expect(demo).toMatchObject({ pagePath: "/demande-de-demo/comptapro" });
    expect(demo).not.toHaveProperty("entry");

    await page.goto("/tarifs/crmpro");
    const footer = page.locator("footer");
    const address = `lecteur.${unique()}@exemple.fr`;
    await footer.getByRole("textbox", { name: "Votre adresse e-mail" }).fill(address);
    await sendWithoutScript(footer, "S'inscrire");
    await expect(footer.getByRole("status")).toContainText(TOASTS.newsletterSuccess.description);
    expect(exportedLeads("newsletter")).toContainEqual(
      expect.objectContaining({ email: address, pagePath: "/tarifs/crmpro" }),
    );
  });
});
