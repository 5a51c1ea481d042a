import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BrevoReply, startBrevoStandIn, startSmtpStandIn } from "../../../scripts/stand-ins/delivery.ts";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { T0 } from "../../../tests/support/submissions.ts";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_LINK_VALIDITY_MS,
  NEWSLETTER_TOKEN_PARAM,
} from "../../config/newsletter.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import { newsletterSignup } from "../functions/newsletter-signup.ts";
import { siteKey } from "../keys/site-key.ts";
import { createLogger } from "../logger.ts";
import { confirmToken } from "../newsletter/token.ts";
import { openStore } from "../site-store/index.ts";
import type { Db } from "../store/db.ts";
import type { Store } from "../submissions/submission-store.ts";
import { createChannels, missingSettings } from "./channels.ts";
import { createOutboxWorker } from "./worker.ts";

const SITE = "https://www.exemple.fr";

/** A quoted-printable body as nodemailer writes it, decoded (soft line breaks, =XX bytes). */
function decoded(data: string): string {
  const joined = data.replace(/=\r\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

describe.each(["sqlite", "postgres"] as const)("the newsletter's deliveries on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let db: Db;
  let clock: number;
  const closers: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    clock = T0;
    database = await createTestDatabase(kind);
    store = await openStore(database);
    db = await openMigratedDb(database);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await db.close();
    await store.close();
    await database.drop();
  });

  function workerFor(env: Record<string, string>) {
    const config: ServerConfig = loadConfig({ SITE_URL: SITE, OUTBOX_MAX_ATTEMPTS: "3", ...env });
    const channels = createChannels(config, async () => db);
    closers.push(() => channels.close());
    return createOutboxWorker({
      store,
      deliverers: channels.deliverers,
      logger: createLogger("silent"),
      outbox: config.outbox,
      limitRetentionMs: 24 * 60 * 60_000,
      now: () => clock,
      random: () => 0,
    });
  }

  async function signUp(email: string, now = clock): Promise<string> {
    const configured = newsletterSignup.configure?.(loadConfig({}));
    const id = randomUUID();
    await store.submit({
      id,
      type: "newsletter",
      email,
      fields: { email },
      idempotencyKey: null,
      channels: configured?.channels ?? [],
      ...(configured?.newsletter ? { newsletter: configured.newsletter } : {}),
      limits: [],
      oncePerEmail: true,
      now,
    });
    return id;
  }

  async function smtp() {
    const standIn = await startSmtpStandIn();
    closers.push(standIn.close);
    return standIn;
  }

  async function brevo(reply: (request: { path: string; body: Record<string, unknown> }) => BrevoReply) {
    const standIn = await startBrevoStandIn(reply);
    closers.push(standIn.close);
    return standIn;
  }

  it("e-mails the confirmation link to the subscriber, in French; the link confirms, then Brevo receives the contact", async () => {
    const mails = await smtp();
    const standIn = await brevo(() => ({ status: 201, body: { id: 1 } }));
    const worker = workerFor({
      SMTP_URL: mails.url,
      MAIL_FROM: "Gestio <newsletter@exemple.fr>",
      BREVO_API_KEY: "k",
      BREVO_API_URL: standIn.url,
      BREVO_NEWSLETTER_LIST_ID: "7",
      // Brevo's own double opt-in is not asked for a second time in the site's mode.
      BREVO_DOI_TEMPLATE_ID: "12",
    });
    await signUp("lea@exemple.fr");
    expect(await worker.runOnce()).toBe(1);
    expect(mails.mails).toHaveLength(1);
    const [mail] = mails.mails;
    expect(mail?.to).toEqual(["lea@exemple.fr"]);
    expect(mail?.from).toBe("newsletter@exemple.fr");
    const text = decoded(mail?.data ?? "");
    expect(text).toContain("Confirmer mon inscription");
    expect(text).toContain("Se désinscrire");
    expect(text).toContain("www.exemple.fr");
    // Nothing of the subscriber in the message itself but the recipient (its header).
    expect(text.split("\r\n\r\n").slice(1).join("\n")).not.toContain("lea@exemple.fr");
    const link = new RegExp(`${SITE}${NEWSLETTER_CONFIRM_PATH}\\?${NEWSLETTER_TOKEN_PARAM}=([\\w.-]+)`).exec(text);
    expect(link).not.toBeNull();
    expect(standIn.requests).toEqual([]);

    expect(await store.confirmNewsletter(link?.[1] ?? "", clock + 60_000)).toBe("confirmed");
    clock += 60_000;
    expect(await worker.runOnce()).toBe(1);
    expect(standIn.requests).toEqual([
      {
        path: "/v3/contacts",
        apiKey: "k",
        body: { email: "lea@exemple.fr", listIds: [7], updateEnabled: true },
        status: 201,
      },
    ]);
  });

  it("records the confirmation while Brevo is down and adds the contact once it answers", async () => {
    let down = true;
    const standIn = await brevo(() => (down ? { status: 503 } : { status: 201, body: { id: 1 } }));
    const worker = workerFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url, BREVO_NEWSLETTER_LIST_ID: "7" });
    await signUp("lea@exemple.fr");
    const [row] = await db.all<{ token_nonce: string; token_issued_at: number }>(
      "SELECT token_nonce, token_issued_at FROM newsletter_subscriptions",
    );
    const token = confirmToken(
      await siteKey(db, "newsletter-link"),
      row?.token_nonce ?? "",
      Number(row?.token_issued_at),
    );
    expect(await store.confirmNewsletter(token, clock)).toBe("confirmed");
    await worker.runOnce();
    expect((await store.listJobs(["pending"])).find((job) => job.channel === "brevo-newsletter")?.lastError).toBe(
      "Brevo HTTP 503",
    );
    down = false;
    clock += 60_000;
    await worker.runOnce();
    expect((await store.listJobs(["done"])).map((job) => job.channel)).toEqual(["brevo-newsletter"]);
  });

  it("sends nothing for a sign-up confirmed or expired before its e-mail left (an erased one takes its job along), and the job is done", async () => {
    const mails = await smtp();
    const worker = workerFor({ SMTP_URL: mails.url });
    await signUp("erase@exemple.fr");
    await store.deleteByEmail("erase@exemple.fr", []);
    await signUp("confirmee@exemple.fr");
    const [row] = await db.all<{ token_nonce: string; token_issued_at: number }>(
      "SELECT token_nonce, token_issued_at FROM newsletter_subscriptions WHERE email = 'confirmee@exemple.fr'",
    );
    const secret = await siteKey(db, "newsletter-link");
    const token = confirmToken(secret, row?.token_nonce ?? "", Number(row?.token_issued_at));
    expect(await store.confirmNewsletter(token, clock)).toBe("confirmed");
    await signUp("tard@exemple.fr");
    // The e-mail is read as it leaves (the server's clock): its link issued longer ago than its validity.
    await db.run("UPDATE newsletter_subscriptions SET token_issued_at = ? WHERE email = ?", [
      Date.now() - NEWSLETTER_LINK_VALIDITY_MS,
      "tard@exemple.fr",
    ]);
    expect(await worker.runOnce()).toBe(2);
    expect(mails.mails).toEqual([]);
    expect((await store.listJobs(["done"])).map((job) => job.channel)).toEqual([
      "newsletter-confirm",
      "newsletter-confirm",
    ]);
  });

  it("removes an unsubscribed address from Brevo's list, and takes « not on the list » for done", async () => {
    const standIn = await brevo(({ path, body }) =>
      path.endsWith("/remove") && (body.emails as string[])[0] === "absente@exemple.fr"
        ? {
            status: 400,
            body: { code: "invalid_parameter", message: "Contact already removed from list and/or does not exist" },
          }
        : { status: 201, body: { contacts: { success: body.emails, failure: [] } } },
    );
    const worker = workerFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url, BREVO_NEWSLETTER_LIST_ID: "7" });
    for (const email of ["lea@exemple.fr", "absente@exemple.fr"]) {
      const id = randomUUID();
      await store.submit({
        id,
        type: "newsletter",
        email,
        fields: { email },
        idempotencyKey: null,
        channels: ["brevo-newsletter"],
        limits: [],
        oncePerEmail: true,
        now: clock,
      });
    }
    await worker.runOnce();
    standIn.requests.splice(0);
    for (const email of ["lea@exemple.fr", "absente@exemple.fr"])
      expect(await store.withdrawNewsletter({ email, limits: [], now: clock })).toBe("requested");
    await worker.runOnce();
    expect(standIn.requests.map((r) => [r.path, r.body])).toEqual([
      ["/v3/contacts/lists/7/contacts/remove", { emails: ["lea@exemple.fr"] }],
      ["/v3/contacts/lists/7/contacts/remove", { emails: ["absente@exemple.fr"] }],
    ]);
    expect(await store.listJobs(["pending", "failed"])).toEqual([]);
  });

  it("marks a removal Brevo refuses otherwise as failed, with its code only", async () => {
    const standIn = await brevo(() => ({
      status: 400,
      body: { code: "invalid_parameter", message: "emails invalid" },
    }));
    const worker = workerFor({ BREVO_API_KEY: "k", BREVO_API_URL: standIn.url, BREVO_NEWSLETTER_LIST_ID: "7" });
    await store.submit({
      id: randomUUID(),
      type: "newsletter",
      email: "lea@exemple.fr",
      fields: { email: "lea@exemple.fr" },
      idempotencyKey: null,
      channels: [],
      limits: [],
      oncePerEmail: true,
      now: clock,
    });
    await store.withdrawNewsletter({ email: "lea@exemple.fr", limits: [], now: clock });
    await worker.runOnce();
    expect((await store.listJobs(["failed"])).map((job) => [job.channel, job.lastError])).toEqual([
      ["brevo-newsletter-remove", "Brevo HTTP 400 invalid_parameter"],
    ]);
  });
});

describe("the newsletter's channels", () => {
  it("wait for SMTP_URL (the confirmation e-mail) and for Brevo's key and list (the removal)", () => {
    const waiting = missingSettings(loadConfig({}));
    expect(waiting.get("newsletter-confirm")).toBe("SMTP_URL");
    expect(waiting.get("brevo-newsletter-remove")).toBe("BREVO_API_KEY, BREVO_NEWSLETTER_LIST_ID");
    const configured = missingSettings(
      loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", BREVO_API_KEY: "k", BREVO_NEWSLETTER_LIST_ID: "7" }),
    );
    expect(configured.has("newsletter-confirm")).toBe(false);
    expect(configured.has("brevo-newsletter-remove")).toBe(false);
    // The sales e-mails still need their address.
    expect(configured.get("sales-email")).toBe("SALES_EMAIL");
  });
});
