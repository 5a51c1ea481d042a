/** Every delay of the visitor-facing behaviours (spec sections 4 and 9), in one place. */
export const TIMINGS = {
  /** The cookie banner appears this long after load when no valid choice is stored. */
  cookieBannerDelayMs: 1000,
  /** The pre-registration popup opens this long after load on the home page. */
  preRegistrationDelayMs: 6000,
  /** "Plus tard" reopens the popup after this long. */
  preRegistrationSnoozeMs: 50_000,
  /** A cookie choice is asked again after this many months (CNIL recommendation). */
  consentValidityMonths: 6,
} as const;
