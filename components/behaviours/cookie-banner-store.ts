/**
 * Whether the cookie banner is shown, shared by the two client leaves that live in different
 * parts of the page: the banner (root layout) and the footer's "Gérer les cookies" button. A tiny
 * external store read with useSyncExternalStore; the server (and hydration) always see it closed.
 */
export interface CookieBannerState {
  open: boolean;
  /** Counts the times the visitor reopened it on purpose: each one takes the focus to the banner. */
  reopened: number;
}

type Listener = () => void;

const CLOSED: CookieBannerState = { open: false, reopened: 0 };
let state: CookieBannerState = CLOSED;
/** The button that reopened the banner: the focus goes back to it once the choice is made. */
let opener: HTMLElement | undefined;
const listeners = new Set<Listener>();

function set(next: CookieBannerState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeCookieBanner(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cookieBannerState(): CookieBannerState {
  return state;
}

export function cookieBannerServerState(): CookieBannerState {
  return CLOSED;
}

/** Shows the banner; `from` is the button the visitor used when they reopen it on purpose. */
export function openCookieBanner(from?: HTMLElement): void {
  if (from) {
    opener = from;
    set({ open: true, reopened: state.reopened + 1 });
  } else if (!state.open) {
    set({ ...state, open: true });
  }
}

export function closeCookieBanner(): void {
  if (state.open) set({ ...state, open: false });
}

/** The button to give the focus back to, once; undefined when the banner opened by itself. */
export function takeCookieBannerOpener(): HTMLElement | undefined {
  const from = opener;
  opener = undefined;
  return from;
}

/** For tests: the state of a fresh page. */
export function resetCookieBannerStore(): void {
  state = CLOSED;
  opener = undefined;
  listeners.clear();
}
