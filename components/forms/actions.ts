"use server";

import { headers } from "next/headers";
import type { FormCheck } from "../../lib/forms/form-checks.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { LEAD_ORIGIN_KEYS } from "../../lib/forms/lead-origin.ts";
import type { FormKind } from "./definitions.ts";
import { FORM_ACTIONS } from "./form-actions.ts";
import {
  honeypotFromFormData,
  type NewsletterState,
  newsletterStateOf,
  type PageFormState,
  pageStateOf,
  stampFromFormData,
  valuesFromFormData,
} from "./form-state.ts";

/*
 * The forms posted as plain HTML (before the JavaScript has run, or without it) reach the server
 * actions of lib/actions through these adapters: `useActionState`'s (state, FormData) in, the
 * state the server-rendered form shows out. The actions themselves validate, clean and call the
 * functions; nothing is checked less here than with JavaScript. The page a form was sent from goes
 * to the action as with JavaScript, checked there.
 */

/**
 * The page the plain form was posted from: a page form's hidden field (PagePathField), else the path
 * of the post's Referer (the footer's newsletter, on every page: a field of its own would differ
 * between the not-found page as built and as hydrated). Next has already refused a post from another
 * origin; whatever the path says, the action keeps it only if it is of the site's form.
 */
async function originOf(data: FormData): Promise<{ pagePath?: string }> {
  const field = data.get(LEAD_ORIGIN_KEYS.pagePath);
  if (typeof field === "string") return { pagePath: field };
  const referer = (await headers()).get("referer");
  if (!referer) return {};
  try {
    return { pagePath: new URL(referer).pathname };
  } catch {
    return {};
  }
}

/** A plain post proves nothing by work: the function checks its signed time instead (lib/forms/form-checks.ts). */
function plainCheckOf(data: FormData): FormCheck {
  const stamp = stampFromFormData(data);
  return stamp ? { plain: true, stamp } : { plain: true };
}

async function submitPage(kind: FormKind, data: FormData): Promise<PageFormState> {
  const values = valuesFromFormData(kind, data);
  const outcome = await FORM_ACTIONS[kind](
    { ...values, [HONEYPOT_FIELD]: honeypotFromFormData(data) },
    { ...(await originOf(data)), ...plainCheckOf(data) },
  );
  return pageStateOf(kind, outcome, values);
}

export async function submitContactPage(_state: PageFormState, data: FormData): Promise<PageFormState> {
  return submitPage("contact", data);
}

export async function submitDemoPage(_state: PageFormState, data: FormData): Promise<PageFormState> {
  return submitPage("demo", data);
}

export async function submitAutomationPage(_state: PageFormState, data: FormData): Promise<PageFormState> {
  return submitPage("automation", data);
}

/** The footer newsletter posted as plain HTML: the French message shown under the field. */
export async function submitNewsletterBox(_state: NewsletterState, data: FormData): Promise<NewsletterState> {
  const raw = data.get("email");
  const email = typeof raw === "string" ? raw : "";
  const outcome = await FORM_ACTIONS.newsletter(
    { email, [HONEYPOT_FIELD]: honeypotFromFormData(data) },
    { ...(await originOf(data)), ...plainCheckOf(data) },
  );
  return newsletterStateOf(outcome, email);
}
