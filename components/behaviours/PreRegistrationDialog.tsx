"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { SCORE_CLIENT_URL } from "../../lib/config/external-links.ts";

const POINTS = [
  "Gratuit, sans carte bancaire ni engagement",
  "Un indicateur clair en quelques secondes",
  "Pensé pour les indépendants, les TPE et les PME",
];

/** "dismiss" (the X) and "test" (Tester Gratuitement) mean "seen, do not show again"; "later" snoozes it. */
export type PopupAction = "dismiss" | "test" | "later";

/**
 * The pre-registration popup itself, a Radix modal Dialog (focus taken on the X, kept inside,
 * the page behind inert). PreRegistrationPopup loads it when it is time to open, decides what
 * each action does and gives the focus back.
 */
export function PreRegistrationDialog({ open, onDecide }: { open: boolean; onDecide: (action: PopupAction) => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Escape, or a click outside: as "Plus tard".
        if (!next) onDecide("later");
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-2xl"
          onCloseAutoFocus={(event) => event.preventDefault() /* PreRegistrationPopup gives the focus back */}
        >
          <div className="relative p-6 sm:p-8">
            <button
              type="button"
              className="btn btn-ghost absolute right-3 top-3 min-h-11 min-w-11 p-0"
              aria-label="Fermer"
              onClick={() => onDecide("dismiss")}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <p className="eyebrow pr-10">Nouveau booster gratuit</p>
            <Dialog.Title className="mt-2 pr-10 text-2xl font-bold">Pré-inscrivez-vous à Score Client</Dialog.Title>
            <Dialog.Description asChild>
              <div>
                <p className="mt-3 body-text">
                  Un client qui paie en retard peut mettre toute votre trésorerie en difficulté. Avant de signer un
                  devis ou d'accorder un délai de paiement, Score Client analyse la fiabilité de l'entreprise et vous
                  donne un avis clair pour décider en toute sérénité.
                </p>
                <ul className="mt-4 space-y-2">
                  {POINTS.map((point) => (
                    <li key={point} className="flex gap-2">
                      <svg
                        className="mt-1 shrink-0 text-success"
                        width="16"
                        height="16"
                        viewBox="0 0 16 16"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path
                          d="M3 8.5l3 3 7-7"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                        />
                      </svg>
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-4 font-medium">
                  Faites partie des premiers à en profiter&#8239;: testez-le dès aujourd'hui.
                </p>
              </div>
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-secondary" onClick={() => onDecide("later")}>
                Plus tard
              </button>
              <a
                href={SCORE_CLIENT_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-primary"
                onClick={() => onDecide("test")}
              >
                Tester Gratuitement<span className="sr-only"> (nouvel onglet)</span>
              </a>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
