"use client";

import { useActionState } from "react";
import {
  confirmEnrolmentAction,
  type EnrolmentState,
  startEnrolmentAction,
} from "../../../lib/actions/staff-second-factor.ts";
import type { PendingEnrolment } from "../../../lib/server/staff/second-factor.ts";
import { PasswordField } from "../PasswordField.tsx";
import { BackupCodes } from "./BackupCodes.tsx";
import { CodeField } from "./CodeField.tsx";
import { FocusedAlert } from "./FocusedAlert.tsx";

const INITIAL: EnrolmentState = { message: null, backupCodes: null };

/**
 * The enrolment of an authenticator app: scan (or type) the secret, give its first code, then the
 * backup codes, shown once, and on to the desk. With no secret waiting (a session older than the
 * second factor), the password first. The backup codes live only in this answer's state.
 */
export function EnrolmentSteps({
  pending,
  enrolled,
  returnTo,
  next,
}: {
  pending: PendingEnrolment | null;
  enrolled: boolean;
  returnTo: string;
  /** Where « Continuer » leads once the second factor is set. */
  next: string;
}) {
  const [confirmed, confirm, confirming] = useActionState(confirmEnrolmentAction, INITIAL);
  const [started, start, starting] = useActionState(startEnrolmentAction, INITIAL);

  if (confirmed.backupCodes || enrolled)
    return (
      <section aria-labelledby="etape-codes" className="card mt-6 max-w-2xl space-y-4">
        <h2 id="etape-codes" className="text-xl font-semibold text-ink">
          Votre application d'authentification est configurée
        </h2>
        {confirmed.backupCodes && <BackupCodes codes={confirmed.backupCodes} />}
        <p>
          <a href={next} className="btn btn-primary">
            {confirmed.backupCodes ? "J'ai noté mes codes de secours\u00a0: continuer" : "Continuer"}
          </a>
        </p>
      </section>
    );

  if (!pending)
    return (
      <form action={start} className="card mt-6 max-w-md space-y-4">
        <FocusedAlert id="activation-erreur" message={started.message} answer={started} />
        <p className="body-text">Confirmez votre mot de passe pour configurer votre application d'authentification.</p>
        <input type="hidden" name="retour" value={returnTo} />
        <PasswordField id="activation-mot-de-passe" name="password" label="Mot de passe" kind="current" />
        <button type="submit" className="btn btn-primary" disabled={starting}>
          Continuer
        </button>
      </form>
    );

  return (
    <div className="mt-6 grid max-w-3xl gap-6">
      <section aria-labelledby="etape-scan" className="card space-y-3">
        <h2 id="etape-scan" className="text-xl font-semibold text-ink">
          1. Ajoutez ce compte à votre application
        </h2>
        <p className="body-text max-w-prose">
          Dans votre application d'authentification (Google Authenticator, Microsoft Authenticator, 1Password,
          Bitwarden…), ajoutez un compte en scannant ce QR code.
        </p>
        <div
          role="img"
          aria-label="QR code du compte, à scanner avec votre application d'authentification"
          className="h-52 w-52 bg-white"
          // The SVG is drawn on the server by the qrcode library from the secret's URI: no third party.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markup made on the server from our own URI, not from input.
          dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
        />
        <p className="body-text max-w-prose">Impossible de scanner&nbsp;? Saisissez plutôt cette clé secrète&nbsp;:</p>
        <p>
          <code id="cle-secrete" className="break-all font-mono text-lg text-ink">
            {pending.secretText}
          </code>
        </p>
      </section>
      <section aria-labelledby="etape-code" className="card space-y-3">
        <h2 id="etape-code" className="text-xl font-semibold text-ink">
          2. Saisissez le code affiché
        </h2>
        <form action={confirm} className="max-w-md space-y-4">
          <FocusedAlert id="activation-code-erreur" message={confirmed.message} answer={confirmed} />
          <CodeField
            id="activation-code"
            label="Code à 6 chiffres"
            kind="app"
            describedBy={confirmed.message ? "activation-code-erreur" : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={confirming}>
            {confirming ? "Vérification…" : "Activer"}
          </button>
        </form>
      </section>
    </div>
  );
}
