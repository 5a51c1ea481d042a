/**
 * The controls a visitor can press before the framework has loaded: the page's script
 * files come at the visitor's first sign of activity on purpose (lib/security/framework-on-demand.ts), so one small inline
 * script at the end of <body> (lib/browser/early-inline.ts, EarlyControlsScript) makes the menus,
 * the FAQ and the cookie banner work from the first paint. React then takes over the same elements:
 * each client component, when it mounts, "adopts" its control here, which tells the early script to
 * stand down for it and gives the component the state the visitor left it in. One press is never
 * handled twice: until a control is adopted only the early script handles it (and stops the event
 * there), afterwards only React.
 *
 * The markup the early script recognises, written by the components themselves:
 * - a `<button data-early="<key>" data-early-kind="menu|panel|accordion" aria-controls aria-expanded>`
 *   toggles the `hidden` of the element it controls; `data-early-labels="closed|open"` swaps its
 *   aria-label; `data-state` (Radix) follows on the button, the panel and their parents;
 *   a "menu" closes on Escape, a click or the focus outside; a "panel" on Escape; an "accordion"
 *   keeps one open among the buttons of its key;
 * - `[data-consent-choice="all|essential"]` in the cookie banner stores that choice;
 *   `[data-open-cookie-banner]` shows the banner again.
 */

/** The global the early script leaves its state in. */
export const EARLY_GLOBAL = "__early";

/** The key under which the cookie banner is adopted. */
export const EARLY_BANNER_KEY = "cookie-banner";

/** What the early script shares with the components. */
export interface EarlyState {
  /** Keys of the controls React has taken over. */
  taken: Record<string, boolean>;
  /** The timer that would show the banner 1 s after the page started. */
  bannerTimer?: number;
}

function earlyState(): EarlyState | undefined {
  const state = (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  return typeof state === "object" && state !== null ? (state as EarlyState) : undefined;
}

/**
 * Takes the control `key` over from the early script; true when the visitor had opened it
 * before the framework arrived (its button says so), so that the component starts open.
 */
export function adoptEarlyControl(key: string, button: Element | null | undefined): boolean {
  const state = earlyState();
  if (state) state.taken[key] = true;
  return button?.getAttribute("aria-expanded") === "true";
}

/**
 * Takes the cookie banner over: its pending timer is cancelled (the component sets its own for the
 * same instant); true when the early script already shows it.
 */
export function adoptEarlyBanner(banner: HTMLElement | null): boolean {
  const state = earlyState();
  if (state) {
    state.taken[EARLY_BANNER_KEY] = true;
    window.clearTimeout(state.bannerTimer);
  }
  return banner !== null && !banner.hidden;
}

/**
 * What the visitor left in the form controls named `name` under `root` before React adopted them:
 * the values of the checked radios and checkboxes, of the chosen options of a select, or the text of
 * a field. Hydration leaves a control's live state as the visitor left it (React 19 writes neither
 * `value` nor `checked` while hydrating), so this is what the visitor sees.
 */
export function valuesLeftIn(root: ParentNode | null | undefined, name: string): string[] {
  if (!root) return [];
  const values: string[] = [];
  for (const control of root.querySelectorAll("input, select, textarea")) {
    if (control.getAttribute("name") !== name) continue;
    if (control instanceof HTMLSelectElement) {
      for (const option of control.selectedOptions) values.push(option.value);
    } else if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
      if (control.checked) values.push(control.value);
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      values.push(control.value);
    }
  }
  return values;
}
