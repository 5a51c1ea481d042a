import { describe, expect, it } from "vitest";
import { createAddressThrottle, throttleKey } from "./address-throttle.ts";
import { createReplayGuard } from "./replay-guard.ts";

describe("the replay guard", () => {
  it("knows a view's id again within the window, not after it", () => {
    const guard = createReplayGuard(5 * 60_000);
    guard.remember("vue-000000000001", 1_000);
    expect(guard.seen("vue-000000000001", 1_000)).toBe(true);
    expect(guard.seen("vue-000000000001", 1_000 + 5 * 60_000 - 1)).toBe(true);
    expect(guard.seen("vue-000000000001", 1_000 + 5 * 60_000)).toBe(false);
    expect(guard.seen("vue-000000000002", 1_000)).toBe(false);
  });

  it("forgets the ids out of the window as new ones come, and keeps at most its capacity", () => {
    const guard = createReplayGuard(1_000, 100);
    for (let n = 0; n < 50; n++) guard.remember(`old-${n}`, 0);
    guard.remember("new", 1_000);
    expect(guard.size).toBe(1);
    for (let n = 0; n < 1_000; n++) guard.remember(`flood-${n}`, 1_500);
    expect(guard.size).toBe(100);
    // The oldest go first: the latest ids are still known.
    expect(guard.seen("flood-999", 1_500)).toBe(true);
    expect(guard.seen("flood-900", 1_500)).toBe(true);
    expect(guard.seen("flood-899", 1_500)).toBe(false);
  });
});

describe("the per-address throttle", () => {
  it("lets an address send its rate per minute, then refuses it until the next minute, others untouched", () => {
    const throttle = createAddressThrottle(3);
    const minute = 60_000 * 1_000;
    expect([1, 2, 3, 4].map(() => throttle.allow("203.0.113.7", minute + 10))).toEqual([true, true, true, false]);
    expect(throttle.allow("203.0.113.8", minute + 20)).toBe(true);
    expect(throttle.allow("203.0.113.7", minute + 59_999)).toBe(false);
    expect(throttle.allow("203.0.113.7", minute + 60_000)).toBe(true);
  });

  it("counts an IPv6 address by its /64", () => {
    expect(throttleKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(throttleKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(throttleKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleKey("::1")).toBe("0:0:0:0::/64");
    expect(throttleKey("203.0.113.7")).toBe("203.0.113.7");
    const throttle = createAddressThrottle(2);
    expect(throttle.allow("2001:db8:1:2::a", 0)).toBe(true);
    expect(throttle.allow("2001:db8:1:2::b", 0)).toBe(true);
    expect(throttle.allow("2001:db8:1:2:ffff::c", 0)).toBe(false);
    expect(throttle.allow("2001:db8:1:3::a", 0)).toBe(true);
  });

  it("follows at most its capacity of addresses a minute", () => {
    const throttle = createAddressThrottle(1, 10);
    for (let n = 0; n < 10; n++) expect(throttle.allow(`198.51.100.${n}`, 0)).toBe(true);
    expect(throttle.allow("198.51.100.1", 0)).toBe(false);
    // Beyond the capacity, an address is not followed (the store's bound holds).
    expect(throttle.allow("198.51.100.200", 0)).toBe(true);
    expect(throttle.allow("198.51.100.200", 0)).toBe(true);
  });
});
