"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  ADMIN_PATH,
  ENROLMENT_PATH,
  homeFor,
  OWN_ACCOUNT_PATH,
  safeReturnPath,
  signInStepLocation,
} from "../config/admin.ts";
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES, TYPED_PASSWORD_MAX_CHARS } from "../config/staff-policy.ts";
import { applyAuthCookies } from "../server/staff/next-cookies.ts";
import {
  confirmEnrolment,
  prepareEnrolment,
  renewBackupCodes,
  verifySignInCode,
} from "../server/staff/second-factor.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { requireStaff } from "../server/staff-guard.ts";

export interface CodeState {
  /** The French message of a refused code; `restart` when only the password again can go on. */
  message: string | null;
  restart: boolean;
}

export interface EnrolmentState {
  message: string | null;
  /** The 10 backup codes, once the first code is accepted: shown this once. */
  backupCodes: string[] | null;
}

const typedPassword = (form: FormData): string => String(form.get("password") ?? "").slice(0, TYPED_PASSWORD_MAX_CHARS);

/** A code as typed: spaces and dashes a person may add are not part of it (backup codes keep their dash). */
const typedCode = (form: FormData, backup: boolean): string => {
  const raw = String(form.get("code") ?? "")
    .slice(0, 64)
    .trim();
  return backup ? raw.replace(/\s+/g, "") : raw.replace(/[\s-]+/g, "");
};

/**
 * The sign-in's second step (/admin/connexion/code): the authenticator's code or a backup code
 * (`methode=secours`); accepted, the session's cookie, then where the member was going.
 */
export async function verifyCodeAction(_previous: CodeState, form: FormData): Promise<CodeState> {
  const backup = form.get("methode") === "secours";
  const code = typedCode(form, backup);
  if (!code)
    return { message: backup ? SECOND_FACTOR_MESSAGES.missingBackup : SECOND_FACTOR_MESSAGES.missing, restart: false };
  const outcome = await verifySignInCode(await staffDirectory(), await headers(), { code, backup });
  if (!outcome.ok) return { message: outcome.message, restart: !!outcome.restart };
  await applyAuthCookies(outcome.headers);
  const back = safeReturnPath(String(form.get("retour") ?? ""));
  redirect(back === ADMIN_PATH ? homeFor(outcome.role) : back);
}

/** The enrolment's first step when no secret waits (a session older than the second factor): the password again. */
export async function startEnrolmentAction(_previous: EnrolmentState, form: FormData): Promise<EnrolmentState> {
  const { directory } = await requireStaff(ENROLMENT_PATH, "session");
  const password = typedPassword(form);
  if (!password) return { message: SECOND_FACTOR_MESSAGES.missingPassword, backupCodes: null };
  const prepared = await prepareEnrolment(directory, await headers(), password);
  if (!prepared.ok) return { message: prepared.message, backupCodes: null };
  redirect(signInStepLocation(ENROLMENT_PATH, String(form.get("retour") ?? "")));
}

/** The enrolment's first code: the second factor set, this session renewed, the backup codes shown once. */
export async function confirmEnrolmentAction(_previous: EnrolmentState, form: FormData): Promise<EnrolmentState> {
  const { staff, directory } = await requireStaff(ENROLMENT_PATH, "session");
  const code = typedCode(form, false);
  if (!code) return { message: SECOND_FACTOR_MESSAGES.missing, backupCodes: null };
  if (code.length !== SECOND_FACTOR.digits || !/^\d+$/.test(code))
    return { message: SECOND_FACTOR_MESSAGES.invalid, backupCodes: null };
  const outcome = await confirmEnrolment(directory, await headers(), staff, code);
  if (!outcome.ok) return { message: outcome.message, backupCodes: null };
  await applyAuthCookies(outcome.headers);
  return { message: null, backupCodes: outcome.backupCodes };
}

/** « Mon compte »'s « Générer de nouveaux codes de secours »: the password asked again, the new codes shown once. */
export async function renewBackupCodesAction(_previous: EnrolmentState, form: FormData): Promise<EnrolmentState> {
  const { staff, directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  const password = typedPassword(form);
  if (!password) return { message: SECOND_FACTOR_MESSAGES.missingPassword, backupCodes: null };
  const outcome = await renewBackupCodes(directory, await headers(), staff, password);
  return outcome.ok
    ? { message: null, backupCodes: outcome.backupCodes }
    : { message: outcome.message, backupCodes: null };
}
