/**
 * The one door through which analytics or marketing code may start: today the visit's entry kept
 * for a lead (visit-entry-gate.ts). Whoever adds more writes, for instance:
 *
 *   onConsent("analytics", () => { const tracker = startTracker(); return () => tracker.stop(); });
 *
 * `start` runs once the matching consent is given (now, or later from the banner or another
 * tab: components/behaviours/CookieBanner.tsx forwards the storage event), and the function it returns runs when
 * that consent is withdrawn.
 */
import { type ConsentCategory, onConsentChange, readConsent, type StoredConsent } from "./consent.ts";

type Stop = () => void;

// biome-ignore lint/suspicious/noConfusingVoidType: starters that need no teardown simply return nothing
export function onConsent(category: ConsentCategory, start: () => Stop | undefined | void): () => void {
  let running = false;
  let stop: Stop | undefined;

  const sync = (consent: StoredConsent | undefined) => {
    const granted = consent?.preferences[category] === true;
    if (granted && !running) {
      running = true;
      stop = start() ?? undefined;
    } else if (!granted && running) {
      running = false;
      stop?.();
      stop = undefined;
    }
  };

  sync(readConsent());
  const unsubscribe = onConsentChange(sync);
  return () => {
    unsubscribe();
    sync(undefined);
  };
}
