"use client";

import { useActionState } from "react";
import { type SettingFormState, saveOpeningHoursAction } from "../../../lib/actions/staff-lead-settings.ts";
import { DAY_NAMES, OPENING_HOURS_FIELDS, type OpeningHours } from "../../../lib/server/leads/opening-hours.ts";
import { SettingErrors } from "./SettingErrors.tsx";

const INITIAL: SettingFormState = { values: {}, errors: [], saved: 0 };
const LABEL = "block font-semibold text-ink";

/** The sales team's opening hours: the days, and the hours of each (Paris time). */
export function OpeningHoursForm({ hours }: { hours: OpeningHours }) {
  const [state, action, pending] = useActionState(saveOpeningHoursAction, INITIAL);
  const refused = state.errors.length > 0;
  const typedDays = state.values[OPENING_HOURS_FIELDS.days];
  const days = refused && Array.isArray(typedDays) ? typedDays.map(Number) : hours.days;
  const typed = (field: string, fallback: string) => {
    const value = state.values[field];
    return refused && typeof value === "string" ? value : fallback;
  };
  return (
    <form key={state.saved} action={action} className="card mt-4 space-y-4">
      <SettingErrors id="horaires-erreurs" errors={state.errors} answer={state} />
      {state.saved > 0 && !refused && (
        <p role="status" className="font-medium text-success">
          Les horaires d'ouverture ont été enregistrés.
        </p>
      )}
      <fieldset>
        <legend className={LABEL}>Jours d'ouverture</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {DAY_NAMES.map((name, index) => (
            <p key={name} className="flex items-center gap-2">
              <input
                id={`horaires-jour-${index + 1}`}
                type="checkbox"
                name={OPENING_HOURS_FIELDS.days}
                value={index + 1}
                defaultChecked={days.includes(index + 1)}
                className="size-5"
              />
              <label htmlFor={`horaires-jour-${index + 1}`}>{name.charAt(0).toUpperCase() + name.slice(1)}</label>
            </p>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor="horaires-debut" className={LABEL}>
            Ouverture
          </label>
          <input
            id="horaires-debut"
            name={OPENING_HOURS_FIELDS.start}
            type="time"
            defaultValue={typed(OPENING_HOURS_FIELDS.start, hours.start)}
            className="field-control"
          />
        </div>
        <div>
          <label htmlFor="horaires-fin" className={LABEL}>
            Fermeture
          </label>
          <input
            id="horaires-fin"
            name={OPENING_HOURS_FIELDS.end}
            type="time"
            defaultValue={typed(OPENING_HOURS_FIELDS.end, hours.end === "24:00" ? "00:00" : hours.end)}
            aria-describedby="horaires-fin-aide"
            className="field-control"
          />
          <p id="horaires-fin-aide" className="mt-1 text-sm text-muted">
            00:00 pour minuit.
          </p>
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Enregistrer les horaires
      </button>
    </form>
  );
}
