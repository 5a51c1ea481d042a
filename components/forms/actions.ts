"use server";

import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import type { FormKind } from "./definitions.ts";
import { FORM_ACTIONS } from "./form-actions.ts";
import {
  honeypotFromFormData,
  type NewsletterState,
  newsletterStateOf,
  type PageFormState,
  pageStateOf,
  valuesFromFormData,
} from "./form-state.ts";

/*
 * The forms posted as plain HTML (before the JavaScript has run, or without it) reach the server
 * actions of lib/actions through these adapters: `useActionState`'s (state, FormData) in, the
 * state the server-rendered form shows out. The actions themselves validate, clean and call the
 * functions; nothing is checked less here than with JavaScript.
 */

async function submitPage(kind: FormKind, data: FormData): Promise<PageFormState> {
  const values = valuesFromFormData(kind, data);
  const outcome = await FORM_ACTIONS[kind]({ ...values, [HONEYPOT_FIELD]: honeypotFromFormData(data) });
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
  const outcome = await FORM_ACTIONS.newsletter({ email, [HONEYPOT_FIELD]: honeypotFromFormData(data) });
  return newsletterStateOf(outcome, email);
}
