"use server";

import { createHash } from "node:crypto";
import { visitorAddress } from "../../lib/actions/visitor.ts";
import { NEWSLETTER_TOKEN_PARAM, NEWSLETTER_UNSUBSCRIBE_LIMIT } from "../../lib/config/newsletter.ts";
import { checkFormInput } from "../../lib/forms/check-input.ts";
import { FIELD_MESSAGES } from "../../lib/forms/messages.ts";
import { newsletterSchema } from "../../lib/forms/schemas.ts";
import { notifyDelivery, serverRuntime } from "../../lib/server/runtime.ts";
import type { ConfirmState, UnsubscribeState } from "./state.ts";

/** Longer than any token the site issues: anything beyond is not one of its links. */
const MAX_TOKEN_LENGTH = 200;

function tokenOf(data: FormData): string {
  const raw = data.get(NEWSLETTER_TOKEN_PARAM);
  return typeof raw === "string" ? raw.trim().slice(0, MAX_TOKEN_LENGTH) : "";
}

/**
 * « Confirmer mon inscription », posted from the confirmation page (with or without JavaScript):
 * the store confirms a valid link once and queues the contact for Brevo in the same transaction.
 */
export async function confirmNewsletterAction(_state: ConfirmState, data: FormData): Promise<ConfirmState> {
  const { store } = await serverRuntime();
  const outcome = await store.confirmNewsletter(tokenOf(data), Date.now());
  if (outcome === "confirmed") notifyDelivery();
  return { status: "done", outcome };
}

/**
 * « Me désinscrire »: from the e-mail's link (its token), or the address typed in the page's form,
 * which gets the same answer whatever the address (bounded per visitor: the answer tells nothing,
 * but each removal reaches Brevo).
 */
export async function unsubscribeNewsletterAction(_state: UnsubscribeState, data: FormData): Promise<UnsubscribeState> {
  const { store } = await serverRuntime();
  const token = tokenOf(data);
  const now = Date.now();
  if (token) {
    const outcome = await store.withdrawNewsletter({ token, now });
    if (outcome === "withdrawn") notifyDelivery();
    return { status: "done", outcome: outcome === "withdrawn" ? "withdrawn" : "invalid" };
  }
  const raw = data.get("email");
  const email = typeof raw === "string" ? raw : "";
  const checked = checkFormInput<{ email: string }>(newsletterSchema, { email });
  if (!checked.ok) {
    const message =
      checked.reason === "unsafe-email"
        ? FIELD_MESSAGES.newsletterInvalid
        : (checked.fields.email ?? FIELD_MESSAGES.newsletterInvalid);
    return { status: "invalid", email: email.slice(0, 320), message };
  }
  // A hash of the visitor's address, never the address itself (as lib/server/http/limits.ts).
  const visitor = createHash("sha256")
    .update(await visitorAddress())
    .digest("hex")
    .slice(0, 32);
  const outcome = await store.withdrawNewsletter({
    email: checked.data.email,
    limits: [{ key: `newsletter-unsubscribe:${visitor}`, ...NEWSLETTER_UNSUBSCRIBE_LIMIT }],
    now,
  });
  if (outcome === "requested") notifyDelivery();
  return { status: "done", outcome: outcome === "limited" ? "throttled" : "requested" };
}
