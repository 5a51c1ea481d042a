/**
 * The privacy policy's control to object to the audience measurement, and to withdraw the
 * objection: one button and a status line (components/behaviours/AudienceObjection.tsx). An inline
 * script right after them (mountAudienceObjection) shows them in the state this browser is in and
 * handles the button from the first paint, before any script file arrives; React never takes it
 * over (no state, nothing to hydrate but the same markup). Without JavaScript the control stays
 * hidden: no beacon is sent then either.
 */
import {
  AUDIENCE_OPT_OUT_VALUE,
  asksNotToBeTracked,
  isAudienceOptOut,
  type PrivacySignals,
} from "./audience-choice.ts";
import { inlineCall } from "./inline-script.ts";
import { STORAGE_KEYS } from "./storage.ts";

export const AUDIENCE_OBJECTION_TEXTS = {
  object: "Je m'oppose à la mesure d'audience",
  withdraw: "Retirer mon opposition",
  counted: "Vos visites sont comptées de façon anonyme.",
  objected: "Vos visites ne sont plus comptées.",
  withdrawn: "Votre opposition est retirée\u00a0: vos visites sont à nouveau comptées, de façon anonyme.",
  signal:
    "Votre navigateur demande à ne pas être suivi («\u00a0Ne pas me suivre\u00a0» ou Global Privacy Control)\u00a0: vos visites ne sont pas comptées.",
  unavailable:
    "Votre navigateur ne permet pas à ce site d'enregistrer votre choix (stockage local désactivé). Pour que vos visites ne soient pas comptées, activez «\u00a0Ne pas me suivre\u00a0» ou Global Privacy Control dans ses réglages.",
} as const;

export type AudienceObjectionTexts = { readonly [K in keyof typeof AUDIENCE_OBJECTION_TEXTS]: string };

/**
 * The inline script's body. Self-contained (serialised with toString()): only its parameters and
 * browser globals. `stored` is the flag's value as written; `isOptOut` and `asksNotToBeTracked`
 * are lib/browser/audience-choice.ts's, passed in.
 */
export function mountAudienceObjection(
  key: string,
  stored: string,
  isOptOut: (value: unknown) => boolean,
  asksNotToBeTracked: (signals: PrivacySignals) => boolean,
  texts: AudienceObjectionTexts,
): void {
  const root = document.querySelector<HTMLElement>("[data-audience-objection]");
  const status = root?.querySelector("[data-audience-status]");
  const button = root?.querySelector("[data-audience-toggle]");
  if (!root || !status || !button) return;
  const signal = asksNotToBeTracked(navigator);
  const objected = () => {
    try {
      return isOptOut(JSON.parse(localStorage.getItem(key) ?? "null"));
    } catch {
      return false;
    }
  };
  const show = (now: boolean, withdrawn: boolean) => {
    status.textContent = now ? texts.objected : signal ? texts.signal : withdrawn ? texts.withdrawn : texts.counted;
    button.textContent = now ? texts.withdraw : texts.object;
  };
  button.addEventListener("click", () => {
    const now = !objected();
    try {
      if (now) localStorage.setItem(key, stored);
      else localStorage.removeItem(key);
    } catch {
      status.textContent = texts.unavailable;
      return;
    }
    show(now, !now);
  });
  show(objected(), false);
  root.hidden = false;
}

/** The inline script: the same on every build, so the privacy page's CSP lists its hash. */
export function audienceObjectionSource(): string {
  return inlineCall(
    mountAudienceObjection,
    STORAGE_KEYS.audienceOptOut,
    JSON.stringify(AUDIENCE_OPT_OUT_VALUE),
    isAudienceOptOut,
    asksNotToBeTracked,
    AUDIENCE_OBJECTION_TEXTS,
  );
}
