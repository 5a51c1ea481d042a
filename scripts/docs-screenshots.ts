/**
 * `npm run docs:screenshots` (node scripts/docs-screenshots.ts): the screenshots of the team's
 * guide, docs/guide-equipe.md, made again from the running site, so that they follow the screens.
 *
 * Over an existing build (`npm run build` first; NEXT_DIST_DIR is honoured), it serves it as `npm
 * run serve` does, on a free port with a data folder of its own (SQLite, thrown away at the end:
 * nothing touches ./data or a DATABASE_URL of the environment), and a stand-in for Brevo that answers 500, so that
 * the deliveries screen shows a failure beside a delivery waiting. No e-mail leaves: SMTP_URL,
 * SALES_EMAIL and the rest of the delivery settings are emptied. It then makes a staff member with
 * `npm run staff` (scripts/staff.ts), sends sample submissions through the public functions as the
 * site's forms do (supabase-js), writes eight weeks of audience into its store
 * (scripts/docs-audience-sample.ts), counts a few cookie choices, asks for a few unknown addresses,
 * signs in in the system Chromium (as the browser tests launch it) and saves one PNG per screen,
 * 1280 px wide, into docs/images/ (the names of scripts/docs-images.ts, which the guide links to).
 *
 * Every wait is for a signal (the page marked interactive, a row on the screen), never a sleep.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright";
import sharp from "sharp";
import { INTERACTIVE_ATTRIBUTE } from "../lib/browser/page-start.ts";
import { DEFAULT_FUNCTIONS_KEY } from "../lib/config/env.ts";
import { createArticle, setPublication } from "../lib/server/articles/articles-store.ts";
import { queueIndexNow } from "../lib/server/indexnow/queue.ts";
import { recordLinkChecks } from "../lib/server/seo/links-check-store.ts";
import { addEndpoint } from "../lib/server/webhooks/endpoints.ts";
import { chromiumUse } from "../tests/browser-args.ts";
import { type NextServer, startNextServer } from "../tests/e2e/next-server.ts";
import { quietVisitor } from "../tests/e2e/visitor.ts";
import { AUTOMATION_BODY, CONTACT_BODY } from "../tests/fixtures/function-bodies.ts";
import { openMigratedDb } from "../tests/support/databases.ts";
import { startIndexNowStandIn } from "../tests/support/indexnow-stand-in.ts";
import { sampleArticle } from "../tests/support/sample-article.ts";
import { codeAt, stepNow } from "../tests/support/second-factor.ts";
import { siteClient } from "../tests/support/solved-proof.ts";
import { chromiumPath, missingChromiumMessage } from "./chromium.ts";
import { seedAudienceSample } from "./docs-audience-sample.ts";
import { IMAGES_DIR, SCREENSHOTS, type Screenshot } from "./docs-images.ts";
import { builtSiteUrl } from "./doctor/checks/build.ts";
import { startBrevoStandIn } from "./stand-ins/delivery.ts";

const VIEWPORT = { width: 1280, height: 900 };
/** How long a signal or a page may take before the script gives up (a hang, not a verdict on speed). */
const SIGNAL_TIMEOUT_MS = 30_000;
const NAVIGATION_TIMEOUT_MS = 120_000;

const MEMBER = {
  email: "camille.martin@exemple.fr",
  name: "Camille Martin",
  password: `docs ${randomBytes(9).toString("base64url")}`,
};

/** The sample submissions, as the site's forms send them (fictitious people). */
const SAMPLES = [
  { name: "submit-contact", body: CONTACT_BODY },
  {
    name: "submit-demo",
    body: {
      firstName: "Karim",
      lastName: "Benali",
      company: "Benali Rénovation",
      email: "karim.benali@exemple.fr",
      phone: "06 98 76 54 32",
      interestedIn: ["facturepro", "comptapro"],
    },
  },
  { name: "newsletter-signup", body: { email: "lettre.info@exemple.fr" } },
  { name: "brevo-automation-contact", body: AUTOMATION_BODY },
] as const;

/** Stops the run: the servers are stopped and the data folder removed on the way out (main's finally). */
function fail(message: string): never {
  throw new Error(message);
}

