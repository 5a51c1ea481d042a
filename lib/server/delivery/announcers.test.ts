import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, openMigratedDb, type TestDatabase } from "../../../tests/support/databases.ts";
import { contactSubmission, T0 } from "../../../tests/support/submissions.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../../tests/support/webhook-receiver.ts";
import { loadConfig } from "../config.ts";
import { saveChatWebhook } from "../leads/chat-webhook-setting.ts";
import type { Db } from "../store/db.ts";
import type { StoredSubmission } from "../submissions/submission-store.ts";
import { createChatAnnouncer } from "./announcers.ts";
import { DeliveryError } from "./delivery-error.ts";

const LEAD: StoredSubmission = {
  id: "demande-1",
  type: "demo",
  createdAt: T0,
  pagePath: "/tarifs",
  fields: { ...contactSubmission().fields, company: "Boulangerie <Martin> & fils", phone: "06 12 34 56 78" },
};

describe("the chat announcement of a new lead", () => {
  let database: TestDatabase;
  let db: Db;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    db = await openMigratedDb(database);
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await receiver.close();
    await db.close();
    await database.drop();
  });

  const announcer = (env: Record<string, string>) =>
    createChatAnnouncer({ config: loadConfig({ SITE_URL: "https://www.exemple.fr", ...env }), db: async () => db });

  it("sends nothing when no channel is set, and the job is done", async () => {
    expect(await announcer({}).send(LEAD)).toEqual({});
    expect(receiver.requests).toEqual([]);
  });

  it("says the form, the company (escaped) and the page, links to the lead, never the address or phone", async () => {
    await saveChatWebhook(db, receiver.url("/chat"), "admin", T0);
    await announcer({ WEBHOOK_ALLOWED_ORIGINS: receiver.origin }).send(LEAD);
    const [request] = receiver.on("/chat");
    const { text } = JSON.parse(request?.body ?? "{}") as { text: string };
    expect(text).toContain("demande de démo");
    expect(text).toContain("Boulangerie &lt;Martin&gt; &amp; fils");
    expect(text).toContain("/tarifs");
    expect(text).toContain("<https://www.exemple.fr/admin/demandes/demande-1|Ouvrir la demande>");
    expect(text).not.toContain("jeanne@exemple.fr");
    expect(text).not.toContain("34 56 78");
  });

  it("reaches the desk's address only through the webhooks' checks: a loopback address is refused", async () => {
    await saveChatWebhook(db, receiver.url("/chat"), "admin", T0);
    const refused = await announcer({})
      .send(LEAD)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeliveryError);
    expect((refused as DeliveryError).message).toMatch(/^chat unreachable/);
    expect(receiver.requests).toEqual([]);
  });

  it("retries a chat that answers 500 and gives up on a 404", async () => {
    const failing = await startWebhookReceiver((request) => ({ status: request.path === "/absent" ? 404 : 500 }));
    try {
      const env = { WEBHOOK_ALLOWED_ORIGINS: failing.origin };
      await saveChatWebhook(db, failing.url("/chat"), "admin", T0);
      const busy = (await announcer(env)
        .send(LEAD)
        .catch((error: unknown) => error)) as DeliveryError;
      expect([busy.message, busy.retryable]).toEqual(["chat HTTP 500", true]);
      await saveChatWebhook(db, failing.url("/absent"), "admin", T0);
      const gone = (await announcer(env)
        .send(LEAD)
        .catch((error: unknown) => error)) as DeliveryError;
      expect([gone.message, gone.retryable]).toEqual(["chat HTTP 404", false]);
    } finally {
      await failing.close();
    }
  });
});
