"use client";

import { useActionState, useEffect, useRef } from "react";
import { type SignInState, signIn } from "../../lib/actions/staff-sign-in.ts";

const INITIAL: SignInState = { message: null, email: "" };

/**
 * The staff sign-in form: works without JavaScript (a server action), and with it keeps the page,
 * gives the address back and moves the focus to the refusal so that it is read out.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const [state, action, pending] = useActionState(signIn, INITIAL);
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.message) alert.current?.focus();
  }, [state]);
  return (
    <form action={action} className="card mt-6 max-w-md space-y-5">
      {state.message && (
        <p
          ref={alert}
          id="sign-in-error"
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-danger bg-white p-3 font-medium text-danger"
        >
          {state.message}
        </p>
      )}
      <input type="hidden" name="retour" value={returnTo} />
      <div>
        <label htmlFor="staff-email" className="font-semibold text-ink">
          Adresse e-mail
        </label>
        <input
          id="staff-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          aria-describedby={state.message ? "sign-in-error" : undefined}
          className="field-control"
        />
      </div>
      <div>
        <label htmlFor="staff-password" className="font-semibold text-ink">
          Mot de passe
        </label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="field-control"
        />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={pending}>
        {pending ? "Connexion en cours…" : "Se connecter"}
      </button>
    </form>
  );
}
