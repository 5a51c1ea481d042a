"use client";

import { useActionState, useEffect, useRef } from "react";
import { type InviteState, inviteAction } from "../../lib/actions/staff-invitations.ts";
import { ROLE_LABELS, STAFF_ROLES } from "../../lib/config/staff-roles.ts";

const INITIAL: InviteState = { error: null, link: null, emailed: false, values: { email: "", name: "", role: "" } };

/**
 * « Inviter un collègue »: works without JavaScript (a server action whose answer is drawn in the
 * page); the invitation's link is shown once, with whether its e-mail left. With JavaScript, the
 * focus moves to the answer so that it is read out.
 */
export function InviteForm() {
  const [state, action, pending] = useActionState(inviteAction, INITIAL);
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.error || state.link) answer.current?.focus();
  }, [state]);
  return (
    <form action={action} className="card mt-4 max-w-xl space-y-4">
      {(state.error || state.link) && (
        <div ref={answer} tabIndex={-1} role={state.error ? "alert" : "status"} className="space-y-2">
          {state.error ? (
            <p className="rounded-lg border border-danger bg-white p-3 font-medium text-danger">{state.error}</p>
          ) : (
            <>
              <p className="rounded-lg border border-brand-600 bg-brand-50 p-3 text-ink">
                Invitation créée, valable 72&nbsp;heures et pour un seul compte.{" "}
                {state.emailed
                  ? "L'e-mail d'invitation est parti ; le lien est aussi ci-dessous."
                  : "Aucun e-mail n'est parti (les réglages SMTP du site sont absents ou ont échoué) : transmettez ce lien vous-même, par un canal sûr."}
              </p>
              <p>
                <label htmlFor="invitation-lien" className="block font-medium text-ink">
                  Lien d'invitation
                </label>
                <input
                  id="invitation-lien"
                  readOnly
                  value={state.link ?? ""}
                  className="field-control mt-1 w-full font-mono text-sm"
                />
              </p>
            </>
          )}
        </div>
      )}
      <p>
        <label htmlFor="invitation-email" className="block font-medium text-ink">
          Adresse e-mail
        </label>
        <input
          id="invitation-email"
          name="email"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          defaultValue={state.values.email}
          key={`email-${state.link ?? state.error}`}
          className="field-control mt-1 w-full"
        />
      </p>
      <p>
        <label htmlFor="invitation-nom" className="block font-medium text-ink">
          Nom
        </label>
        <input
          id="invitation-nom"
          name="nom"
          required
          maxLength={120}
          autoComplete="off"
          defaultValue={state.values.name}
          key={`nom-${state.link ?? state.error}`}
          className="field-control mt-1 w-full"
        />
      </p>
      <p>
        <label htmlFor="invitation-role" className="block font-medium text-ink">
          Rôle
        </label>
        <select
          id="invitation-role"
          name="role"
          required
          defaultValue={state.values.role || "commercial"}
          key={`role-${state.link ?? state.error}`}
          className="field-control mt-1"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Inviter
      </button>
    </form>
  );
}
