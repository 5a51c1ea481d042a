/**
 * Page views' beacons for the audience bench, unique per sequence number: a valid report
 * (lib/audience/beacon.ts) for one of a few pages of the build, with its own random-looking view
 * id, its own client address (behind TRUST_PROXY=1) and, for one view in four, an entry from a
 * search engine, another site or a campaign. Every beacon carries LCP, INP and CLS.
 */
import type { Beacon } from "../../../lib/audience/beacon.ts";
import { AUDIENCE_BEACON_PATH, DEVICE_CLASSES } from "../../../lib/config/audience.ts";
import { clientAddress } from "./contact.ts";

export { AUDIENCE_BEACON_PATH };

/** Pages every build has. */
export const BENCH_ROUTES = ["/", "/tarifs", "/tarifs/crmpro", "/contact", "/solutions", "/a-propos"] as const;
/** Metrics each beacon carries: the histograms' rows grow by this many counts per view. */
export const METRICS_PER_BEACON = 3;

export function isEntry(n: number): boolean {
  return n % 4 === 0;
}

export function benchBeacon(n: number, runId: string): Beacon {
  const beacon: Beacon = {
    id: `bench-${runId}-${n.toString(36).padStart(10, "0")}`,
    path: BENCH_ROUTES[n % BENCH_ROUTES.length] ?? "/",
    device: DEVICE_CLASSES[n % DEVICE_CLASSES.length] ?? "phone",
    entry: isEntry(n),
    metrics: { LCP: 800 + (n % 4000), INP: 40 + (n % 400), CLS: (n % 30) / 100 },
  };
  if (beacon.entry) {
    beacon.source = n % 3 === 0 ? "google" : n % 3 === 1 ? `site:partenaire-${n % 50}.exemple.fr` : "direct";
    if (n % 8 === 0) beacon.utm = { source: "newsletter", medium: "email", campaign: `bench-${n % 20}` };
  }
  return beacon;
}

/** The request autocannon sends: as sendBeacon sends a string, from the site's own page. */
export function beaconRequest(
  n: number,
  runId: string,
  origin: string,
): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": clientAddress(n),
    },
    body: JSON.stringify(benchBeacon(n, runId)),
  };
}
