/**
 * The cookie banner as visitors read it (spec sections 1 and 4) and its version: the
 * banner (components/behaviours/CookieBanner.tsx) shows these texts, the build hashes them with the
 * banner's code into CONSENT_BANNER_VERSION (scripts/consent-banner-version.ts), the server records
 * each version with the date it went live, and every choice is counted under it: the proof of the
 * consent mechanism the CNIL asks for (recommendation 2020-092), without any per-visitor log.
 */
export const CONSENT_BANNER_TEXTS = {
  title: "Vos choix concernant les cookies",
  lines: [
    "Nous n'utilisons que le stockage nécessaire au site.",
    "Avec votre accord, nous pourrons aussi mesurer l'audience et personnaliser nos messages.",
    "Changez d'avis à tout moment via «\u00a0Gérer les cookies\u00a0», en bas de page.",
  ],
  link: "En savoir plus",
  choices: { all: "Accepter tout", essential: "Uniquement essentiels" },
} as const;

/** The build's banner version (12 hex characters), written in by next.config's `env`; "dev" outside a build. */
export const CONSENT_BANNER_VERSION: string = process.env.CONSENT_BANNER_VERSION || "dev";

/** Where the banner counts a choice (first-party, anonymous: the choice and the version, nothing else). */
export const CONSENT_COUNT_PATH = "/consentement";

/** A version as the count accepts it. */
export const BANNER_VERSION_PATTERN = /^(?:[0-9a-f]{12}|dev)$/;

/** The source files whose content makes the banner's version (with the texts above). */
export const CONSENT_BANNER_SOURCES = [
  "components/behaviours/CookieBanner.tsx",
  "components/behaviours/cookie-banner-store.ts",
  "lib/browser/consent.ts",
  "lib/browser/early-inline.ts",
  "lib/config/consent-banner.ts",
] as const;
