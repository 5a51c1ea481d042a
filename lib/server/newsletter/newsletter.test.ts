import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { T0 } from "../../../tests/support/submissions.ts";
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_LINK_VALIDITY_MS,
  NEWSLETTER_PROOF_RETENTION_MS,
} from "../../config/newsletter.ts";
import { loadConfig } from "../config.ts";
import { newsletterSignup } from "../functions/newsletter-signup.ts";
import { emailLimitKeys } from "../http/limits.ts";
import { siteKey } from "../keys/site-key.ts";
import { openStore } from "../site-store/index.ts";
import type { Db } from "../store/db.ts";
import type { NewSubmission, Store } from "../submissions/submission-store.ts";
import { newsletterMailKey } from "./mail-keys.ts";
import { NEWSLETTER_PURGE_EVERY_MS, newsletterPurger } from "./purge.ts";
import { confirmToken, unsubscribeToken } from "./token.ts";

const HOUR = 60 * 60_000;

/** The sign-up the function stores in the site's mode, with NEWSLETTER_MAILS_PER_HOUR = `perHour`. */
function signup(email: string, now = T0, perHour = 200, overrides: Partial<NewSubmission> = {}): NewSubmission {
  const configured = newsletterSignup.configure?.(loadConfig({ NEWSLETTER_MAILS_PER_HOUR: String(perHour) }));
  return {
    id: randomUUID(),
    type: "newsletter",
    email,
    fields: { email },
    pagePath: "/tarifs",
    idempotencyKey: null,
    channels: configured?.channels ?? [],
    ...(configured?.newsletter ? { newsletter: configured.newsletter } : {}),
    limits: [],
    oncePerEmail: true,
    now,
    ...overrides,
  };
}

interface SubscriptionRow {
  email: string;
  state: string;
  submission_id: string | null;
  token_nonce: string | null;
  token_issued_at: number | string | null;
  signed_up_at: number | string;
  confirmed_at: number | string | null;
  withdrawn_at: number | string | null;
  page_path: string | null;
  consent_version: string;
  last_interest_at: number | string;
}

