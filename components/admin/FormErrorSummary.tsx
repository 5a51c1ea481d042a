"use client";

import { useEffect, useRef } from "react";

interface Props<F extends string> {
  /** The refusals of the last answer, by field, in the order the form shows its fields. */
  errors: Partial<Record<F, string>>;
  /** The id of each field's control: each refusal links to it. */
  fieldId: (field: F) => string;
  /** The last answer of the form's action: a new one with refusals moves the focus to the summary. */
  answer: unknown;
}

/**
 * The summary of a back-office form's refusals: "Rien n'a été enregistré", then each reason as a
 * link to its field; focused when an answer brings refusals, so a screen reader reads it at once.
 */
export function FormErrorSummary<F extends string>({ errors, fieldId, answer }: Props<F>) {
  const summary = useRef<HTMLDivElement>(null);
  const refusals = Object.entries(errors).filter((entry): entry is [F, string] => Boolean(entry[1]));
  const refused = refusals.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer of the action, even an equal one, moves the focus.
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [answer]);
  if (!refused) return null;
  return (
    <div
      ref={summary}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-danger bg-white p-3 font-medium text-danger"
    >
      <p>Rien n'a été enregistré&nbsp;:</p>
      <ul className="mt-1 list-disc pl-5">
        {refusals.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field's own refusal, under it, named by its control's aria-describedby (`${id}-erreur`). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-erreur`} className="mt-1 font-medium text-danger">
      {message}
    </p>
  ) : null;
}
