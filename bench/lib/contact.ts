/** A valid contact submission, unique per sequence number, as the site's form sends it. */
import { DEFAULT_FUNCTIONS_KEY } from "../../lib/config/env.ts";

export const CONTACT_PATH = "/functions/v1/submit-contact";

export function contactBody(n: number, runId: string): string {
  return JSON.stringify({
    firstName: "Camille",
    lastName: "Martin",
    company: "Boulangerie Martin",
    email: `bench-${runId}-${n}@exemple.fr`,
    phone: "+33 6 12 34 56 78",
    message: `Bonjour, je souhaite une démonstration de vos applications (demande ${runId}-${n}).`,
    formSource: "Contact Form",
  });
}

/** A distinct client address per request (behind TRUST_PROXY=1), so that the rate limit never answers instead. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function contactHeaders(n: number): Record<string, string> {
  return {
    "content-type": "application/json",
    authorization: `Bearer ${process.env.PUBLIC_FUNCTIONS_KEY ?? DEFAULT_FUNCTIONS_KEY}`,
    "x-forwarded-for": clientAddress(n),
  };
}
