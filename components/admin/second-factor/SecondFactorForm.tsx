"use client";

import { useActionState } from "react";
import { type CodeState, verifyCodeAction } from "../../../lib/actions/staff-second-factor.ts";
import { SIGN_IN_PATH } from "../../../lib/config/admin.ts";
import { CodeField } from "./CodeField.tsx";
import { FocusedAlert } from "./FocusedAlert.tsx";

const INITIAL: CodeState = { message: null, restart: false };

/**
 * The sign-in's second step: the authenticator app's code, or (folded away) a backup code. Works
 * without JavaScript (server actions); with it, keeps the page and focuses the refusal.
 */
export function SecondFactorForm({ returnTo }: { returnTo: string }) {
  const [state, action, pending] = useActionState(verifyCodeAction, INITIAL);
  const describedBy = state.message ? "code-error" : undefined;
  return (
    <div className="card mt-6 max-w-md space-y-5">
      <FocusedAlert id="code-error" message={state.message} answer={state} />
      {state.restart ? (
        <p>
          <a href={SIGN_IN_PATH} className="btn btn-primary">
            Revenir à la connexion
          </a>
        </p>
      ) : (
        <>
          <CodeForm
            action={action}
            returnTo={returnTo}
            method="application"
            pending={pending}
            describedBy={describedBy}
          />
          <details>
            <summary className="cursor-pointer font-medium text-ink">
              Vous n'avez pas votre téléphone&nbsp;? Utiliser un code de secours
            </summary>
            <CodeForm
              action={action}
              returnTo={returnTo}
              method="secours"
              pending={pending}
              describedBy={describedBy}
            />
          </details>
        </>
      )}
    </div>
  );
}

const METHODS = {
  application: { label: "Code à 6 chiffres", kind: "app", button: "Vérifier le code", look: "btn-primary" },
  secours: { label: "Code de secours", kind: "backup", button: "Utiliser ce code de secours", look: "btn-secondary" },
} as const;

/** One way of giving the second factor: the app's code, or a backup code. */
function CodeForm({
  action,
  returnTo,
  method,
  pending,
  describedBy,
}: {
  action: (form: FormData) => void;
  returnTo: string;
  method: keyof typeof METHODS;
  pending: boolean;
  describedBy: string | undefined;
}) {
  const { label, kind, button, look } = METHODS[method];
  return (
    <form action={action} className={method === "secours" ? "mt-4 space-y-4" : "space-y-4"}>
      <input type="hidden" name="retour" value={returnTo} />
      <input type="hidden" name="methode" value={method} />
      <CodeField id={`code-${method}`} label={label} kind={kind} describedBy={describedBy} />
      <button type="submit" className={`btn ${look} w-full`} disabled={pending}>
        {pending && method === "application" ? "Vérification…" : button}
      </button>
    </form>
  );
}
