"use server";

import { redirect } from "next/navigation";
import { ACCOUNTS_ADMIN_PATH, homeFor } from "../config/admin.ts";
import { roleFromInput } from "../config/staff-roles.ts";
import {
  endStaffSessions,
  removeStaff,
  StaffError,
  type StaffRefusal,
  setStaffDisabled,
  setStaffRole,
} from "../server/staff/accounts.ts";
import type { DeskMessage } from "../server/staff/desk-labels.ts";
import { resetSecondFactor } from "../server/staff/second-factor.ts";
import { requireStaff } from "../server/staff-guard.ts";

const back = (message: DeskMessage): never => redirect(`${ACCOUNTS_ADMIN_PATH}?message=${message}`);

/**
 * Runs a change of the accounts desk, then back to the list with its answer (or `then`, when the
 * list no longer opens for the one who made it); a refusal changes nothing.
 */
async function change(done: DeskMessage, run: () => Promise<unknown>, then?: () => never): Promise<never> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    return back(REFUSALS[error.reason]);
  }
  return then ? then() : back(done);
}

const REFUSALS: Record<StaffRefusal, DeskMessage> = {
  "last-administrator": "dernier-administrateur",
  "self-disable": "desactivation-soi-meme",
  "self-reset": "reinitialisation-soi-meme",
  "unknown-account": "compte-inconnu",
  invalid: "compte-inconnu",
};

const account = (form: FormData) => ({ id: String(form.get("compte") ?? "") });

/** « Changer le rôle »: effective at the member's next request. */
export async function changeRoleAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  const role = roleFromInput(String(form.get("role") ?? ""));
  if (!role) back("role-inconnu");
  else {
    const self = account(form).id === staff.userId;
    // Given up one's own administrator role, the accounts desk no longer opens: on to the new role's first screen.
    const done = (): never => redirect(`${homeFor(role)}?message=role-modifie`);
    await change(
      "role-modifie",
      () => setStaffRole(directory, account(form), role, staff.userId),
      self && role !== "administrateur" ? done : undefined,
    );
  }
}

/** « Fermer ses sessions »: every session of the member ended at once. */
export async function endSessionsAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  await change("sessions-fermees", () => endStaffSessions(directory, account(form), staff.userId));
}

/** « Désactiver » / « Réactiver » (`etat=desactive|actif`). */
export async function setDisabledAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  const disabled = form.get("etat") === "desactive";
  await change(disabled ? "compte-desactive" : "compte-reactive", () =>
    setStaffDisabled(directory, account(form), disabled, staff.userId),
  );
}

/** « Supprimer le compte », once confirmed. */
export async function removeAccountAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  if (form.get("confirmation") !== "oui") back("confirmation-manquante");
  else await change("compte-supprime", () => removeStaff(directory, account(form), staff.userId));
}

/** « Réinitialiser le second facteur » (a lost phone), once confirmed: enrolment again at the next sign-in. */
export async function resetSecondFactorAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  if (form.get("confirmation") !== "oui") back("confirmation-manquante");
  else await change("second-facteur-reinitialise", () => resetSecondFactor(directory, account(form), staff.userId));
}
