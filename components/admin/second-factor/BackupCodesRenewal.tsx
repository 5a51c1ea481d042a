"use client";

import { useActionState } from "react";
import { type EnrolmentState, renewBackupCodesAction } from "../../../lib/actions/staff-second-factor.ts";
import { PasswordField } from "../PasswordField.tsx";
import { BackupCodes } from "./BackupCodes.tsx";
import { FocusedAlert } from "./FocusedAlert.tsx";

const INITIAL: EnrolmentState = { message: null, backupCodes: null };

/** « Générer de nouveaux codes de secours »: the password again; the new codes shown once, the old ones void. */
export function BackupCodesRenewal() {
  const [state, action, pending] = useActionState(renewBackupCodesAction, INITIAL);
  if (state.backupCodes)
    return (
      <div role="status" className="card mt-4 max-w-2xl">
        <BackupCodes codes={state.backupCodes} />
      </div>
    );
  return (
    <form action={action} className="card mt-4 max-w-md space-y-4">
      <FocusedAlert id="codes-secours-erreur" message={state.message} answer={state} />
      <PasswordField id="codes-secours-mot-de-passe" name="password" label="Mot de passe" kind="current" />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Générer de nouveaux codes de secours
      </button>
    </form>
  );
}
