import { SECOND_FACTOR } from "../../../lib/config/staff-policy.ts";

/** The backup codes, shown once: each opens one sign-in without the phone. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3">
      <p className="body-text max-w-prose">
        Voici vos {SECOND_FACTOR.backupCodes} codes de secours. Chacun permet une seule connexion sans votre téléphone.
        Notez-les ou enregistrez-les dans votre gestionnaire de mots de passe maintenant&nbsp;: ils ne seront plus
        jamais affichés.
      </p>
      <ol aria-label="Codes de secours" className="grid max-w-md grid-cols-2 gap-2 font-mono text-lg text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded border border-line bg-white px-3 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
    </div>
  );
}
