import type { ServerConfig } from "../config.ts";
import { announcement } from "../leads/announcement.ts";
import { readChatWebhook } from "../leads/chat-webhook-setting.ts";
import type { Db } from "../store/db.ts";
import type { StoredSubmission } from "../submissions/submission-store.ts";
import { guardedFetch } from "../webhooks/guarded-fetch.ts";
import { type Delivered, DeliveryError } from "./delivery-error.ts";
import type { SmtpSender } from "./smtp.ts";

/** The lead's owner (set by the form's rule at arrival), read when the announcement leaves. */
async function ownerOf(db: Db, id: string): Promise<{ name: string; email: string } | null> {
  const [lead] = await db.all<{ owner_id: string | null }>("SELECT owner_id FROM submissions WHERE id = ?", [id]);
  if (!lead?.owner_id) return null;
  const [owner] = await db.all<{ name: string; email: string; banned: unknown }>(
    "SELECT name, email, banned FROM staff_user WHERE id = ?",
    [lead.owner_id],
  );
  // A disabled account reads nothing: the sales list gets the announcement instead.
  return owner && !owner.banned ? { name: owner.name, email: owner.email } : null;
}

/**
 * The announcement e-mail of a new lead: to its owner when a rule gave it one, else to the sales
 * list (SALES_EMAIL). Its own job in the outbox, so a slow chat never holds it.
 */
export function createAnnouncementMailer(options: {
  config: Pick<ServerConfig, "siteUrl"> & { mail: { salesEmail: string } };
  smtp: SmtpSender;
  db: () => Promise<Db>;
}) {
  const { mail, siteUrl } = options.config;
  return {
    async send(lead: StoredSubmission): Promise<Delivered> {
      const owner = await ownerOf(await options.db(), lead.id);
      const message = announcement(lead, siteUrl, owner?.name ?? null);
      return options.smtp.send({ to: owner?.email ?? mail.salesEmail, subject: message.subject, text: message.text });
    },
  };
}

const CHAT_TIMEOUT_MS = 10_000;

/**
 * The announcement in the chat channel, through its incoming webhook (Slack's `{ text }`, which
 * Mattermost, Rocket.Chat and Teams workflows accept): the desk's setting, else CHAT_WEBHOOK_URL;
 * neither, and the job is done with nothing sent.
 */
export function createChatAnnouncer(options: {
  config: Pick<ServerConfig, "siteUrl" | "chatWebhookUrl" | "webhooks">;
  db: () => Promise<Db>;
  fetch?: typeof fetch;
}) {
  // The desk's address was typed by staff: connected to only through the webhooks' address checks,
  // at each send (a name may point elsewhere since). The operator's CHAT_WEBHOOK_URL may be internal.
  const guarded = options.fetch ?? guardedFetch(options.config.webhooks.allowedOrigins);
  const plain = options.fetch ?? fetch;
  return {
    async send(lead: StoredSubmission): Promise<Delivered> {
      const db = await options.db();
      const fromDesk = await readChatWebhook(db);
      const url = fromDesk ?? options.config.chatWebhookUrl;
      if (!url) return {};
      const send = fromDesk ? guarded : plain;
      const owner = await ownerOf(db, lead.id);
      const message = announcement(lead, options.config.siteUrl, owner?.name ?? null);
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: message.chat }),
          redirect: "manual",
          signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`chat unreachable (${(error as Error).name})`, { retryable: true });
      }
      await response.body?.cancel();
      if (response.ok) return {};
      const retryable = response.status === 429 || response.status >= 500 || response.status === 408;
      throw new DeliveryError(`chat HTTP ${response.status}`, { retryable });
    },
  };
}
