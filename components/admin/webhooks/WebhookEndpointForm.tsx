"use client";

import { useActionState } from "react";
import { addWebhookEndpointAction, type WebhookFormState } from "../../../lib/actions/staff-webhooks.ts";
import { FieldError, FormErrorSummary } from "../FormErrorSummary.tsx";

const INITIAL: WebhookFormState = { values: {}, errors: {} };

type Field = "url" | "events";
const fieldId = (field: Field) => (field === "url" ? "webhook-adresse" : "webhook-evenements");

/**
 * Adds an endpoint: its address and the events it receives. Works without JavaScript (a server
 * action); with it, a refusal keeps what was typed and ticked, says each reason under its field,
 * and moves the focus to the summary.
 */
export function WebhookEndpointForm({
  events,
  initialEvents,
}: {
  /** The lead events, with their labels (lib/server/webhooks/events.ts). */
  events: readonly { value: string; label: string }[];
  initialEvents: readonly string[];
}) {
  const [state, action, pending] = useActionState(addWebhookEndpointAction, INITIAL);
  const ticked: readonly string[] = state.values.events ?? initialEvents;
  const described = (field: Field) =>
    [`${fieldId(field)}-aide`, state.errors[field] ? `${fieldId(field)}-erreur` : ""].filter(Boolean).join(" ");
  // A new element for each answer: the fields show what the server sent back.
  const answer = JSON.stringify(state.values);

  return (
    <form action={action} className="card mt-4 max-w-3xl space-y-5" noValidate>
      <FormErrorSummary errors={state.errors} fieldId={fieldId} answer={state} />
      <div>
        <label htmlFor={fieldId("url")} className="block font-semibold text-ink">
          Adresse du point de réception
        </label>
        <input
          key={`url|${answer}`}
          id={fieldId("url")}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={state.values.url ?? ""}
          aria-describedby={described("url")}
          aria-invalid={state.errors.url ? true : undefined}
          className="field-control w-full"
        />
        <p id={`${fieldId("url")}-aide`} className="mt-1 text-sm text-muted">
          L'adresse que votre CRM donne pour recevoir des webhooks, en https, par exemple
          https://crm.exemple.fr/webhooks.
        </p>
        <FieldError id={fieldId("url")} message={state.errors.url} />
      </div>
      <fieldset id={fieldId("events")} tabIndex={-1} aria-describedby={described("events")}>
        <legend className="font-semibold text-ink">Évènements envoyés</legend>
        <div key={`events|${answer}`} className="mt-2 space-y-2">
          {events.map((event) => (
            <p key={event.value} className="flex items-start gap-3">
              <input
                id={`webhook-evenement-${event.value}`}
                type="checkbox"
                name="evenements"
                value={event.value}
                defaultChecked={ticked.includes(event.value)}
                className="mt-1 size-5 shrink-0"
              />
              <label htmlFor={`webhook-evenement-${event.value}`}>
                {event.label} <code className="text-sm text-muted">{event.value}</code>
              </label>
            </p>
          ))}
        </div>
        <p id={`${fieldId("events")}-aide`} className="mt-1 text-sm text-muted">
          Chaque évènement coché part vers cette adresse avec la demande concernée (son seul identifiant pour un
          effacement). Vous pourrez changer ce choix ensuite.
        </p>
        <FieldError id={fieldId("events")} message={state.errors.events} />
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? "Ajout…" : "Ajouter le point de réception"}
      </button>
    </form>
  );
}