/** `npm run staff -- add` on the server's store, the password on standard input as the command wants it. */
function addMember(dataDir: string): void {
  const result = spawnSync(
    process.execPath,
    [
      "--conditions=react-server",
      "scripts/staff.ts",
      "add",
      "--email",
      MEMBER.email,
      "--name",
      MEMBER.name,
      "--role",
      "administrateur",
      "--password-stdin",
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, input: MEMBER.password, encoding: "utf8" },
  );
  if (result.status !== 0) fail(`npm run staff -- add failed:\n${result.stderr}`);
}

/** Goes to `path` and waits until React has hydrated the page (tests/e2e/helpers.ts's `visit`, outside the test runner). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: "attached", timeout: SIGNAL_TIMEOUT_MS });
}

/** Reloads `path` until `text` shows in the page's main content (what the server stores arrives a moment later). */
async function visitUntil(page: Page, path: string, text: string | RegExp): Promise<void> {
  const deadline = Date.now() + SIGNAL_TIMEOUT_MS;
  for (;;) {
    await visit(page, path);
    if ((await page.getByRole("main").getByText(text).count()) > 0) return;
    if (Date.now() > deadline) fail(`${String(text)} never showed on ${path}`);
  }
}

/** Writes a screenshot as a palette PNG (sharp): a screen's few colours, a third of the bytes. */
async function save(name: Screenshot, png: Buffer): Promise<void> {
  const path = join(IMAGES_DIR, SCREENSHOTS[name]);
  await sharp(png).png({ palette: true, compressionLevel: 9 }).toFile(path);
  console.log(`  ${path}`);
}

async function shoot(page: Page, name: Screenshot, fullPage = true): Promise<void> {
  await save(name, await page.screenshot({ fullPage, animations: "disabled" }));
}

/** The sample leads' ids: the contact's and the newsletter sign-up's. */
interface SampleIds {
  contactId: string;
  newsletterId: string;
}

/** The samples, each with the proof of work a visitor's browser makes (tests/support/solved-proof.ts). */
async function submitSamples(server: NextServer, dataDir: string): Promise<SampleIds> {
  const supabase = siteClient(server.url);
  let contactId = "";
  for (const sample of SAMPLES) {
    const { data, error } = await supabase.functions.invoke(sample.name, { body: sample.body });
    if (error) fail(`${sample.name} refused the sample: ${error.message}`);
    if (sample.name === "submit-contact") contactId = (data as { submissionId: string }).submissionId;
  }
  // The newsletter's answer carries no id (the spec's): the sign-up is read back from the store.
  const db = await openMigratedDb({ kind: "sqlite", dataDir, databaseUrl: undefined, drop: async () => {} });
  try {
    const [row] = await db.all<{ id: string }>("SELECT id FROM submissions WHERE type = 'newsletter'");
    return { contactId, newsletterId: row?.id ?? fail("the newsletter sample was not stored") };
  } finally {
    await db.close();
  }
}

/**
 * A bot's contact form, as « Indésirables » keeps it: a link in the name, without the proof of work
 * (the server keeps it aside and answers as it would a person).
 */
