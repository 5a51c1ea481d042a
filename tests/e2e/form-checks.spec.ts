/**
 * Leads the team can trust (issue 55), in Chromium against `next start` of its own with an SMTP and a
 * Brevo stand-in on loopback: the newsletter's double opt-in by the site (the e-mail, the page whose
 * button confirms, Brevo told only then, the proof on the desk, « Se désinscrire »); someone else's
 * address signed up again and again; a scripted bot's posts kept among « Indésirables », one released
 * as a normal lead; the forms' proof of work, which costs nothing before the form is touched; and a
 * visitor without JavaScript whose message still gets through, marked as such on the desk.
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_FUNCTIONS_KEY } from "../../lib/config/env.ts";
import {
  NEWSLETTER_CONFIRM_OUTCOMES,
  NEWSLETTER_CONFIRM_TEXTS,
  NEWSLETTER_UNSUBSCRIBE_OUTCOMES,
  NEWSLETTER_UNSUBSCRIBE_TEXTS,
} from "../../lib/config/newsletter.ts";
import { NEWSLETTER_STATE_LABELS } from "../../lib/config/newsletter-proof.ts";
import { UNWANTED_REASONS } from "../../lib/config/unwanted.ts";
import { TOASTS } from "../../lib/forms/messages.ts";
import { PROOF_LABELS, UNWANTED_DESK_MESSAGES, UNWANTED_TEXTS } from "../../lib/server/unwanted/desk-labels.ts";
import { type BrevoRequest, startBrevoStandIn, startSmtpStandIn } from "../../scripts/stand-ins/delivery.ts";
import { budget } from "../browser-args.ts";
import { CONTACT_BODY } from "../fixtures/function-bodies.ts";
import { mailText } from "../support/mail-text.ts";
import { siteClient } from "../support/solved-proof.ts";
import { expectNoAxeViolations } from "./a11y-support.ts";
import { expect, interactive, main, newMember, signIn, test } from "./admin-support.ts";
import { exportedLeads, fill, sendWithoutScript, unique, VALID_CONTACT } from "./forms-support.ts";
import { type NextServer, startNextServer } from "./next-server.ts";

let site: NextServer;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let brevo: Awaited<ReturnType<typeof startBrevoStandIn>>;
const dataDir = mkdtempSync(join(tmpdir(), "site-form-checks-"));
const SALES = "commerciaux@exemple.fr";
const LIST_ID = 7;

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
const brevoCallsFor = (address: string) =>
  brevo.requests.filter((request: BrevoRequest) => JSON.stringify(request.body).includes(address));

/** The path and query of the first link of `path` in the last e-mail sent to `address`. */
function linkIn(address: string, path: string): string {
  const mail = mailsTo(address).at(-1);
  expect(mail, `an e-mail to ${address}`).toBeTruthy();
  const text = mailText(mail?.data ?? "");
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, "\\/")}\\?[^\\s"<>]+`));
  expect(match, `a link to ${path} in the e-mail`).toBeTruthy();
  const url = new URL(match?.[0] ?? "");
  return `${url.pathname}${url.search}`;
}

async function staffPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await signIn(page, newMember(dataDir), path);
  return page;
}

const leadOf = (type: string, email: string) =>
  exportedLeads(type, dataDir).find((lead) => lead.email === email) as { id: string } | undefined;

