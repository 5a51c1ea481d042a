/**
 * At most AUDIENCE_LIMITS.perAddressPerMinute beacons per client address and calendar minute, in
 * this process's memory: the address is a key of a Map for that minute and is dropped with it,
 * never stored nor logged. An IPv6 address counts by its /64, what one subscriber is usually given.
 * Bounded: at most `capacity` addresses a minute are followed; beyond, the others go unthrottled
 * for the rest of that minute (the store's bound on rows holds whatever they send).
 */
export const THROTTLE_MEMORY = 100_000;

const MINUTE_MS = 60_000;

/** The part of an address the throttle counts: an IPv4 address whole, an IPv6 address by its first four groups. */
export function throttleKey(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const groups = head ? head.split(":") : [];
  const rest = tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - groups.length - rest.length);
  const full = address.includes("::") ? [...groups, ...Array(missing).fill("0"), ...rest] : groups;
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export interface AddressThrottle {
  /** Counts one beacon of `address` at `now`: false when it is over the limit (nothing to count). */
  allow(address: string, now: number): boolean;
}

export function createAddressThrottle(perMinute: number, capacity = THROTTLE_MEMORY): AddressThrottle {
  let minute = -1;
  let counts = new Map<string, number>();
  return {
    allow(address, now) {
      const current = Math.floor(now / MINUTE_MS);
      if (current !== minute) {
        minute = current;
        counts = new Map();
      }
      const key = throttleKey(address);
      const count = counts.get(key);
      if (count === undefined) {
        if (counts.size < capacity) counts.set(key, 1);
        return true;
      }
      if (count >= perMinute) return false;
      counts.set(key, count + 1);
      return true;
    },
  };
}
