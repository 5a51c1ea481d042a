/**
 * The publisher of the site (a French SAS) and its host, as LCEN art. 6 requires them on the
 * legal notice. The company's name, legal form and e-mail are fixed here; its registered details
 * and the host's come from the environment of `npm run build` (lib/config/legal-settings.ts,
 * docs/deploying.md, "Legal details"). A detail not set shows A_COMPLETER, which the pages highlight and
 * `npm run doctor` refuses before going live.
 */
import { formatEuros } from "../format/french-format.ts";
import { A_COMPLETER, type LegalSettings, readLegalSettings } from "./legal-settings.ts";

export { A_COMPLETER };

const NBSP = "\u00a0";

/** "0123456789" → "01 23 45 67 89"; an international number keeps its own grouping. No-break spaces. */
export function formatPhone(phone: string): string {
  if (/^0\d{9}$/.test(phone)) return (phone.match(/\d{2}/g) ?? []).join(NBSP);
  return phone.replace(/\s+/g, NBSP);
}

/** "123456789" → "123 456 789" (no-break spaces). */
export function formatSiren(siren: string): string {
  return (siren.match(/\d{3}/g) ?? []).join(NBSP);
}

/** What the legal pages print; every unset detail is A_COMPLETER. */
export function legalDetails(settings: LegalSettings) {
  const or = (value: string | undefined) => value ?? A_COMPLETER;
  const capital = settings.PUBLISHER_SHARE_CAPITAL;
  const siren = settings.PUBLISHER_SIREN;
  const publisher = {
    name: "Gestio SAS",
    legalForm: "Société par actions simplifiée (SAS)",
    shareCapital: capital ? formatEuros(Number(capital)) : `${A_COMPLETER} €`,
    rcs: `RCS ${or(settings.PUBLISHER_RCS_CITY)} ${siren ? formatSiren(siren) : A_COMPLETER}`,
    siren: siren ? formatSiren(siren) : A_COMPLETER,
    vatNumber: or(settings.PUBLISHER_VAT_NUMBER),
    address: {
      street: or(settings.PUBLISHER_STREET),
      postalCode: or(settings.PUBLISHER_POSTAL_CODE),
      city: or(settings.PUBLISHER_CITY),
      country: "France",
    },
    email: "contact@gestio.fr",
    phone: settings.PUBLISHER_PHONE ? formatPhone(settings.PUBLISHER_PHONE) : A_COMPLETER,
    publicationDirector: settings.PUBLISHER_DIRECTOR ?? `${A_COMPLETER}, Président(e)`,
  } as const;
  const host = {
    name: or(settings.HOSTING_NAME),
    address: or(settings.HOSTING_ADDRESS),
    phone: settings.HOSTING_PHONE ? formatPhone(settings.HOSTING_PHONE) : A_COMPLETER,
  } as const;
  return { publisher, host };
}

// Read defensively: this module may be evaluated where `process` does not exist (a browser bundle).
const buildEnv: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;

/** The legal details of this build, as validated (throws, naming the variable, when one is invalid). */
export const LEGAL_SETTINGS: LegalSettings = readLegalSettings(buildEnv);

const details = legalDetails(LEGAL_SETTINGS);
export const PUBLISHER = details.publisher;
export const HOST = details.host;
