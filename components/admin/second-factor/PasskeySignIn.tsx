"use client";

import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { useEffect, useState, useTransition } from "react";
import { passkeySignInAction, passkeySignInOptionsAction } from "../../../lib/actions/staff-passkeys.ts";
import { SECOND_FACTOR_MESSAGES } from "../../../lib/config/staff-policy.ts";
import { FocusedAlert } from "./FocusedAlert.tsx";
import { passkeyErrorMessage } from "./passkey-errors.ts";

/**
 * « Se connecter avec une clé d'accès »: the passkey alone signs in (it proves both the device and
 * its user). Needs JavaScript (WebAuthn is a browser API): the button is disabled until the page is.
 */
export function PasskeySignIn({ returnTo }: { returnTo: string }) {
  const [answer, setAnswer] = useState<{ message: string | null }>({ message: null });
  const [pending, startTransition] = useTransition();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const signIn = () =>
    startTransition(async () => {
      if (!browserSupportsWebAuthn()) return setAnswer({ message: SECOND_FACTOR_MESSAGES.passkeyUnsupported });
      const options = await passkeySignInOptionsAction();
      if (!options.ok) return setAnswer({ message: options.message });
      try {
        const response = await startAuthentication({ optionsJSON: options.options as never });
        const refused = await passkeySignInAction(response, returnTo);
        setAnswer({ message: refused.message });
      } catch (error) {
        setAnswer({ message: passkeyErrorMessage(error) });
      }
    });
  return (
    <div className="mt-6 max-w-md space-y-3">
      <FocusedAlert id="cle-acces-erreur" message={answer.message} answer={answer} />
      <button type="button" className="btn btn-secondary w-full" onClick={signIn} disabled={!hydrated || pending}>
        {pending ? "Clé d'accès en cours…" : "Se connecter avec une clé d'accès"}
      </button>
    </div>
  );
}
