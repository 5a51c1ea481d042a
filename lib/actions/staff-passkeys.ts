"use server";

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ADMIN_PATH, homeFor, OWN_ACCOUNT_PATH, safeReturnPath } from "../config/admin.ts";
import { SECOND_FACTOR_MESSAGES } from "../config/staff-policy.ts";
import { applyAuthCookies } from "../server/staff/next-cookies.ts";
import {
  type Ceremony,
  registerPasskey,
  registrationOptions,
  removeOwnPasskey,
  signInOptions,
  signInWithPasskey,
} from "../server/staff/passkeys.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { requireStaff } from "../server/staff-guard.ts";

/** What a passkey action answers the page's script: the ceremony's options, or a French refusal. */
export type PasskeyAnswer = { ok: true; options: Record<string, unknown> } | { ok: false; message: string };

/** A ceremony's options for the browser, with the cookie naming its challenge set on this answer. */
async function offered(ceremony: Ceremony<Record<string, unknown>> | null): Promise<PasskeyAnswer> {
  if (!ceremony) return { ok: false, message: SECOND_FACTOR_MESSAGES.passkeyFailed };
  await applyAuthCookies(ceremony.headers);
  return { ok: true, options: ceremony.options };
}

/** « Ajouter une clé d'accès », first half: the options for the browser (and the challenge's cookie). */
export async function passkeyRegistrationOptionsAction(): Promise<PasskeyAnswer> {
  const { directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  return offered(await registrationOptions(directory, await headers()));
}

/** « Ajouter une clé d'accès », second half: the authenticator's answer, stored under the name typed. */
export async function registerPasskeyAction(
  response: RegistrationResponseJSON,
  name: string,
): Promise<{ ok: boolean; message: string }> {
  const { staff, directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  const label = name.trim().slice(0, 60) || "Clé d'accès";
  const outcome = await registerPasskey(directory, await headers(), staff, response, label);
  return outcome.ok ? { ok: true, message: `Clé d'accès «\u00a0${label}\u00a0» ajoutée.` } : outcome;
}

/** « Supprimer » one of the person's passkeys. */
export async function removePasskeyAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  const removed = await removeOwnPasskey(directory, staff.userId, String(form.get("cle") ?? ""));
  redirect(`${OWN_ACCOUNT_PATH}?message=${removed ? "cle-acces-supprimee" : "cle-acces-inconnue"}`);
}

/** « Se connecter avec une clé d'accès », first half (no session: open to anyone, like the sign-in page). */
export async function passkeySignInOptionsAction(): Promise<PasskeyAnswer> {
  return offered(await signInOptions(await staffDirectory(), await headers()));
}

/** Second half: the assertion checked, the session opened, and on to where the member was going. */
export async function passkeySignInAction(
  response: AuthenticationResponseJSON,
  returnTo: string,
): Promise<{ ok: false; message: string }> {
  const outcome = await signInWithPasskey(await staffDirectory(), await headers(), response);
  if (!outcome.ok) return outcome;
  await applyAuthCookies(outcome.headers);
  const back = safeReturnPath(returnTo);
  redirect(back === ADMIN_PATH ? homeFor(outcome.role) : back);
}
