import { missingLegalVariables, readLegalSettings } from "./legal-settings.ts";

type Env = Record<string, string | undefined>;

/**
 * The warning of `npm run build` (scripts/legal-check.ts) when it builds for a public https://
 * SITE_URL while legal details are missing: the legal pages would publish « [à compléter] ».
 * Nothing for a development build (http://). Throws, naming the variable, when one is invalid.
 */
export function legalBuildWarning(env: Env): string | undefined {
  const missing = missingLegalVariables(readLegalSettings(env));
  const site = env.SITE_URL?.trim() ?? "";
  if (!/^https:\/\//i.test(site) || missing.length === 0) return undefined;
  return [
    `Warning: building for ${site.replace(/\/+$/, "")} without ${missing.length} legal detail(s): /mentions-legales, /cgv`,
    'and /politique-confidentialite will publish "[à compléter]" instead of:',
    ...missing.map(({ variable, label }) => `  - ${variable} (${label})`),
    'Set them in the build\'s environment or .env (docs/deploying.md, "Legal details") and build again.',
    "`npm run doctor` reports a site built without them as not ready.",
  ].join("\n");
}
