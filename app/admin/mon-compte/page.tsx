import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { PasswordField } from "../../../components/admin/PasswordField.tsx";
import { BackupCodesRenewal } from "../../../components/admin/second-factor/BackupCodesRenewal.tsx";
import { PasskeyAdder } from "../../../components/admin/second-factor/PasskeyAdder.tsx";
import { changeOwnPasswordAction, endOwnSessionAction } from "../../../lib/actions/staff-own-account.ts";
import { removePasskeyAction } from "../../../lib/actions/staff-passkeys.ts";
import { OWN_ACCOUNT_PATH } from "../../../lib/config/admin.ts";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "../../../lib/config/staff-policy.ts";
import { ROLE_LABELS } from "../../../lib/config/staff-roles.ts";
import { formatCount, formatShortDateTime } from "../../../lib/format/french-format.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { listOwnSessions } from "../../../lib/server/staff/own-account.ts";
import { listOwnPasskeys } from "../../../lib/server/staff/passkeys.ts";
import { backupCodesLeft } from "../../../lib/server/staff/second-factor.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Mon compte" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const PASSWORD_FIELDS = [
  { name: "actuel", label: "Mot de passe actuel", kind: "current" },
  { name: "nouveau", label: "Nouveau mot de passe", kind: "new" },
  { name: "confirmation", label: "Nouveau mot de passe, une seconde fois", kind: "new" },
] as const;

/** /admin/mon-compte: the person's own account (every role): password, second factor, passkeys, sessions. */
export default async function OwnAccountPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(OWN_ACCOUNT_PATH, "any-member");
  const [sessions, passkeys, codesLeft] = await Promise.all([
    listOwnSessions(directory, staff.userId, staff.sessionId, Date.now()),
    listOwnPasskeys(directory, staff.userId),
    backupCodesLeft(directory, staff.userId),
  ]);
  return (
    <AdminShell
      staff={staff}
      current={OWN_ACCOUNT_PATH}
      title="Mon compte"
      message={deskMessage((await searchParams).message)}
    >
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Nom</dt>
        <dd className="text-ink">{staff.name}</dd>
        <dt className="text-muted">Adresse e-mail</dt>
        <dd className="break-all text-ink">{staff.email}</dd>
        <dt className="text-muted">Rôle</dt>
        <dd className="text-ink">{staff.role ? ROLE_LABELS[staff.role] : "Aucun"}</dd>
      </dl>

      <section aria-labelledby="mot-de-passe" className="mt-8">
        <h2 id="mot-de-passe" className="text-2xl font-semibold text-ink">
          Changer mon mot de passe
        </h2>
        <p className="body-text mt-2 max-w-prose">
          De {STAFF_PASSWORD_MIN_LENGTH} à {STAFF_PASSWORD_MAX_LENGTH} caractères. Une fois le mot de passe changé, vos
          autres sessions sont fermées&nbsp;; celle-ci reste ouverte.
        </p>
        <form action={changeOwnPasswordAction} className="card mt-4 max-w-md space-y-4">
          {PASSWORD_FIELDS.map((field) => (
            <PasswordField key={field.name} id={`mon-compte-${field.name}`} {...field} />
          ))}
          <button type="submit" className="btn btn-primary">
            Changer mon mot de passe
          </button>
        </form>
      </section>

      <section aria-labelledby="codes-secours" className="mt-8">
        <h2 id="codes-secours" className="text-2xl font-semibold text-ink">
          Codes de secours
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Sans votre téléphone, un code de secours remplace une fois le code de l'application. Il vous en reste{" "}
          <strong>{formatCount(codesLeft, "code", "codes")}</strong>. En générer de nouveaux rend les anciens
          inutilisables.
        </p>
        <BackupCodesRenewal />
      </section>

      <section aria-labelledby="cles-acces" className="mt-8">
        <h2 id="cles-acces" className="text-2xl font-semibold text-ink">
          Mes clés d'accès
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Une clé d'accès (votre téléphone, Windows Hello, Touch ID, une clé de sécurité) vous connecte sans mot de
          passe ni code&nbsp;: elle vérifie votre identité par votre code de déverrouillage, votre empreinte ou votre
          visage.
        </p>
        {passkeys.length === 0 ? (
          <p className="body-text mt-4">Aucune clé d'accès enregistrée.</p>
        ) : (
          <ul className="mt-4 grid gap-3" aria-label="Clés d'accès">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="card flex flex-wrap items-center justify-between gap-3">
                <p className="text-ink">
                  <strong>{passkey.name}</strong>
                  {passkey.createdAt && (
                    <>
                      , ajoutée le{" "}
                      <time dateTime={passkey.createdAt.toISOString()}>{formatShortDateTime(passkey.createdAt)}</time>
                    </>
                  )}
                </p>
                <form action={removePasskeyAction}>
                  <input type="hidden" name="cle" value={passkey.id} />
                  <button type="submit" className="btn btn-secondary">
                    Supprimer<span className="sr-only"> la clé d'accès {passkey.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyAdder />
      </section>

      <section aria-labelledby="sessions" className="mt-8">
        <h2 id="sessions" className="text-2xl font-semibold text-ink">
          Mes sessions
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Chaque connexion ouvre une session de 8 heures. Fermez celles que vous ne reconnaissez pas, ou celles d'un
          ordinateur partagé.
        </p>
        <ul className="mt-4 grid gap-3">
          {sessions.map((session) => (
            <li key={session.id} className="card flex flex-wrap items-center justify-between gap-3">
              <p className="text-ink">
                Ouverte le{" "}
                <time dateTime={session.createdAt.toISOString()}>{formatShortDateTime(session.createdAt)}</time>,
                jusqu'au{" "}
                <time dateTime={session.expiresAt.toISOString()}>{formatShortDateTime(session.expiresAt)}</time>
                {session.current && <strong> (cette session)</strong>}
              </p>
              <form action={endOwnSessionAction}>
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" className="btn btn-secondary">
                  Fermer cette session
                  <span className="sr-only">
                    {" "}
                    ouverte le {formatShortDateTime(session.createdAt)}
                    {session.current ? " (la vôtre, en cours)" : ""}
                  </span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  );
}
