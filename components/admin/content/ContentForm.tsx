"use client";

import { useActionState, useRef } from "react";
import { contentFormAction } from "../../../lib/actions/staff-content.ts";
import type { ContentFormState } from "../../../lib/catalog/content/content-form.ts";
import { formatShortDateTime } from "../../../lib/format/french-format.ts";
import { FormErrorSummary } from "../FormErrorSummary.tsx";
import { ContentFields, controlId } from "./ContentFields.tsx";
import { useContentLock } from "./use-content-lock.ts";
import { VersionComparison } from "./VersionComparison.tsx";

/**
 * A content item's form: its fields drawn from the kind's schema, « Enregistrer » (a draft),
 * « Publier » and « Programmer ». Works without JavaScript (a server action, the page rendered with
 * its answer); a refusal keeps what was typed, says each reason beside its field and in a summary
 * that takes the focus.
 */
export function ContentForm({
  kind,
  item,
  initial,
  scheduleMin,
  mayPublish,
  mayAskReview,
  holding,
}: {
  kind: string;
  item: string;
  initial: ContentFormState;
  /** The earliest moment the schedule field offers (Paris, `YYYY-MM-DDTHH:MM`). */
  scheduleMin: string;
  /** Whether this member publishes this item (else a review is asked: lib/config/content-review.ts). */
  mayPublish: boolean;
  /** Whether « Demander une relecture » is offered (the rédaction's). */
  mayAskReview: boolean;
  /** Whether this page holds the item's lock (else someone else is editing it: nothing is saved from here). */
  holding: boolean;
}) {
  const [state, action, pending] = useActionState(contentFormAction, initial);
  const form = useRef<HTMLFormElement>(null);
  const { lost, revision, ended } = useContentLock(form, holding);
  const blocked = pending || !holding || lost !== undefined;
  return (
    <form ref={form} action={action} className="mt-6 max-w-3xl space-y-6" aria-busy={pending} noValidate>
      <input type="hidden" name="type" value={kind} />
      <input type="hidden" name="element" value={item} />
      <input type="hidden" name="revision" value={revision ?? state.revision} />
      {ended && (
        <p role="alert" className="rounded-lg border border-danger bg-white p-3 font-medium text-danger">
          {ended}
        </p>
      )}
      {lost && (
        <p role="alert" className="rounded-lg border border-danger bg-white p-3 font-medium text-danger" data-lock-lost>
          {lost.holderName} a pris la main sur ce contenu le {formatShortDateTime(new Date(lost.since))} : vos
          modifications non enregistrées restent ci-dessous. Copiez-les avant de quitter la page : l'enregistrement est
          désactivé ici.
        </p>
      )}
      {/* The first submit button is the one Enter presses in a field: « Enregistrer », never a list's « Monter ». */}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="enregistrer" className="btn btn-secondary" disabled={blocked}>
          Enregistrer
        </button>
        {mayAskReview && (
          <button type="submit" name="intent" value="relecture" className="btn btn-secondary" disabled={blocked}>
            Demander une relecture
          </button>
        )}
        {mayPublish && (
          <button type="submit" name="intent" value="publier" className="btn btn-primary" disabled={blocked}>
            Publier
          </button>
        )}
      </div>
      <FormErrorSummary errors={state.errors} fieldId={controlId} answer={state} />
      {state.message && (
        <p role="alert" className="rounded-lg border border-danger bg-white p-3 font-medium text-danger">
          {state.message}
        </p>
      )}
      {state.conflict && (
        <section aria-labelledby="conflit" className="rounded-lg border border-line bg-surface p-3">
          <h2 id="conflit" className="font-bold text-ink">
            Ce qui diffère entre la version enregistrée entre-temps et votre saisie
          </h2>
          <div className="mt-2">
            <VersionComparison
              comparison={state.conflict}
              before="Version enregistrée entre-temps"
              after="Votre saisie (non enregistrée)"
            />
          </div>
        </section>
      )}
      <div key={state.serial} className="space-y-6">
        <ContentFields node={state.tree} errors={state.errors} />
      </div>
      <div className="card space-y-4">
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="enregistrer" className="btn btn-secondary" disabled={blocked}>
            Enregistrer le brouillon
          </button>
          {mayPublish && (
            <button type="submit" name="intent" value="publier" className="btn btn-primary" disabled={blocked}>
              Publier maintenant
            </button>
          )}
        </div>
        {mayPublish && (
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={controlId("date")} className="block font-medium text-ink">
                Publier le (heure de Paris)
              </label>
              <input
                id={controlId("date")}
                type="datetime-local"
                name="date"
                min={scheduleMin}
                className="mt-1 rounded-md border border-line bg-white px-3 py-2 text-ink"
                aria-invalid={state.errors.date ? true : undefined}
                aria-describedby={state.errors.date ? `${controlId("date")}-erreur` : undefined}
              />
            </div>
            <button type="submit" name="intent" value="programmer" className="btn btn-secondary" disabled={blocked}>
              Programmer
            </button>
          </div>
        )}
        {!mayPublish && (
          <p className="text-muted">
            Un administrateur publie ce contenu : « Demander une relecture » le lui signale, avec la comparaison prête.
          </p>
        )}
        {state.errors.date && (
          <p id={`${controlId("date")}-erreur`} className="font-medium text-danger">
            {state.errors.date}
          </p>
        )}
      </div>
    </form>
  );
}