test.describe("leads the team can trust", () => {
  test.describe.configure({ mode: "default" }); // one server: its tests in one worker, in order
  test.beforeAll(async () => {
    test.setTimeout(budget(180_000));
    smtp = await startSmtpStandIn();
    brevo = await startBrevoStandIn(() => ({ status: 201, body: { id: 1 } }));
    site = await startNextServer({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SALES_EMAIL: SALES,
      BREVO_API_KEY: "cle-de-test-brevo",
      BREVO_API_URL: brevo.url,
      BREVO_NEWSLETTER_LIST_ID: String(LIST_ID),
      OUTBOX_POLL_MS: "200",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
    await brevo?.close();
  });

  test("the newsletter: the e-mail, the button that confirms, Brevo told then, the proof on the desk, « Se désinscrire »", async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(120_000));
    const address = `lectrice.${unique()}@exemple.fr`;
    await page.goto(`${site.url}/tarifs`);
    await interactive(page);
    const footer = page.locator("footer");
    await footer.getByRole("textbox", { name: "Votre adresse e-mail" }).fill(address);
    await footer.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText(TOASTS.newsletterSuccess.description)).toBeVisible();

    await expect.poll(() => mailsTo(address).length, { timeout: budget(30_000) }).toBe(1);
    expect(brevoCallsFor(address)).toEqual([]);
    const confirmLink = linkIn(address, "/newsletter/confirmation");

    // Opening the link (as a mail scanner would) confirms nothing.
    await page.goto(`${site.url}${confirmLink}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_CONFIRM_TEXTS.title);
    await expectNoAxeViolations(page, "the newsletter's confirmation page");
    expect(brevoCallsFor(address)).toEqual([]);
    await page.getByRole("button", { name: NEWSLETTER_CONFIRM_TEXTS.button }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: NEWSLETTER_CONFIRM_OUTCOMES.confirmed.title }),
    ).toBeFocused();
    await expect
      .poll(() => brevoCallsFor(address).map((call) => call.path), { timeout: budget(30_000) })
      .toEqual(["/v3/contacts"]);
    expect(brevoCallsFor(address)[0]?.body).toMatchObject({ email: address, listIds: [LIST_ID] });

    // Opened again: the page says the link was used, with no button.
    await page.goto(`${site.url}${confirmLink}`);
    await expect(page.getByRole("heading", { level: 2, name: NEWSLETTER_CONFIRM_OUTCOMES.used.title })).toBeVisible();
    await expect(page.getByRole("button", { name: NEWSLETTER_CONFIRM_TEXTS.button })).toHaveCount(0);

    // The proof on the lead's page.
    const lead = leadOf("newsletter", address);
    expect(lead).toBeTruthy();
    const desk = await staffPage(browser, `/admin/demandes/${lead?.id}`);
    await expect(main(desk)).toContainText(NEWSLETTER_STATE_LABELS.confirmed);
    await expect(main(desk)).toContainText("/tarifs");
    await desk.context().close();

    // « Se désinscrire » from the e-mail's link: one button, then Brevo's list loses the address.
    await page.goto(`${site.url}${linkIn(address, "/newsletter/desinscription")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_UNSUBSCRIBE_TEXTS.title);
    await expectNoAxeViolations(page, "the newsletter's unsubscribe page");
    await page.getByRole("button", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.button }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: NEWSLETTER_UNSUBSCRIBE_OUTCOMES.withdrawn.title }),
    ).toBeFocused();
    await expect
      .poll(() => brevoCallsFor(address).map((call) => call.path), { timeout: budget(30_000) })
      .toEqual(["/v3/contacts", `/v3/contacts/lists/${LIST_ID}/contacts/remove`]);
  });

  test("someone else's address signed up 50 times: one e-mail at most three, nothing added to Brevo", async () => {
    const victim = `victime.${unique()}@exemple.fr`;
    const supabase = siteClient(site.url);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => supabase.functions.invoke("newsletter-signup", { body: { email: victim } })),
    );
    // Every answer is French: a success, or the same address's throttle.
    for (const { error } of answers) if (error) expect(error.name).toBe("FunctionsHttpError");
    await expect.poll(() => mailsTo(victim).length, { timeout: budget(30_000) }).toBeGreaterThan(0);
    expect(mailsTo(victim).length).toBeLessThanOrEqual(3);
    expect(brevoCallsFor(victim)).toEqual([]);
  });

  test("a bot's contact forms reach neither the team nor Brevo; « Ce n'est pas un indésirable » delivers one", async ({
    browser,
  }) => {
    test.setTimeout(budget(120_000));
    const run = unique();
    const emails = Array.from({ length: 12 }, (_, i) => `robot.${run}.${i}@exemple.fr`);
    for (const email of emails) {
      // Plain posts, as a script sends them: the publishable key, an empty honeypot, no proof of work.
      const res = await fetch(`${site.url}/functions/v1/submit-contact`, {
        method: "POST",
        headers: { authorization: `Bearer ${DEFAULT_FUNCTIONS_KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ ...CONTACT_BODY, email, company: `Robot ${run}` }),
      });
      expect(res.status).toBe(200);
    }
    const stored = exportedLeads("contact", dataDir).map((lead) => lead.email);
    for (const email of emails) expect(stored).not.toContain(email);

    const desk = await staffPage(browser, "/admin/indesirables");
    await expect(desk.getByRole("heading", { level: 1 })).toHaveText(UNWANTED_TEXTS.title);
    const rows = main(desk)
      .locator("tr")
      .filter({ hasText: `Robot ${run}` });
    await expect(rows).toHaveCount(emails.length);
    await expect(rows.first()).toContainText(UNWANTED_REASONS["challenge-missing"]);
    const released = emails[3] ?? "";
    await interactive(desk);
    await rows.filter({ hasText: released }).getByRole("button", { name: UNWANTED_TEXTS.release }).click();
    await expect(main(desk).getByText(UNWANTED_DESK_MESSAGES["indesirable-delivre"])).toBeVisible();
    await expect(rows).toHaveCount(emails.length - 1);

    // Released: a lead like any other, e-mailed to the sales team; the others never were.
    await expect.poll(() => leadOf("contact", released)?.id ?? "").not.toBe("");
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.includes(SALES) && mail.data.includes(released)).length, {
        timeout: budget(30_000),
      })
      .toBe(1);
    for (const email of emails.filter((email) => email !== released))
      expect(smtp.mails.some((mail) => mail.data.includes(email))).toBe(false);
    await desk.goto(`/admin/demandes/${leadOf("contact", released)?.id}`);
    await expect(main(desk)).toContainText(PROOF_LABELS.released);
    await desk.context().close();
  });

  test("the proof of work starts at the form's first touch, not before, and the lead is stored with it", async ({
    page,
    browser,
  }) => {
    const actions: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.headers()["next-action"]) actions.push(request.url());
    });
    await page.goto(`${site.url}/contact`);
    await interactive(page);
    const form = main(page);
    // Loaded, hydrated, pointed at: no challenge asked, no worker started.
    expect(actions).toEqual([]);
    expect(page.workers()).toEqual([]);

    const email = `camille.${unique()}@exemple.fr`;
    const worker = page.waitForEvent("worker");
    await form.getByLabel("Prénom").focus();
    await worker;
    await fill(form, { ...VALID_CONTACT, "E-mail": email });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText(TOASTS.contactSuccess.title).first()).toBeVisible();
    const lead = leadOf("contact", email);
    expect(lead).toBeTruthy();
    const desk = await staffPage(browser, `/admin/demandes/${lead?.id}`);
    await expect(main(desk)).toContainText(PROOF_LABELS.pow);
    await desk.context().close();
  });

  test("without JavaScript, a message still gets through, marked on the desk", async ({ browser }) => {
    test.setTimeout(budget(60_000));
    const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false, locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = main(page);
    const email = `sans-script.${unique()}@exemple.fr`;
    await fill(form, { ...VALID_CONTACT, "E-mail": email });
    await sendWithoutScript(form, "Envoyer le message");
    await expect(form.getByRole("status")).toContainText(TOASTS.contactSuccess.title);
    await context.close();
    const lead = leadOf("contact", email);
    expect(lead).toBeTruthy();
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.includes(SALES) && mail.data.includes(email)).length, {
        timeout: budget(30_000),
      })
      .toBe(1);
    const desk = await staffPage(browser, `/admin/demandes/${lead?.id}`);
    await expect(main(desk)).toContainText(PROOF_LABELS.timing);
    await desk.context().close();
  });
});