describe.each(["sqlite", "postgres"] as const)("the newsletter's double opt-in on %s", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let db: Db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await openStore(database);
    db = await openMigratedDb(database);
  });
  afterEach(async () => {
    await db.close();
    await store.close();
    await database.drop();
  });

  const subscription = async (email: string) =>
    (await db.all<SubscriptionRow>("SELECT * FROM newsletter_subscriptions WHERE email = ?", [email]))[0];
  const jobs = async (channel?: string) =>
    (await store.listJobs(["pending", "done", "failed"])).filter((job) => !channel || job.channel === channel);
  const secret = () => siteKey(db, "newsletter-link");
  /** The link of the confirmation e-mail sent to `email`, as the mailer builds it. */
  async function linkOf(email: string): Promise<string> {
    const row = await subscription(email);
    if (!row?.token_nonce) throw new Error("no link issued");
    return confirmToken(await secret(), row.token_nonce, Number(row.token_issued_at));
  }
  async function unsubscribeLinkOf(email: string): Promise<string> {
    const row = await subscription(email);
    if (!row?.token_nonce) throw new Error("no link issued");
    return unsubscribeToken(await secret(), row.token_nonce);
  }
  /** Marks every pending job done, as the worker would once delivered. */
  const deliverAll = () => db.run("UPDATE outbox SET status = 'done' WHERE status = 'pending'");

  it("stores a sign-up as pending, with its proof and consent text, and one confirmation e-mail but nothing for Brevo", async () => {
    const s = signup("lea@exemple.fr");
    expect(await store.submit(s)).toEqual({ kind: "stored", id: s.id, newsletter: "confirmation-sent" });
    expect(await subscription("lea@exemple.fr")).toMatchObject({
      state: "pending",
      submission_id: s.id,
      page_path: "/tarifs",
      consent_version: NEWSLETTER_CONSENT.version,
      confirmed_at: null,
      withdrawn_at: null,
    });
    const row = await subscription("lea@exemple.fr");
    expect(Number(row?.signed_up_at)).toBe(T0);
    expect(Number(row?.last_interest_at)).toBe(T0);
    expect(row?.token_nonce).toMatch(/^[\w-]{22}$/);
    expect(await db.all("SELECT version, text FROM consent_texts")).toEqual([
      { version: NEWSLETTER_CONSENT.version, text: NEWSLETTER_CONSENT.text },
    ]);
    expect((await jobs()).map((job) => [job.submissionId, job.channel])).toEqual([[s.id, "newsletter-confirm"]]);
  });

  it("sends at most 3 e-mails to one address signed up 50 times, one after another or at once", async () => {
    const outcomes = [];
    for (let i = 0; i < 25; i++) outcomes.push(await store.submit(signup("cible@exemple.fr", T0 + i * 1000)));
    outcomes.push(
      ...(await Promise.all(
        Array.from({ length: 25 }, (_, i) => store.submit(signup("cible@exemple.fr", T0 + 30_000 + i))),
      )),
    );
    const statuses = outcomes.map((o) => (o.kind === "stored" || o.kind === "existing" ? o.newsletter : o.kind));
    expect(statuses.filter((s) => s === "confirmation-sent")).toHaveLength(3);
    expect(statuses.filter((s) => s === "already-sent")).toHaveLength(47);
    expect(await jobs("newsletter-confirm")).toHaveLength(3);
    expect(await store.listSubmissions({ type: "newsletter" })).toHaveLength(1);
    // A day later, one more.
    const later = await store.submit(signup("cible@exemple.fr", T0 + 24 * HOUR + 1));
    expect(later).toMatchObject({ kind: "existing", newsletter: "confirmation-sent" });
  });

  it("keeps the link already sent when no new e-mail leaves, and issues a new one with each e-mail", async () => {
    await store.submit(signup("lea@exemple.fr", T0, 1));
    const first = await linkOf("lea@exemple.fr");
    expect(await store.submit(signup("autre@exemple.fr", T0 + 1, 1))).toMatchObject({ newsletter: "busy" });
    expect(await store.submit(signup("lea@exemple.fr", T0 + 2, 1))).toMatchObject({ newsletter: "busy" });
    expect(await linkOf("lea@exemple.fr")).toBe(first);
    expect(await store.submit(signup("lea@exemple.fr", T0 + HOUR + 1, 1))).toMatchObject({
      newsletter: "confirmation-sent",
    });
    expect(await linkOf("lea@exemple.fr")).not.toBe(first);
    expect(await store.newsletterLink(first, T0 + HOUR + 2)).toBe("unknown");
  });

  it("bounds the site's confirmation e-mails per hour, whatever the addresses", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const outcome = await store.submit(signup(`personne${i}@exemple.fr`, T0 + i, 3));
      statuses.push(outcome.kind === "stored" ? outcome.newsletter : outcome.kind);
    }
    expect(statuses).toEqual(["confirmation-sent", "confirmation-sent", "confirmation-sent", "busy", "busy"]);
    expect(await jobs("newsletter-confirm")).toHaveLength(3);
    // The sign-ups refused an e-mail are pending all the same (purged with the others if never confirmed).
    expect(await subscription("personne4@exemple.fr")).toMatchObject({ state: "pending", token_nonce: null });
    expect(await store.submit(signup("personne4@exemple.fr", T0 + HOUR, 3))).toMatchObject({
      newsletter: "confirmation-sent",
    });
  });

  it("confirms once through the link: confirmed, the mark of interest, and the Brevo job in the same transaction", async () => {
    const s = signup("lea@exemple.fr");
    await store.submit(s);
    const token = await linkOf("lea@exemple.fr");
    const at = T0 + 3 * HOUR;
    // Reading the link (the page's GET) changes nothing.
    expect(await store.newsletterLink(token, at)).toBe("valid");
    expect(await subscription("lea@exemple.fr")).toMatchObject({ state: "pending" });
    expect(await jobs("brevo-newsletter")).toEqual([]);

    expect(await store.confirmNewsletter(token, at)).toBe("confirmed");
    const row = await subscription("lea@exemple.fr");
    expect(row).toMatchObject({ state: "confirmed" });
    expect(Number(row?.confirmed_at)).toBe(at);
    expect(Number(row?.last_interest_at)).toBe(at);
    expect(Number(row?.signed_up_at)).toBe(T0);
    expect((await jobs("brevo-newsletter")).map((job) => job.submissionId)).toEqual([s.id]);

    expect(await store.confirmNewsletter(token, at + 1)).toBe("used");
    expect(await store.newsletterLink(token, at + 1)).toBe("used");
    expect(await jobs("brevo-newsletter")).toHaveLength(1);
  });

  it("confirms a link clicked twice at once only once", async () => {
    await store.submit(signup("lea@exemple.fr"));
    const token = await linkOf("lea@exemple.fr");
    const outcomes = await Promise.all([
      store.confirmNewsletter(token, T0 + 1),
      store.confirmNewsletter(token, T0 + 1),
    ]);
    expect(outcomes.sort()).toEqual(["confirmed", "used"]);
    expect(await jobs("brevo-newsletter")).toHaveLength(1);
  });

  it("tells an address already confirmed so, without an e-mail, and counts it as a sign of interest", async () => {
    await store.submit(signup("lea@exemple.fr"));
    await store.confirmNewsletter(await linkOf("lea@exemple.fr"), T0 + 1);
    const again = await store.submit(signup("lea@exemple.fr", T0 + HOUR));
    expect(again).toMatchObject({ kind: "existing", newsletter: "already-confirmed" });
    expect(await jobs("newsletter-confirm")).toHaveLength(1);
    expect(await jobs("brevo-newsletter")).toHaveLength(1);
    expect(Number((await subscription("lea@exemple.fr"))?.last_interest_at)).toBe(T0 + HOUR);
  });

  it("refuses an expired link, a tampered one, and one of an address erased meanwhile, adding nothing to Brevo", async () => {
    await store.submit(signup("lea@exemple.fr"));
    const token = await linkOf("lea@exemple.fr");
    expect(await store.newsletterLink(token, T0 + NEWSLETTER_LINK_VALIDITY_MS)).toBe("valid");
    expect(await store.confirmNewsletter(token, T0 + NEWSLETTER_LINK_VALIDITY_MS + 1)).toBe("expired");

    const [nonce, at, signature] = token.split(".");
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}`;
    for (const tampered of [
      `${nonce}.${at}.${flipped}`,
      `${nonce}.${(Number.parseInt(at ?? "0", 36) + 1).toString(36)}.${signature}`,
      token.slice(0, -3),
      "",
      "n'importe quoi",
      unsubscribeToken(await secret(), nonce ?? ""),
    ]) {
      expect(await store.confirmNewsletter(tampered, T0 + 1), tampered).toBe("invalid");
    }
    expect(await subscription("lea@exemple.fr")).toMatchObject({ state: "pending" });

    expect(await store.deleteByEmail("Lea@Exemple.fr", emailLimitKeys("lea@exemple.fr", ["newsletter"]))).toBe(2);
    expect(await subscription("lea@exemple.fr")).toBeUndefined();
    expect(await db.all("SELECT key FROM limit_events WHERE key = ?", [newsletterMailKey("lea@exemple.fr")])).toEqual(
      [],
    );
    expect(await store.confirmNewsletter(token, T0 + 1)).toBe("unknown");
    expect(await jobs()).toEqual([]);
  });

  it("erases the subscription with its lead by id too", async () => {
    const s = signup("lea@exemple.fr");
    await store.submit(s);
    expect(await store.deleteById(s.id)).toBe(1);
    expect(await subscription("lea@exemple.fr")).toBeUndefined();
  });

  it("withdraws through the e-mail's link: withdrawn, and a removal from Brevo's list once it was added", async () => {
    const s = signup("lea@exemple.fr");
    await store.submit(s);
    await store.confirmNewsletter(await linkOf("lea@exemple.fr"), T0 + 1);
    const link = await unsubscribeLinkOf("lea@exemple.fr");
    expect(await store.withdrawNewsletter({ token: link, now: T0 + HOUR })).toBe("withdrawn");
    const row = await subscription("lea@exemple.fr");
    expect(row).toMatchObject({ state: "withdrawn" });
    expect(Number(row?.withdrawn_at)).toBe(T0 + HOUR);
    // The addition still waiting (Brevo down) goes: it would put the address back.
    expect((await jobs()).map((job) => job.channel).sort()).toEqual(["brevo-newsletter-remove", "newsletter-confirm"]);
    // Again: nothing more.
    expect(await store.withdrawNewsletter({ token: link, now: T0 + HOUR + 1 })).toBe("withdrawn");
    expect(await jobs("brevo-newsletter-remove")).toHaveLength(1);
    // The confirmation link no longer serves.
    expect(await store.confirmNewsletter(await linkOf("lea@exemple.fr"), T0 + HOUR + 2)).toBe("withdrawn");
    expect(await store.withdrawNewsletter({ token: `${link}x`, now: T0 })).toBe("invalid");
  });

  it("withdraws a pending sign-up without asking Brevo, and signs it up again afterwards", async () => {
    await store.submit(signup("lea@exemple.fr"));
    expect(await store.withdrawNewsletter({ email: " LEA@exemple.fr", limits: [], now: T0 + 1 })).toBe("requested");
    expect(await subscription("lea@exemple.fr")).toMatchObject({ state: "withdrawn" });
    expect(await jobs("brevo-newsletter-remove")).toEqual([]);
    expect(await store.submit(signup("lea@exemple.fr", T0 + 2))).toMatchObject({ newsletter: "confirmation-sent" });
    expect(await subscription("lea@exemple.fr")).toMatchObject({ state: "pending", withdrawn_at: null });
  });

  it("answers the address form the same whatever the address, removes a sign-up from before the site's confirmation, and bounds the form", async () => {
    // A lead of Brevo's time: delivered to Brevo, no subscription.
    const old = signup("ancienne@exemple.fr", T0, 200, { channels: ["brevo-newsletter"] });
    delete old.newsletter;
    await store.submit(old);
    await deliverAll();
    const rule = { key: "unsubscribe:addr", max: 2, windowMs: 10 * 60_000 };
    expect(await store.withdrawNewsletter({ email: "inconnue@exemple.fr", limits: [rule], now: T0 })).toBe("requested");
    expect(await subscription("inconnue@exemple.fr")).toBeUndefined();
    expect(await store.withdrawNewsletter({ email: "ancienne@exemple.fr", limits: [rule], now: T0 + 1 })).toBe(
      "requested",
    );
    expect(await subscription("ancienne@exemple.fr")).toMatchObject({
      state: "withdrawn",
      submission_id: old.id,
      consent_version: "inconnue",
    });
    expect((await jobs("brevo-newsletter-remove")).map((job) => job.submissionId)).toEqual([old.id]);
    expect(await store.withdrawNewsletter({ email: "ancienne@exemple.fr", limits: [rule], now: T0 + 2 })).toBe(
      "limited",
    );
    expect(await store.withdrawNewsletter({ email: "x@exemple.fr", limits: [rule], now: T0 + 10 * 60_000 + 1 })).toBe(
      "requested",
    );
  });

  it("purges sign-ups never confirmed after 7 days with their leads, and keeps leads from before", async () => {
    const pending = signup("oubli@exemple.fr");
    await store.submit(pending);
    const confirmed = signup("lea@exemple.fr");
    await store.submit(confirmed);
    await store.confirmNewsletter(await linkOf("lea@exemple.fr"), T0 + 1);
    // A lead of Brevo's time signed up again in the site's mode, and not confirmed.
    const old = signup("ancienne@exemple.fr", T0, 200, { channels: ["brevo-newsletter"] });
    delete old.newsletter;
    await store.submit(old);
    await store.submit(signup("ancienne@exemple.fr", T0 + 1));

    expect(await store.purgeNewsletter(T0 + NEWSLETTER_LINK_VALIDITY_MS)).toEqual({
      expired: 0,
      lapsed: 0,
      deleted: 0,
    });
    expect(await store.purgeNewsletter(T0 + NEWSLETTER_LINK_VALIDITY_MS + 2)).toEqual({
      expired: 2,
      lapsed: 0,
      deleted: 0,
    });
    expect(await subscription("oubli@exemple.fr")).toBeUndefined();
    expect(await subscription("ancienne@exemple.fr")).toBeUndefined();
    expect((await store.listSubmissions()).map((s) => s.id).sort()).toEqual([confirmed.id, old.id].sort());
    expect((await jobs()).filter((job) => job.submissionId === pending.id)).toEqual([]);
    expect(await subscription("lea@exemple.fr")).toMatchObject({ state: "confirmed" });
  });

  it("takes a confirmed address off Brevo's list 3 years after its last sign of interest, then deletes it", async () => {
    const s = signup("lea@exemple.fr");
    await store.submit(s);
    await store.confirmNewsletter(await linkOf("lea@exemple.fr"), T0 + 1);
    await deliverAll();
    const late = T0 + 1 + NEWSLETTER_PROOF_RETENTION_MS + 1;
    expect(await store.purgeNewsletter(late - 2)).toEqual({ expired: 0, lapsed: 0, deleted: 0 });
    expect(await store.purgeNewsletter(late)).toEqual({ expired: 0, lapsed: 1, deleted: 0 });
    expect(await subscription("lea@exemple.fr")).toMatchObject({ state: "withdrawn" });
    expect(await jobs("brevo-newsletter-remove")).toHaveLength(1);
    // Not before the removal has left.
    expect(await store.purgeNewsletter(late + 1)).toEqual({ expired: 0, lapsed: 0, deleted: 0 });
    await deliverAll();
    expect(await store.purgeNewsletter(late + 2)).toEqual({ expired: 0, lapsed: 0, deleted: 1 });
    expect(await subscription("lea@exemple.fr")).toBeUndefined();
    expect(await store.listSubmissions()).toEqual([]);
    expect(await jobs()).toEqual([]);
  });

  it("is purged by the server's loop at most once an hour, the first pass at once", async () => {
    await store.submit(signup("oubli@exemple.fr"));
    let clock = T0 + NEWSLETTER_LINK_VALIDITY_MS + 1;
    const purge = newsletterPurger(
      async () => store,
      () => clock,
    );
    expect(await purge()).toEqual({ expired: 1, lapsed: 0, deleted: 0 });
    await store.submit(signup("autre@exemple.fr", T0 + 1));
    clock += NEWSLETTER_PURGE_EVERY_MS - 1;
    expect(await purge()).toBeUndefined();
    expect(await subscription("autre@exemple.fr")).toMatchObject({ state: "pending" });
    clock += 1;
    expect(await purge()).toEqual({ expired: 1, lapsed: 0, deleted: 0 });
  });

  it("leaves Brevo's mode as it was: the address goes to Brevo at once, no subscription, no e-mail", async () => {
    const configured = newsletterSignup.configure?.(loadConfig({ NEWSLETTER_CONFIRMATION: "brevo" }));
    expect(configured).toEqual({ channels: ["brevo-newsletter"] });
    const s = signup("lea@exemple.fr", T0, 200, { channels: ["brevo-newsletter"] });
    delete s.newsletter;
    expect(await store.submit(s)).toEqual({ kind: "stored", id: s.id });
    expect((await jobs()).map((job) => job.channel)).toEqual(["brevo-newsletter"]);
    expect(await subscription("lea@exemple.fr")).toBeUndefined();
  });
});