async function sendBotSample(server: NextServer): Promise<void> {
  const answer = await fetch(`${server.url}/functions/v1/submit-contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      apikey: DEFAULT_FUNCTIONS_KEY,
      authorization: `Bearer ${DEFAULT_FUNCTIONS_KEY}`,
    },
    body: JSON.stringify({
      ...CONTACT_BODY,
      firstName: "Gagnez https://promo-gratuite.example",
      email: "bot@promo-gratuite.example",
    }),
  });
  if (!answer.ok) fail(`the bot's sample got ${answer.status}`);
}

/** Eight weeks of audience, written into the server's store (its SQLite file, beside the running server). */
async function seedAudience(dataDir: string): Promise<void> {
  const db = await openMigratedDb({ kind: "sqlite", dataDir, databaseUrl: undefined, drop: async () => {} });
  try {
    await seedAudienceSample(db);
  } finally {
    await db.close();
  }
}

/** A CRM's endpoint, added in the server's store as the webhooks desk adds one; its id. */
/** An article out whose Markdown links a redirected address and a missing page, and a failed external check. */
async function seedLinksSample(dataDir: string): Promise<void> {
  const db = await openMigratedDb({ kind: "sqlite", dataDir, databaseUrl: undefined, drop: async () => {} });
  try {
    const now = Date.now();
    const created = await createArticle(
      db,
      sampleArticle({
        title: "Choisir sa formule de facturation",
        slug: "choisir-sa-formule",
        category: "Gestion",
        body: "## Les formules\n\nComparez [nos anciennes offres](/ancienne-offre) et lisez le [guide des relances](/guide-des-relances), comme [ce partenaire](https://partenaire-disparu.example/offre).",
      }),
      null,
      now,
    );
    if (!created.ok) fail("the links report's sample article was refused");
    await setPublication(db, created.article.id, created.article.version, { publish: "now" }, null, now);
    await queueIndexNow(db, ["/blog/choisir-sa-formule", "/blog"], now);
    await recordLinkChecks(
      db,
      [{ url: "https://partenaire-disparu.example/offre", ok: false, status: 404, error: null, finalUrl: null }],
      now,
    );
  } finally {
    await db.close();
  }
}

async function addSampleEndpoint(dataDir: string): Promise<string> {
  const db = await openMigratedDb({ kind: "sqlite", dataDir, databaseUrl: undefined, drop: async () => {} });
  try {
    const events = ["lead.created", "lead.updated", "lead.erased"] as const;
    return (await addEndpoint(db, { url: "https://crm.exemple.fr/webhooks/site", events }, Date.now())).id;
  } finally {
    await db.close();
  }
}

async function screens(browser: Browser, server: NextServer, ids: SampleIds, dataDir: string): Promise<void> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORT,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  // Bounds that only catch a hang: the SEO desk reads every page of the site before it answers.
  context.setDefaultTimeout(SIGNAL_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page = await context.newPage();
  // A visitor who has already chosen cookies and seen the popup: nothing opens over the screens.
  await quietVisitor(page);

  // Signed out: the sign-in page, then signing in as a member does.
  await visit(page, "/admin/connexion");
  await shoot(page, "connexion");
  const main = page.getByRole("main");
  await main.getByLabel("Adresse e-mail").fill(MEMBER.email);
  await main.getByLabel("Mot de passe").fill(MEMBER.password);
  await main.getByRole("button", { name: "Se connecter", exact: true }).click();
  // The first sign-in's enrolment of an authenticator app, its code computed from the secret shown.
  const secret = main.locator("#cle-secrete");
  await secret.waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  await shoot(page, "secondFacteur");
  await main.getByLabel("Code à 6 chiffres").fill(codeAt((await secret.textContent()) ?? "", stepNow()));
  await main.getByRole("button", { name: "Activer" }).click();
  await main.getByRole("link", { name: /continuer$/ }).click();
  await page.getByRole("button", { name: "Se déconnecter" }).waitFor({ timeout: SIGNAL_TIMEOUT_MS });

  await visit(page, "/admin");
  await shoot(page, "demandes");
  await visit(page, `/admin/demandes/${encodeURIComponent(ids.newsletterId)}`);
  await save("demandeNewsletter", await main.locator("[data-newsletter-proof]").screenshot({ animations: "disabled" }));
  await visitUntil(page, "/admin/indesirables", "bot@promo-gratuite.example");
  await shoot(page, "indesirables");
  await visit(page, `/admin/demandes/${encodeURIComponent(ids.contactId)}`);
  await shoot(page, "demande");
  // A CRM's endpoint (its name resolves nowhere here: the follow-up's events show failed attempts).
  const endpointId = await addSampleEndpoint(dataDir);
  // The follow-up: taken, contacted, a note; then the page, and the settings.
  await main.getByRole("button", { name: "Je m'en occupe" }).click();
  await main.getByLabel("Statut", { exact: true }).selectOption({ label: "Contactée" });
  await main.getByRole("button", { name: "Enregistrer le statut" }).click();
  await page.locator("[data-status='contactee']").waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: "attached", timeout: SIGNAL_TIMEOUT_MS });
  await main.getByLabel("Note", { exact: true }).fill("Appel de 10 minutes : intéressée par CRMPro, devis à envoyer.");
  await main.getByLabel(/rend compte d'un échange/).check();
  await main.getByRole("button", { name: "Ajouter la note" }).click();
  await page.locator("[data-lead-history] li").nth(2).waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  await shoot(page, "suiviDemande");
  await visit(page, "/admin/suivi");
  await shoot(page, "suiviReglages");
  await visit(page, "/admin/webhooks");
  await shoot(page, "webhooks");
  await visitUntil(page, `/admin/webhooks/${encodeURIComponent(endpointId)}`, /tentatives?, la plus récente/);
  await shoot(page, "webhook");
  // After the leads' screens: the audience's sample leads would show in their list.
  await seedAudience(dataDir);
  await visitUntil(page, "/admin/audience", "Tout le site, par type d'appareil");
  await shoot(page, "audience");
  // The Brevo deliveries fail at their one attempt (OUTBOX_MAX_ATTEMPTS=1), the e-mail waits for SMTP.
  await visitUntil(page, "/admin/envois", /^Échec\u00a0: /);
  await shoot(page, "envois");
  await visit(page, "/admin/effacement");
  await shoot(page, "effacement");
  await visit(page, "/admin/maintenance");
  await shoot(page, "maintenance");
  await visit(page, "/admin/textes");
  await shoot(page, "textes", false);
  // The content desk: the list, a plan's price changed and kept as a draft, the draft's preview.
  await visit(page, "/admin/contenu");
  await shoot(page, "contenu");
  await visit(page, "/admin/contenu/formules/facturepro");
  await main.locator('[data-list-item="c.1"]').getByLabel("Prix mensuel TTC en euros").fill("7,49");
  await main.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await main.getByRole("status").waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  await shoot(page, "contenuFormulaire", false);
  await visit(page, "/admin/contenu/formules/facturepro/apercu");
  await shoot(page, "contenuApercu", false);
  await visit(page, "/admin/contenu/formules/facturepro/historique");
  await shoot(page, "contenuHistorique", false);

  // Ten cookie choices of today, as the banner counts them (its version as this server records it).
  await visit(page, "/admin/consentement");
  const versions = main.locator("[data-banner-version]");
  const version =
    (await versions.count()) > 0 ? ((await versions.first().getAttribute("data-banner-version")) ?? "dev") : "dev";
  for (const choice of ["all", "all", "essential", "all", "all", "essential", "all", "all", "essential", "all"]) {
    const answer = await page.request.post(`${server.url}/consentement`, {
      data: JSON.stringify({ choice, version }),
      headers: { origin: server.url, "content-type": "text/plain" },
    });
    if (!answer.ok()) fail(`/consentement refused a count: ${answer.status()}`);
  }
  await visitUntil(page, "/admin/consentement", "Choix par jour et par version du bandeau");
  await shoot(page, "consentement");

  await visit(page, "/admin/seo");
  await shoot(page, "seo", false);
  await visit(page, "/admin/seo/fiche?chemin=%2Ftarifs");
  await shoot(page, "seoFiche", false);
  const sheetForm = main.getByRole("region", { name: "Modifier sans déployer" });
  // The site's sticky header would cover the top of the form in a shot of the form alone.
  const header = page.getByRole("banner").first();
  await header.evaluate((element: HTMLElement) => {
    element.style.visibility = "hidden";
  });
  await sheetForm.scrollIntoViewIfNeeded();
  await save("seoFicheModifier", await sheetForm.screenshot({ animations: "disabled" }));

  // Unknown addresses: one a search engine links to, two misspelt pages (a suggestion each), and two
  // probes of vulnerability scanners.
  const referer = "https://www.google.fr/search?q=offre+printemps+gestio";
  const unknown = ["/offre-printemps", "/offre-printemps", "/offre-printemps", "/tarif", "/tarif", "/contacts"];
  for (const path of [...unknown, "/wp-login.php", "/.env"])
    await page.request.get(`${server.url}${path}`, { headers: { referer } });

  // One redirect, saved through the desk's form as the team does it.
  await visit(page, "/admin/seo/redirections");
  await main.getByLabel("Ancienne adresse").fill("/ancienne-offre");
  await main.getByLabel("Nouvelle adresse").fill("/tarifs");
  await main.getByLabel("Note (facultative)").fill("Campagne de l'an dernier");
  await main.getByRole("button", { name: "Enregistrer la redirection" }).click();
  await main.getByRole("status").filter({ hasText: "Redirection enregistrée" }).waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  await visit(page, "/admin/seo/redirections");
  await shoot(page, "redirections");
  await visitUntil(page, "/admin/seo/introuvables", "/contacts");
  await shoot(page, "introuvables");

  // The links report: an article out linking the old address (redirected) and a page that no longer
  // exists, and another site's address whose daily check failed.
  await seedLinksSample(dataDir);
  await visitUntil(page, "/admin/seo/liens", "/ancienne-offre");
  await shoot(page, "liens");

  // IndexNow: the redirect and the article above, sent to the endpoint's stand-in and answered.
  await visitUntil(page, "/admin/seo/indexnow", "Adresses reçues.");
  await shoot(page, "indexnow");

  // The blog's articles: the three moved in at the first start, and one's editor with its preview.
  await visit(page, "/admin/articles");
  await shoot(page, "articles");
  await main.getByRole("link").filter({ hasText: "Notes de frais" }).first().click();
  await page.locator("[data-article-preview] h1").waitFor({ timeout: SIGNAL_TIMEOUT_MS });
  await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: "attached", timeout: SIGNAL_TIMEOUT_MS });
  await shoot(page, "article", false);

  await visit(page, "/admin/journal");
  await shoot(page, "journal");

  await visit(page, "/admin/comptes");
  await shoot(page, "comptes");
  await context.close();
}

