/**
 * The leads desk in Chromium against `next start`: a contact request sent through the
 * public form is in the list with its fields; the filters; the CSV export (the filters applied);
 * the detail; the RGPD erasure, after which neither the list nor `npm run leads -- export` has the
 * person; the erasure by address; every action in the audit log.
 */

import { readFileSync } from "node:fs";
import { TOASTS } from "../../lib/forms/messages.ts";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { siteClient } from "../support/solved-proof.ts";
import { expect, main, operatorCli, signedInTest, visit } from "./admin-support.ts";
import { exportedLeads, fill, toast, unique, uniqueEmail, VALID_CONTACT } from "./forms-support.ts";
import { quietVisitor } from "./visitor.ts";

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

// An administrator of the worker, signed in once (signedInTest): the sign-in has its own spec.
signedInTest(
  "a contact request from the public form: listed with its fields, filtered, exported, then erased",
  async ({ page }) => {
    const email = uniqueEmail("eloise");
    const company = `Atelier ${unique()}`;
    await quietVisitor(page);
    await visit(page, "/contact");
    const form = page.getByRole("main");
    await fill(form, { ...VALID_CONTACT, Entreprise: company, "E-mail": email });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page, TOASTS.contactSuccess.title)).toBeVisible();

    await visit(page, "/admin");
    const row = page.locator("tbody tr").filter({ hasText: email });
    await expect(row.getByRole("cell")).toHaveText([
      "Contact",
      /^\d{1,2}(er)? [a-zéû.]+ \d{4} à \d{2}:\d{2}$/,
      "Éloïse D'Aubigné-Martin",
      company,
      email,
      /^NouvelleSans responsableEn attente depuis/,
      /^En attente/,
      /^Voir/,
    ]);

    // Filters: free text, type and dates, each with its own address.
    await main(page).getByLabel("Recherche").fill(company.toUpperCase());
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator("tr[data-lead]")).toHaveCount(1);
    await expect(page.getByText("1 demande · page 1 sur 1")).toBeVisible();
    await main(page).getByLabel("Type").selectOption({ label: "Démo" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByText("Aucune demande ne correspond.")).toBeVisible();
    await main(page).getByLabel("Type").selectOption({ label: "Contact" });
    await main(page).getByLabel("Du").fill(parisToday());
    await main(page).getByLabel("Au").fill(parisToday());
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.locator("tr[data-lead]")).toHaveCount(1);

    // The CSV export of that filtered list: one lead, for French Excel (BOM, semicolons).
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exporter en CSV (Excel)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFFid;type;createdAt;firstName;lastName;company;email;phone;message")).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;contact;`);
    expect(lines[1]).toContain(`;${company};${email};+33 6 12 34 56 78;`);

    // The detail: every field as submitted.
    await page.locator("tbody tr").getByRole("link", { name: /^Voir/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande contact");
    const fields = page.locator("dl").first();
    await expect(fields).toContainText(VALID_CONTACT.Message);
    await expect(fields).toContainText(VALID_CONTACT.Téléphone);
    await expect(fields).toContainText(company);

    // RGPD erasure of the person, once confirmed.
    await main(page).getByLabel(`Je confirme l'effacement définitif de toutes les demandes de ${email}.`).check();
    await page.getByRole("button", { name: "Effacer toutes les demandes de cette personne" }).click();
    await expect(page).toHaveURL(/\/admin\?message=personne-effacee$/);
    await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["personne-effacee"]);
    await main(page).getByLabel("Recherche").fill(company);
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page.getByText("Aucune demande ne correspond.")).toBeVisible();
    expect(exportedLeads("contact").some((lead) => lead.email === email)).toBe(false);

    const audit = operatorCli("staff", ["audit"]);
    expect(audit).toContain("export");
    expect(audit).toContain("effacement RGPD");
    expect(audit).not.toContain(email);
    expect(audit).not.toContain(company);
  },
);

signedInTest("the erasure by e-mail address removes every submission of that person", async ({ page }) => {
  const email = uniqueEmail("karim", "benali-renovation.fr");
  const supabase = siteClient(process.env.E2E_BASE_URL ?? "");
  const { error } = await supabase.functions.invoke("newsletter-signup", { body: { email } });
  expect(error).toBeNull();
  expect(exportedLeads("newsletter").some((lead) => lead.email === email)).toBe(true);

  await visit(page, "/admin/effacement");
  await main(page).getByLabel("Adresse e-mail de la personne").fill(email.toUpperCase());
  await main(page).getByLabel("Je confirme l'effacement définitif de toutes les demandes de cette adresse.").check();
  await page.getByRole("button", { name: "Effacer les données de cette personne" }).click();
  await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["personne-effacee"]);
  expect(exportedLeads("newsletter").some((lead) => lead.email === email)).toBe(false);

  // An address with nothing stored says so.
  await main(page).getByLabel("Adresse e-mail de la personne").fill(email);
  await main(page).getByLabel("Je confirme l'effacement définitif de toutes les demandes de cette adresse.").check();
  await page.getByRole("button", { name: "Effacer les données de cette personne" }).click();
  await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES["personne-inconnue"]);
});

signedInTest("a filter that makes no sense is answered in French, and the list stays", async ({ page }) => {
  await visit(page, "/admin?du=2026-13-45&type=fax");
  const alert = main(page).getByRole("alert");
  await expect(alert).toContainText("La date de début n'est pas une date valide.");
  await expect(alert).toContainText("Le type « fax » n'existe pas.");
});
