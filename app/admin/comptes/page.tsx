import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { ConfirmedForm } from "../../../components/admin/ConfirmedForm.tsx";
import { InviteForm } from "../../../components/admin/InviteForm.tsx";
import {
  changeRoleAction,
  endSessionsAction,
  removeAccountAction,
  resetSecondFactorAction,
  setDisabledAction,
} from "../../../lib/actions/staff-accounts.ts";
import { saveContentReviewAction } from "../../../lib/actions/staff-content.ts";
import { revokeInvitationAction } from "../../../lib/actions/staff-invitations.ts";
import { ACCOUNTS_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { ROLE_LABELS, STAFF_ROLES } from "../../../lib/config/staff-roles.ts";
import { formatCount, formatShortDateTime } from "../../../lib/format/french-format.ts";
import { readContentReview } from "../../../lib/server/settings/content-review-setting.ts";
import { type AccountRow, listAccounts } from "../../../lib/server/staff/accounts-desk.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { pendingInvitations } from "../../../lib/server/staff/invitations.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Comptes de l'équipe" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** One account: what it is, and what an administrator may change. Plain forms: no script. */
function AccountCard({ account, self }: { account: AccountRow; self: boolean }) {
  const key = `compte-${account.id}`;
  return (
    <li className="card">
      <h2 id={`${key}-nom`} className="text-xl font-semibold text-ink">
        {account.name}
        {self && <span className="font-normal text-muted"> (vous)</span>}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Adresse e-mail</dt>
        <dd className="break-all text-ink">{account.email}</dd>
        <dt className="text-muted">Rôle</dt>
        <dd className="text-ink">{account.role ? ROLE_LABELS[account.role] : "Aucun (n'ouvre aucun écran)"}</dd>
        <dt className="text-muted">État</dt>
        <dd className="text-ink">{account.disabled ? "Désactivé" : "Actif"}</dd>
        <dt className="text-muted">Second facteur</dt>
        <dd className="text-ink">{account.secondFactor ? "Configuré" : "Pas encore configuré"}</dd>
        <dt className="text-muted">Dernière connexion</dt>
        <dd className="text-ink">
          {account.lastSignIn ? (
            <time dateTime={account.lastSignIn.toISOString()}>{formatShortDateTime(account.lastSignIn)}</time>
          ) : (
            "Jamais"
          )}
        </dd>
        <dt className="text-muted">Sessions ouvertes</dt>
        <dd className="text-ink">{formatCount(account.activeSessions, "session", "sessions")}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <form action={changeRoleAction} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="compte" value={account.id} />
          <p>
            <label htmlFor={`${key}-role`} className="block text-sm font-medium text-ink">
              Rôle de {account.name}
            </label>
            <select id={`${key}-role`} name="role" defaultValue={account.role ?? ""} className="field-control">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </p>
          <button type="submit" className="btn btn-secondary">
            Changer le rôle<span className="sr-only"> de {account.name}</span>
          </button>
        </form>
        <form action={endSessionsAction}>
          <input type="hidden" name="compte" value={account.id} />
          <button type="submit" className="btn btn-secondary">
            Fermer les sessions<span className="sr-only"> de {account.name}</span>
          </button>
        </form>
        {!self && (
          <form action={setDisabledAction}>
            <input type="hidden" name="compte" value={account.id} />
            <input type="hidden" name="etat" value={account.disabled ? "actif" : "desactive"} />
            <button type="submit" className="btn btn-secondary">
              {account.disabled ? "Réactiver" : "Désactiver"}
              <span className="sr-only"> le compte de {account.name}</span>
            </button>
          </form>
        )}
      </div>
      {!self && account.secondFactor && (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium text-ink">
            Réinitialiser le second facteur de {account.name}…
          </summary>
          <ConfirmedForm
            action={resetSecondFactorAction}
            id={`${key}-second-facteur`}
            confirmation={`Je confirme avoir vérifié l'identité de ${account.name} : son application d'authentification, ses codes de secours et ses clés d'accès seront supprimés et ses sessions fermées.`}
            button={`Réinitialiser le second facteur de ${account.name}`}
          >
            <input type="hidden" name="compte" value={account.id} />
          </ConfirmedForm>
        </details>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer font-medium text-ink">Supprimer le compte de {account.name}…</summary>
        <ConfirmedForm
          action={removeAccountAction}
          id={`${key}-suppression`}
          confirmation={`Je confirme la suppression définitive du compte de ${account.name} et la fermeture de ses sessions.`}
          button={`Supprimer le compte de ${account.name}`}
        >
          <input type="hidden" name="compte" value={account.id} />
        </ConfirmedForm>
      </details>
    </li>
  );
}

/** /admin/comptes: the team's accounts, for administrators (roles, sessions, disabling, removal). */
export default async function AccountsPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  const now = Date.now();
  const [accounts, invitations, review] = await Promise.all([
    listAccounts(directory, now),
    pendingInvitations(directory, now),
    readContentReview(directory.db),
  ]);
  return (
    <AdminShell
      staff={staff}
      current={ACCOUNTS_ADMIN_PATH}
      title="Comptes de l'équipe"
      message={deskMessage((await searchParams).message)}
    >
      <p className="body-text mt-2 max-w-prose">
        Chaque compte a un rôle&nbsp;: administrateur (tout, et les comptes), rédaction (articles, SEO, textes de
        l'accueil, audience) ou commercial (demandes, envois, effacement, audience). Un changement s'applique dès la
        page suivante ouverte par ce compte. Le dernier administrateur actif ne peut être ni supprimé, ni désactivé, ni
        changé de rôle. Chaque compte configure son second facteur (application d'authentification) à sa première
        connexion&nbsp;; en cas de téléphone perdu, réinitialisez-le après avoir vérifié l'identité de la personne.
        Chaque modification est inscrite au journal.
      </p>
      <ul className="mt-6 grid gap-4" aria-label="Comptes">
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} self={account.id === staff.userId} />
        ))}
      </ul>

      <section aria-labelledby="relecture" className="mt-10">
        <h2 id="relecture" className="text-2xl font-semibold text-ink">
          Relecture du contenu du site
        </h2>
        <p className="body-text mt-2 max-w-prose">
          Les formules et tarifs sont toujours publiés par un administrateur : la rédaction demande une relecture. Pour
          les autres contenus (questions, témoignages, solutions, boosters, page « À propos »), vous choisissez.
        </p>
        <form action={saveContentReviewAction} className="mt-3 space-y-3">
          <label className="flex items-center gap-2 font-medium text-ink">
            <input
              type="checkbox"
              name="redaction-publie"
              defaultChecked={review.redactionMayPublish}
              className="h-5 w-5"
            />
            La rédaction publie elle-même les contenus sans prix
          </label>
          <button type="submit" className="btn btn-secondary">
            Enregistrer ce réglage
          </button>
        </form>
      </section>

      <section aria-labelledby="inviter" className="mt-10">
        <h2 id="inviter" className="text-2xl font-semibold text-ink">
          Inviter un collègue
        </h2>
        <p className="body-text mt-2 max-w-prose">
          La personne reçoit un lien, valable 72&nbsp;heures et pour un seul compte, où elle choisit son mot de passe.
          Le lien est envoyé par e-mail quand les réglages SMTP du site existent, et affiché ici une seule fois.
        </p>
        <InviteForm />
      </section>

      <section aria-labelledby="invitations" className="mt-10">
        <h2 id="invitations" className="text-2xl font-semibold text-ink">
          Invitations en attente
        </h2>
        {invitations.length === 0 ? (
          <p className="body-text mt-2">Aucune invitation en attente.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="card flex flex-wrap items-center justify-between gap-3">
                <p className="text-ink">
                  <strong>{invitation.name}</strong> ({invitation.email}), {ROLE_LABELS[invitation.role].toLowerCase()},
                  valable jusqu'au{" "}
                  <time dateTime={invitation.expiresAt.toISOString()}>{formatShortDateTime(invitation.expiresAt)}</time>
                </p>
                <form action={revokeInvitationAction}>
                  <input type="hidden" name="invitation" value={invitation.id} />
                  <button type="submit" className="btn btn-secondary">
                    Annuler l'invitation<span className="sr-only"> de {invitation.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminShell>
  );
}
