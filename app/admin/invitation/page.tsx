import type { Metadata } from "next";
import { AdminMain } from "../../../components/admin/AdminMain.tsx";
import { PasswordField } from "../../../components/admin/PasswordField.tsx";
import { acceptInvitationAction } from "../../../lib/actions/staff-invitations.ts";
import { INVITATION_TOKEN_PARAM, SIGN_IN_PATH } from "../../../lib/config/admin.ts";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from "../../../lib/config/staff-policy.ts";
import { ROLE_LABELS } from "../../../lib/config/staff-roles.ts";
import { formatLongDateTime } from "../../../lib/format/french-format.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { invitationByToken } from "../../../lib/server/staff/invitations.ts";
import { staffDirectory } from "../../../lib/server/staff-directory.ts";

export const metadata: Metadata = { title: "Invitation au back-office" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const REFUSALS = {
  unknown:
    "Ce lien d'invitation n'est pas valable. Vérifiez qu'il est complet, ou demandez une nouvelle invitation à un administrateur.",
  expired:
    "Ce lien d'invitation a expiré (il est valable 72 heures). Demandez une nouvelle invitation à un administrateur.",
  used: "Ce lien d'invitation a déjà servi à créer un compte. Connectez-vous, ou demandez une nouvelle invitation à un administrateur.",
} as const;

/**
 * /admin/invitation?jeton=…: an invited colleague chooses their password (no session: the link's
 * token is the proof); the account is made with the invitation's role. Plain form: no script.
 */
export default async function InvitationPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const raw = params[INVITATION_TOKEN_PARAM];
  const token = typeof raw === "string" ? raw.slice(0, 200) : "";
  const state = await invitationByToken(await staffDirectory(), token);
  const message = deskMessage(params.message);
  return (
    <AdminMain className="container-page py-12">
      <h1 className="text-3xl font-bold text-ink">Invitation au back-office</h1>
      {"refused" in state ? (
        <>
          <p
            role="alert"
            className="mt-4 max-w-prose rounded-lg border border-danger bg-white p-3 font-medium text-danger"
          >
            {REFUSALS[state.refused]}
          </p>
          <a href={SIGN_IN_PATH} className="btn btn-secondary mt-6">
            Aller à la connexion
          </a>
        </>
      ) : (
        <>
          <p className="body-text mt-3 max-w-prose">
            Bonjour {state.invitation.name}, vous êtes invité(e) avec l'adresse{" "}
            <strong className="break-all">{state.invitation.email}</strong> et le rôle «&nbsp;
            {ROLE_LABELS[state.invitation.role]}&nbsp;». Choisissez votre mot de passe (de {STAFF_PASSWORD_MIN_LENGTH} à{" "}
            {STAFF_PASSWORD_MAX_LENGTH} caractères) avant le {formatLongDateTime(state.invitation.expiresAt)}.
          </p>
          {message && (
            <p
              role="alert"
              className="mt-4 max-w-md rounded-lg border border-danger bg-white p-3 font-medium text-danger"
            >
              {message}
            </p>
          )}
          <form action={acceptInvitationAction} className="card mt-6 max-w-md space-y-4">
            <input type="hidden" name={INVITATION_TOKEN_PARAM} value={token} />
            <PasswordField id="invitation-mot-de-passe" name="nouveau" label="Mot de passe" kind="new" />
            <PasswordField
              id="invitation-confirmation"
              name="confirmation"
              label="Mot de passe, une seconde fois"
              kind="new"
            />
            <button type="submit" className="btn btn-primary">
              Créer mon compte
            </button>
          </form>
        </>
      )}
    </AdminMain>
  );
}
