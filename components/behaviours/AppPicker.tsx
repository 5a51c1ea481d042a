"use client";

import { useRef } from "react";
import { useAdoptedControl } from "./use-adopted-control.ts";

/** One application of the free-trial picker, prepared by the page (plain props, no catalog in the bundle). */
export interface PickerApp {
  id: string;
  name: string;
  /** The application's sign-up address, opened in a new tab. */
  url: string;
  /** Short pitch under the name. */
  text: string;
}

const EMPTY_STATUS = "Aucune application choisie pour le moment.";

/** The radios' name, the same for every card. */
const RADIO_NAME = "application";

/** "Application choisie : <name>", with the non-breaking space of French typography. */
export const chosenStatus = (name: string) => `Application choisie\u00a0: ${name}`;

/**
 * Free-trial application picker: a single-choice group of cards (native radios, so arrows and
 * Space work as in any radio group), one chosen at most, a second click on the chosen card
 * deselects it; the start button stays disabled until a choice is made and then opens the chosen
 * application in a new tab without giving it access to this page.
 */
export function AppPicker({
  apps,
  labelledBy,
  describedBy,
}: {
  apps: readonly PickerApp[];
  /** Id of the heading naming the group. */
  labelledBy: string;
  /** Id of the help text of the group. */
  describedBy?: string;
}) {
  const group = useRef<HTMLDivElement>(null);
  // A card tapped before the framework arrived stays chosen (use-adopted-control.ts).
  const [selectedId, setSelectedId] = useAdoptedControl<string | undefined>(group, RADIO_NAME, undefined, ([id]) =>
    apps.some((app) => app.id === id) ? id : undefined,
  );
  const selected = apps.find((app) => app.id === selectedId);

  return (
    <>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {apps.map((app) => (
          <label
            key={app.id}
            className="card group relative flex h-full cursor-pointer flex-col items-start text-left transition hover:border-brand-600 has-checked:border-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-focus-visible:outline-solid"
          >
            <input
              type="radio"
              name={RADIO_NAME}
              value={app.id}
              checked={app.id === selectedId}
              // A radio stays checked when clicked again: that second click deselects it here.
              onClick={() => {
                if (app.id === selectedId) setSelectedId(undefined);
              }}
              onChange={(event) => {
                if (event.currentTarget.checked) setSelectedId(app.id);
              }}
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              data-app-option=""
              data-app-id={app.id}
              data-app-name={app.name}
              data-app-url={app.url}
            />
            <span className="flex w-full items-center justify-between gap-2">
              <span className="text-lg font-bold text-ink">{app.name}</span>
              <svg
                className="h-6 w-6 flex-none text-brand-600 opacity-0 group-has-checked:opacity-100"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <circle cx="12" cy="12" r="11" fill="currentColor" />
                <path
                  d="M7 12.5l3.2 3.2L17 9"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <span className="mt-2 text-sm leading-6 text-muted">{app.text}</span>
          </label>
        ))}
      </div>

      <div className="mt-10 flex flex-col items-center gap-3">
        <p className="text-sm font-medium text-ink" aria-live="polite" data-app-status="">
          {selected ? chosenStatus(selected.name) : EMPTY_STATUS}
        </p>
        <button
          type="button"
          className="btn btn-primary px-8 text-lg"
          disabled={!selected}
          onClick={() => {
            if (selected) window.open(selected.url, "_blank", "noopener,noreferrer");
          }}
        >
          Commencer gratuitement<span className="sr-only"> (nouvel onglet)</span>
        </button>
        <p className="text-sm text-muted">L'application s'ouvre dans un nouvel onglet.</p>
      </div>
    </>
  );
}
