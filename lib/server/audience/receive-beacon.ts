/**
 * A page view's beacon on the Node server, once read (read-beacon.ts): counted when its route is a
 * page of the site, its view not already counted, its address not over its rate; every refusal
 * answered with its status and nothing counted. A replay is answered 204 like a counted view: a
 * browser retrying must not see an error.
 */
import type { Beacon } from "../../audience/beacon.ts";
import type { AddressThrottle } from "./address-throttle.ts";
import type { KnownRoutes } from "./known-routes.ts";
import { BEACON_STATUS } from "./read-beacon.ts";
import type { ReplayGuard } from "./replay-guard.ts";
import type { AudienceTally } from "./tally.ts";

export interface BeaconCounters {
  routes: KnownRoutes;
  replay: ReplayGuard;
  throttle: AddressThrottle;
  tally: AudienceTally;
}

/** The status answered to `beacon` sent from `address` (held in memory for the minute, never kept). */
export async function countBeacon(
  beacon: Beacon,
  address: string,
  counters: BeaconCounters,
  now: number,
): Promise<number> {
  if (!(await counters.routes.has(beacon.path, now))) return BEACON_STATUS.unknownRoute;
  if (counters.replay.seen(beacon.id, now)) return BEACON_STATUS.counted;
  if (!counters.throttle.allow(address, now)) return BEACON_STATUS.throttled;
  counters.replay.remember(beacon.id, now);
  counters.tally.add(beacon, now);
  return BEACON_STATUS.counted;
}
