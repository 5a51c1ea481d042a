"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  ENROLMENT_PATH,
  SECOND_FACTOR_PATH,
  SIGN_IN_PATH,
  safeReturnPath,
  signInStepLocation,
} from "../config/admin.ts";
import { SIGN_IN_MESSAGES, STAFF_SIGN_IN_LIMIT, TYPED_PASSWORD_MAX_CHARS } from "../config/staff-policy.ts";
import { serverConfig } from "../server/runtime.ts";
import { applyAuthCookies, withAnswerCookies } from "../server/staff/next-cookies.ts";
import { prepareEnrolment } from "../server/staff/second-factor.ts";
import { signOutStaff } from "../server/staff/session.ts";
import { signInStaff } from "../server/staff/sign-in.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { requireStaff } from "../server/staff-guard.ts";
import { visitorAddress } from "./visitor.ts";

export interface SignInState {
  /** The French message of a refused sign-in; the address typed is given back, never the password. */
  message: string | null;
  email: string;
}

/**
 * The sign-in form of /admin/connexion: the address limit, the account lockout and the password
 * (signInStaff); then the second factor: its code (Better Auth's challenge cookie on this answer),
 * or, for an account without one yet, its enrolment (a session that opens nothing else, and the
 * secret prepared with the password just typed). Either step then sends the member where they were going.
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "").slice(0, 320);
  const password = String(form.get("password") ?? "");
  if (!email.trim() || !password) return { message: SIGN_IN_MESSAGES.missing, email };
  const directory = await staffDirectory();
  const outcome = await signInStaff(
    directory,
    { email, password: password.slice(0, TYPED_PASSWORD_MAX_CHARS), clientAddress: await visitorAddress() },
    Date.now(),
    { max: serverConfig().staffSignInMax, windowMs: STAFF_SIGN_IN_LIMIT.windowMs },
  );
  if (!outcome.ok) return { message: outcome.message, email };
  await applyAuthCookies(outcome.headers);
  const back = safeReturnPath(String(form.get("retour") ?? ""));
  if (outcome.next === "code") redirect(signInStepLocation(SECOND_FACTOR_PATH, back));
  await prepareEnrolment(
    directory,
    withAnswerCookies(await headers(), outcome.headers),
    password.slice(0, TYPED_PASSWORD_MAX_CHARS),
  );
  redirect(signInStepLocation(ENROLMENT_PATH, back));
}

/** « Se déconnecter »: the session row is deleted (signOutStaff audits it) and the cookie cleared. */
export async function signOut(): Promise<void> {
  const { directory } = await requireStaff(SIGN_IN_PATH, "session");
  const answer = await signOutStaff(directory, await headers());
  if (answer) await applyAuthCookies(answer);
  redirect(`${SIGN_IN_PATH}?message=deconnecte`);
}
