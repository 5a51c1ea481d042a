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
          <form action={action} className="space-y-4">
            <input type="hidden" name="retour" value={returnTo} />
            <input type="hidden" name="methode" value="application" />
            <CodeField id="code-application" label="Code à 6 chiffres" kind="app" describedBy={describedBy} />
            <button type="submit" className="btn btn-primary w-full" disabled={pending}>
              {pending ? "Vérification…" : "Vérifier le code"}
            </button>
          </form>
          <details>
            <summary className="cursor-pointer font-medium text-ink">
              Vous n'avez pas votre téléphone&nbsp;? Utiliser un code de secours
            </summary>
            <form action={action} className="mt-4 space-y-4">
              <input type="hidden" name="retour" value={returnTo} />
              <input type="hidden" name="methode" value="secours" />
              <CodeField id="code-secours" label="Code de secours" kind="backup" describedBy={describedBy} />
              <button type="submit" className="btn btn-secondary w-full" disabled={pending}>
                Utiliser ce code de secours
              </button>
            </form>
          </details>
        </>
      )}
    </div>
  );
}
