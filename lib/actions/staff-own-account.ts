"use server";

import { redirect } from "next/navigation";
import { OWN_ACCOUNT_PATH } from "../config/admin.ts";
import { TYPED_PASSWORD_MAX_CHARS } from "../config/staff-policy.ts";
import type { DeskMessage } from "../server/staff/desk-labels.ts";
import { changeOwnPassword, endOwnSession } from "../server/staff/own-account.ts";
import { requireStaff } from "../server/staff-guard.ts";

const back = (message: DeskMessage): never => redirect(`${OWN_ACCOUNT_PATH}?message=${message}`);

const ANSWERS = {
  changed: "mot-de-passe-change",
  "wrong-current": "mot-de-passe-actuel-faux",
  refused: "mot-de-passe-refuse",
  mismatch: "mots-de-passe-differents",
} as const satisfies Record<string, DeskMessage>;

/** « Changer mon mot de passe »: the current one required; every other session of the person then ends. */
export async function changeOwnPasswordAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  const text = (name: string) => String(form.get(name) ?? "").slice(0, TYPED_PASSWORD_MAX_CHARS);
  const outcome = await changeOwnPassword(directory, {
    userId: staff.userId,
    sessionId: staff.sessionId,
    current: text("actuel"),
    next: text("nouveau"),
    confirmation: text("confirmation"),
  });
  back(ANSWERS[outcome]);
}

/** « Fermer cette session »: one of the person's own sessions (another device's, or this one). */
export async function endOwnSessionAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  const ended = await endOwnSession(directory, staff.userId, String(form.get("session") ?? ""));
  back(ended ? "session-fermee" : "session-inconnue");
}
