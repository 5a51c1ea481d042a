import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { type RefusedRange, refusedRange } from "./address-ranges.ts";

/** Why an endpoint's address is refused. */
export type AddressRefusal =
  | "invalid"
  | "too-long"
  | "not-https"
  | "credentials"
  | "local-name"
  | "refused-address"
  | "refused-name"
  | "unknown-name";

export type AddressCheck =
  | { ok: true; url: string }
  | { ok: false; reason: AddressRefusal; message: string; range?: RefusedRange };

/** A resolver as node:dns's `lookup(host, { all: true })` answers (injected by the tests). */
export type HostLookup = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const ENDPOINT_URL_MAX_LENGTH = 2000;

/** Where an address of each refused range leads, as the messages say it. */
export const RANGE_LABELS: Record<RefusedRange, string> = {
  loopback: "ce serveur lui-même",
  private: "un réseau privé",
  "link-local": "un réseau local (adresse de lien local)",
  "unique-local": "un réseau privé IPv6 (adresse locale unique)",
  cgnat: "un réseau partagé d'opérateur (CGNAT)",
  unspecified: "une adresse non spécifiée",
  multicast: "une adresse de multidiffusion",
  reserved: "une plage d'adresses réservée",
};

const PUBLIC_ADDRESS = "saisissez l'adresse publique de votre CRM.";

/** The refusals' messages, in French, as the desk shows them under the address field. */
export const ADDRESS_MESSAGES = {
  invalid: "Saisissez une adresse complète, par exemple https://crm.exemple.fr/webhooks.",
  tooLong: `L'adresse compte au plus 2\u00a0000 caractères.`,
  notHttps:
    "L'adresse doit commencer par https://\u00a0: les évènements contiennent des données personnelles, qui ne circulent que chiffrées.",
  credentials:
    "Retirez l'identifiant et le mot de passe de l'adresse (la partie avant @)\u00a0: votre CRM reconnaît chaque évènement à sa signature.",
  localName: (host: string) => `«\u00a0${host}\u00a0» désigne ce serveur lui-même\u00a0: ${PUBLIC_ADDRESS}`,
  refusedAddress: (address: string, range: RefusedRange) =>
    `Cette adresse mène à ${RANGE_LABELS[range]} (${address})\u00a0: ${PUBLIC_ADDRESS}`,
  refusedName: (host: string, address: string, range: RefusedRange) =>
    `Le nom ${host} mène à ${RANGE_LABELS[range]} (${address})\u00a0: ${PUBLIC_ADDRESS}`,
  unknownName: (host: string) => `Le nom ${host} est introuvable\u00a0: vérifiez l'adresse de votre CRM.`,
} as const;

/**
 * An origin as WEBHOOK_ALLOWED_ORIGINS lists it (`http://127.0.0.1:4567`): the scheme, host and
 * port of a URL, or undefined for anything else.
 */
export function originOf(raw: string): string | undefined {
  try {
    return new URL(raw).origin;
  } catch {
    return undefined;
  }
}

/** True when `url` is on one of the origins an operator lifted the checks for. */
export function isAllowedOrigin(url: URL, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(url.origin);
}

/** The host of a URL without the brackets of an IPv6 address, nor a final dot. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");

const isLocalName = (host: string) => host === "localhost" || host.endsWith(".localhost");

/**
 * What can be said without the DNS: a complete https address without credentials, whose host is
 * neither an IP address of a refused range nor `localhost`. The dispatcher asks it again before
 * each delivery; the names are checked when they are resolved (checkEndpointUrl, guarded-fetch.ts).
 * An allowed origin (WEBHOOK_ALLOWED_ORIGINS) passes the scheme and address checks, nothing else.
 */
export function checkEndpointSyntax(raw: string, allowedOrigins: readonly string[]): AddressCheck {
  const text = raw.trim();
  if (text.length > ENDPOINT_URL_MAX_LENGTH)
    return { ok: false, reason: "too-long", message: ADDRESS_MESSAGES.tooLong };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "invalid", message: ADDRESS_MESSAGES.invalid };
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname)
    return { ok: false, reason: "invalid", message: ADDRESS_MESSAGES.invalid };
  if (url.username || url.password) return { ok: false, reason: "credentials", message: ADDRESS_MESSAGES.credentials };
  url.hash = "";
  if (isAllowedOrigin(url, allowedOrigins)) return { ok: true, url: url.href };
  if (url.protocol !== "https:") return { ok: false, reason: "not-https", message: ADDRESS_MESSAGES.notHttps };
  const host = hostOf(url);
  if (isLocalName(host))
    return { ok: false, reason: "local-name", message: ADDRESS_MESSAGES.localName(host), range: "loopback" };
  if (isIP(host)) {
    const range = refusedRange(host);
    if (range)
      return { ok: false, reason: "refused-address", message: ADDRESS_MESSAGES.refusedAddress(host, range), range };
  }
  return { ok: true, url: url.href };
}

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The check of an address an administrator types: checkEndpointSyntax, then the name resolved
 * (every address it gives must be public: one private address is enough to refuse it).
 */
export async function checkEndpointUrl(
  raw: string,
  options: { allowedOrigins: readonly string[]; lookup?: HostLookup },
): Promise<AddressCheck> {
  const checked = checkEndpointSyntax(raw, options.allowedOrigins);
  if (!checked.ok) return checked;
  const url = new URL(checked.url);
  const host = hostOf(url);
  if (isAllowedOrigin(url, options.allowedOrigins) || isIP(host)) return checked;
  let addresses: readonly { address: string }[];
  try {
    addresses = await (options.lookup ?? systemLookup)(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { ok: false, reason: "unknown-name", message: ADDRESS_MESSAGES.unknownName(host) };
  for (const { address } of addresses) {
    const range = refusedRange(address);
    if (range)
      return { ok: false, reason: "refused-name", message: ADDRESS_MESSAGES.refusedName(host, address, range), range };
  }
  return checked;
}