async function main(): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  if (!existsSync(join(distDir, "BUILD_ID"))) fail(`no build in ${distDir}: run npm run build first.`);
  const chrome = chromiumPath();
  if (!chrome) fail(missingChromiumMessage());
  mkdirSync(IMAGES_DIR, { recursive: true });

  // The origin the build was made for (its canonicals and sitemap): the SEO desk then finds no foreign URL.
  const robots = join("public", "robots.txt");
  const siteUrl = existsSync(robots) ? builtSiteUrl(readFileSync(robots, "utf8")) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "site-docs-screenshots-"));
  // Brevo's stand-in: every request answered 500, so that the Brevo deliveries fail at their one attempt.
  const brevo = await startBrevoStandIn(() => ({
    status: 500,
    body: { code: "internal_error", message: "stand-in of docs-screenshots" },
  }));
  // IndexNow's endpoint, played on loopback: the desk shows what it answered.
  const indexNow = await startIndexNowStandIn();
  let server: NextServer | undefined;
  let browser: Browser | undefined;
  try {
    addMember(dataDir);
    server = await startNextServer({
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SUPABASE_URL: "",
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      STAFF_SIGN_IN_MAX: "1000",
      SMTP_URL: "",
      SALES_EMAIL: "",
      BREVO_API_KEY: "docs-screenshots-stand-in",
      BREVO_API_URL: brevo.url,
      BREVO_AUTOMATION_LIST_ID: "2",
      BREVO_NEWSLETTER_LIST_ID: "3",
      BREVO_DOI_TEMPLATE_ID: "",
      OUTBOX_MAX_ATTEMPTS: "1",
      INDEXNOW_KEY: "3f9d2c71-cle-indexnow-exemple",
      INDEXNOW_ENDPOINT: indexNow.url,
    });
    console.log(`the site on ${server.url}, data in ${dataDir}`);
    const ids = await submitSamples(server, dataDir);
    await sendBotSample(server);
    const { launchOptions } = chromiumUse(server.url);
    browser = await chromium.launch({ ...launchOptions, executablePath: chrome });
    console.log(`Screenshots into ${IMAGES_DIR}/:`);
    await screens(browser, server, ids, dataDir);
  } finally {
    await browser?.close();
    await server?.stop();
    await brevo.close();
    await indexNow.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  const message = (error as Error).message;
  console.error(message.startsWith("✖") ? message : `✖ ${message}`);
  process.exitCode = 1;
}
