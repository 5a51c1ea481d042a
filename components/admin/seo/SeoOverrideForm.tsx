"use client";

import { useActionState } from "react";
import { resetSeoFieldAction, type SeoFormState, saveSeoOverrideAction } from "../../../lib/actions/staff-seo.ts";
import {
  SEO_FIELD_LABELS,
  SEO_TEXT_LIMITS,
  type SeoField,
  type SeoOverride,
  type SeoTextField,
} from "../../../lib/config/seo-overrides.ts";
import type { OriginalSeoValues } from "../../../lib/server/seo/built-page.ts";

import { FieldError, FormErrorSummary } from "../FormErrorSummary.tsx";

const INITIAL: SeoFormState = { values: {}, errors: {} };

interface Props {
  path: string;
  originals: OriginalSeoValues;
  saved: SeoOverride | undefined;
  /** The canonical URL the page has when none is set here. */
  ownUrl: string;
}

const TEXTS: { field: SeoTextField; multiline: boolean }[] = [
  { field: "title", multiline: false },
  { field: "description", multiline: true },
  { field: "socialTitle", multiline: false },
  { field: "socialDescription", multiline: true },
];

const fieldId = (field: SeoField) => `seo-${field}`;

/**
 * One page's SEO values: works without JavaScript (a server action); with it, a refusal
 * keeps what was typed, says each reason beside its field and moves the focus to the summary.
 * Each saved value has « Rétablir la valeur d'origine » (a form of its own, outside this one).
 */
export function SeoOverrideForm({ path, originals, saved, ownUrl }: Props) {
  const [state, action, pending] = useActionState(saveSeoOverrideAction, INITIAL);

  const shown = (field: SeoField, fallback: string) => state.values[field] ?? fallback;
  const described = (field: SeoField) =>
    [`${fieldId(field)}-aide`, state.errors[field] ? `${fieldId(field)}-erreur` : ""].filter(Boolean).join(" ");
  const error = (field: SeoField) => <FieldError id={fieldId(field)} message={state.errors[field]} />;
  const reset = (field: keyof Omit<SeoOverride, "changedAt">) =>
    saved?.[field] !== undefined ? (
      <button type="submit" form={`retablir-${field}`} className="btn btn-ghost mt-2">
        Rétablir la valeur d'origine<span className="sr-only"> : {SEO_FIELD_LABELS[field]}</span>
      </button>
    ) : null;

  return (
    <>
      <form action={action} className="mt-4 max-w-3xl space-y-5" noValidate>
        <FormErrorSummary errors={state.errors} fieldId={fieldId} answer={state} />
        <input type="hidden" name="chemin" value={path} />
        {TEXTS.map(({ field, multiline }) => {
          const social = field === "socialTitle" || field === "socialDescription";
          const original = originals[field] ?? "";
          // A new element when the saved value changes: after « Rétablir », the field shows the original.
          const key = `${saved?.[field] ?? ""}|${state.values[field] ?? ""}`;
          const common = {
            id: fieldId(field),
            name: field,
            defaultValue: shown(field, saved?.[field] ?? (social ? "" : original)),
            "aria-describedby": described(field),
            "aria-invalid": state.errors[field] ? true : undefined,
            className: "field-control",
          };
          return (
            <div key={field} className="card">
              <label htmlFor={fieldId(field)} className="block font-semibold text-ink">
                {SEO_FIELD_LABELS[field]}
              </label>
              {multiline ? <textarea key={key} rows={3} {...common} /> : <input key={key} type="text" {...common} />}
              <p id={`${fieldId(field)}-aide`} className="mt-1 text-sm text-muted">
                {SEO_TEXT_LIMITS[field]} caractères au plus.{" "}
                {social
                  ? `Vide : ${field === "socialTitle" ? "le titre SEO" : "la meta description"}. Valeur d'origine : « ${original} »`
                  : `Valeur d'origine : « ${original} »`}
              </p>
              {error(field)}
              {reset(field)}
            </div>
          );
        })}
        <div className="card">
          <label htmlFor={fieldId("canonical")} className="block font-semibold text-ink">
            {SEO_FIELD_LABELS.canonical}
          </label>
          <input
            key={`${saved?.canonical ?? ""}|${state.values.canonical ?? ""}`}
            id={fieldId("canonical")}
            name="canonical"
            type="text"
            inputMode="url"
            defaultValue={shown("canonical", saved?.canonical ?? "")}
            aria-describedby={described("canonical")}
            aria-invalid={state.errors.canonical ? true : undefined}
            className="field-control"
          />
          <p id={`${fieldId("canonical")}-aide`} className="mt-1 text-sm text-muted">
            Une page de ce site, par exemple /tarifs. Vide : la page elle-même ({ownUrl}).
          </p>
          {error("canonical")}
          {reset("canonical")}
        </div>
        <div className="card">
          {originals.noindex ? (
            <p id={`${fieldId("noindex")}-aide`}>
              Cette page n'est pas indexée par les moteurs de recherche : c'est un réglage du site.
            </p>
          ) : (
            <>
              <div className="flex items-start gap-3">
                <input
                  key={`${saved?.noindex ?? ""}|${state.values.noindex ?? ""}`}
                  id={fieldId("noindex")}
                  name="noindex"
                  type="checkbox"
                  defaultChecked={state.values.noindex !== undefined ? state.values.noindex === "on" : !!saved?.noindex}
                  aria-describedby={`${fieldId("noindex")}-aide`}
                  className="mt-1 h-5 w-5"
                />
                <label htmlFor={fieldId("noindex")} className="font-semibold text-ink">
                  {SEO_FIELD_LABELS.noindex}
                </label>
              </div>
              <p id={`${fieldId("noindex")}-aide`} className="mt-1 text-sm text-muted">
                La page reçoit « robots : noindex » et quitte le plan du site ; ses liens restent suivis.
              </p>
              {reset("noindex")}
            </>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Enregistrement…" : "Enregistrer"}
        </button>
      </form>
      {(Object.keys(saved ?? {}) as (keyof SeoOverride)[])
        .filter((field) => field !== "changedAt")
        .map((field) => (
          <form key={field} id={`retablir-${field}`} action={resetSeoFieldAction} hidden>
            <input type="hidden" name="chemin" value={path} />
            <input type="hidden" name="champ" value={field} />
          </form>
        ))}
    </>
  );
}
