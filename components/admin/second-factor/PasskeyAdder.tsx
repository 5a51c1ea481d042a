"use client";

import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useState, useTransition } from "react";
import { passkeyRegistrationOptionsAction, registerPasskeyAction } from "../../../lib/actions/staff-passkeys.ts";
import { SECOND_FACTOR_MESSAGES } from "../../../lib/config/staff-policy.ts";
import { FocusedAlert } from "./FocusedAlert.tsx";
import { passkeyErrorMessage } from "./passkey-errors.ts";

/**
 * « Ajouter une clé d'accès » (« Mon compte »): a name, then the browser's own dialog (the phone,
 * Windows Hello, a security key…), which must verify the person. Needs JavaScript (WebAuthn).
 */
export function PasskeyAdder() {
  const router = useRouter();
  const [answer, setAnswer] = useState<{ message: string | null; ok: boolean }>({ message: null, ok: false });
  const [pending, startTransition] = useTransition();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("nom") ?? "");
    startTransition(async () => {
      if (!browserSupportsWebAuthn())
        return setAnswer({ message: SECOND_FACTOR_MESSAGES.passkeyUnsupported, ok: false });
      const options = await passkeyRegistrationOptionsAction();
      if (!options.ok) return setAnswer({ message: options.message, ok: false });
      try {
        const response = await startRegistration({ optionsJSON: options.options as never });
        const outcome = await registerPasskeyAction(response, name);
        setAnswer(outcome);
        if (outcome.ok) router.refresh();
      } catch (error) {
        setAnswer({ message: passkeyErrorMessage(error), ok: false });
      }
    });
  };
  return (
    <form onSubmit={add} className="card mt-4 max-w-md space-y-4">
      {answer.ok ? (
        <p role="status" className="rounded-lg border border-brand-600 bg-brand-50 p-3 text-ink">
          {answer.message}
        </p>
      ) : (
        <FocusedAlert id="cle-acces-ajout-erreur" message={answer.message} answer={answer} />
      )}
      <p>
        <label htmlFor="cle-acces-nom" className="block font-medium text-ink">
          Nom de la clé (pour la reconnaître)
        </label>
        <input
          id="cle-acces-nom"
          name="nom"
          type="text"
          maxLength={60}
          placeholder="Téléphone professionnel"
          className="field-control mt-1 w-full"
        />
      </p>
      <button type="submit" className="btn btn-primary" disabled={!hydrated || pending}>
        {pending ? "Clé d'accès en cours…" : "Ajouter une clé d'accès"}
      </button>
    </form>
  );
}
