"use client";

import { useActionState } from "react";
import { type RedirectFormState, saveRedirectAction } from "../../../lib/actions/staff-redirects.ts";
import {
  REDIRECT_FIELD_LABELS,
  REDIRECT_LIMITS,
  REDIRECT_STATUSES,
  type RedirectField,
} from "../../../lib/config/redirect-rules.ts";

import { FieldError, FormErrorSummary } from "../FormErrorSummary.tsx";

const INITIAL: RedirectFormState = { values: {}, errors: {} };

export interface RedirectFormValues {
  from: string;
  to: string;
  status: string;
  note: string;
}

const STATUS_LABELS: Record<(typeof REDIRECT_STATUSES)[number], string> = {
  301: "301 : déplacée définitivement",
  308: "308 : déplacée définitivement, méthode conservée (formulaires)",
  410: "410 : supprimée définitivement, sans redirection",
};

const fieldId = (field: RedirectField | "retire") => `redirection-${field}`;

/**
 * Adds or changes one redirect. Works without JavaScript (a server action); with it, a
 * refusal keeps what was typed, says each reason beside its field, offers the final target of a
 * chain in the field itself, and moves the focus to the summary.
 */
export function RedirectForm({ initial, replacing }: { initial: RedirectFormValues; replacing?: string | undefined }) {
  const [state, action, pending] = useActionState(saveRedirectAction, INITIAL);

  const value = (field: RedirectField) =>
    field === "to" && state.offer ? state.offer : (state.values[field] ?? initial[field]);
  // A new element for each answer: the fields show what the server sent back.
  const key = (field: RedirectField) => `${field}|${value(field)}`;
  const described = (field: RedirectField) =>
    [`${fieldId(field)}-aide`, state.errors[field] ? `${fieldId(field)}-erreur` : ""].filter(Boolean).join(" ");
  const common = (field: RedirectField) => ({
    id: fieldId(field),
    name: field,
    "aria-describedby": described(field),
    "aria-invalid": state.errors[field] ? true : undefined,
    className: "field-control",
  });
  const error = (field: RedirectField) => <FieldError id={fieldId(field)} message={state.errors[field]} />;

  return (
    <form action={action} className="card mt-4 max-w-3xl space-y-5" noValidate>
      <FormErrorSummary errors={state.errors} fieldId={fieldId} answer={state} />
      {replacing !== undefined && <input type="hidden" name="ancien" value={replacing} />}
      <div>
        <label htmlFor={fieldId("from")} className="block font-semibold text-ink">
          {REDIRECT_FIELD_LABELS.from}
        </label>
        <input key={key("from")} type="text" defaultValue={value("from")} {...common("from")} />
        <p id={`${fieldId("from")}-aide`} className="mt-1 text-sm text-muted">
          Un chemin de ce site, par exemple /ancienne-offre.
        </p>
        {error("from")}
      </div>
      <div>
        <label htmlFor={fieldId("to")} className="block font-semibold text-ink">
          {REDIRECT_FIELD_LABELS.to}
        </label>
        <input key={key("to")} type="text" inputMode="url" defaultValue={value("to")} {...common("to")} />
        <p id={`${fieldId("to")}-aide`} className="mt-1 text-sm text-muted">
          Une page de ce site (/tarifs) ou une adresse d'un autre site commençant par https://. Les paramètres de
          l'adresse demandée sont transmis. Laissez ce champ vide pour une page supprimée (code 410).
        </p>
        {error("to")}
      </div>
      <fieldset aria-describedby={described("status")}>
        <legend className="font-semibold text-ink">{REDIRECT_FIELD_LABELS.status}</legend>
        <div key={key("status")} className="mt-2 space-y-2">
          {REDIRECT_STATUSES.map((status) => (
            <p key={status} className="flex items-center gap-3">
              <input
                id={`${fieldId("status")}-${status}`}
                type="radio"
                name="status"
                value={status}
                defaultChecked={value("status") === String(status)}
                className="size-5"
              />
              <label htmlFor={`${fieldId("status")}-${status}`}>{STATUS_LABELS[status]}</label>
            </p>
          ))}
        </div>
        <p id={`${fieldId("status")}-aide`} className="mt-1 text-sm text-muted">
          301 et 308 transmettent le référencement de l'ancienne adresse à la nouvelle. 410 dit aux moteurs de recherche
          que la page a été supprimée volontairement ; les visiteurs voient une page « Page supprimée ».
        </p>
        {error("status")}
      </fieldset>
      <div>
        <label htmlFor={fieldId("note")} className="block font-semibold text-ink">
          {REDIRECT_FIELD_LABELS.note} (facultative)
        </label>
        <input key={key("note")} type="text" defaultValue={value("note")} {...common("note")} />
        <p id={`${fieldId("note")}-aide`} className="mt-1 text-sm text-muted">
          {REDIRECT_LIMITS.note} caractères au plus, pour l'équipe : elle n'est pas publiée.
        </p>
        {error("note")}
      </div>
      <p className="flex items-start gap-3">
        <input
          key={`retire|${state.values.retire ?? ""}`}
          id={fieldId("retire")}
          name="retire"
          type="checkbox"
          defaultChecked={state.values.retire === "on"}
          aria-describedby={`${fieldId("retire")}-aide`}
          className="mt-1 size-5 shrink-0"
        />
        <span>
          <label htmlFor={fieldId("retire")} className="font-semibold text-ink">
            Retirer la page
          </label>
          <span id={`${fieldId("retire")}-aide`} className="block text-sm text-muted">
            Seulement si l'ancienne adresse est une page en ligne passée en noindex : la redirection la remplace.
          </span>
        </span>
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? "Enregistrement…" : "Enregistrer la redirection"}
      </button>
    </form>
  );
}
