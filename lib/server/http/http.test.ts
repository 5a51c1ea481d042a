import { describe, expect, it } from "vitest";
import { hasPublishableKey } from "./auth.ts";
import { clientAddress } from "./client-address.ts";
import { isOriginAllowed } from "./cors.ts";
import { clientAddressRule, emailLimitKeys, sameEmailRule } from "./limits.ts";
import { vouchedAddress, vouchFor, vouchingSecret } from "./vouched-address.ts";

describe("publishable key", () => {
  it("is read from a bearer token (any case of the scheme) or apikey", () => {
    expect(hasPublishableKey({ authorization: "Bearer k1" }, "k1")).toBe(true);
    expect(hasPublishableKey({ authorization: "bearer   k1 " }, "k1")).toBe(true);
    expect(hasPublishableKey({ apikey: "k1" }, "k1")).toBe(true);
    expect(hasPublishableKey({ authorization: "Basic k1" }, "k1")).toBe(false);
    expect(hasPublishableKey({ authorization: "Bearer k2", apikey: "k3" }, "k1")).toBe(false);
    expect(hasPublishableKey({}, "k1")).toBe(false);
  });
});

describe("allowed origins", () => {
  it("accepts the listed origins and the server's own host only", () => {
    expect(isOriginAllowed("https://www.exemple.fr", "api.exemple.fr", ["https://www.exemple.fr"])).toBe(true);
    expect(isOriginAllowed("http://127.0.0.1:4451", "127.0.0.1:4451", [])).toBe(true);
    expect(isOriginAllowed("http://127.0.0.1:4452", "127.0.0.1:4451", [])).toBe(false);
    expect(isOriginAllowed("null", "127.0.0.1:4451", [])).toBe(false);
    expect(isOriginAllowed("file://127.0.0.1:4451", "127.0.0.1:4451", [])).toBe(false);
  });
});

describe("limit keys", () => {
  it("hold hashes, never the address or the e-mail", () => {
    const rule = sameEmailRule("contact", " Jeanne@Exemple.fr ");
    expect(rule).toEqual({ key: expect.stringMatching(/^form:contact:[0-9a-f]{32}$/), max: 1, windowMs: 60_000 });
    expect(rule.key).toBe(sameEmailRule("contact", "jeanne@exemple.fr").key);
    expect(clientAddressRule("203.0.113.7", { max: 10, windowMs: 60_000 }).key).not.toContain("203");
    expect(emailLimitKeys("jeanne@exemple.fr", ["contact", "demo"])).toEqual([
      rule.key,
      sameEmailRule("demo", "jeanne@exemple.fr").key,
    ]);
  });
});

describe("client address", () => {
  it("is the peer's without a trusted proxy, else the proxies' hop of X-Forwarded-For", () => {
    const origin = { peer: "::ffff:203.0.113.7", forwardedFor: "10.0.0.1, 198.51.100.2" };
    expect(clientAddress(origin, 0)).toBe("203.0.113.7");
    expect(clientAddress(origin, 1)).toBe("198.51.100.2");
    expect(clientAddress(origin, 2)).toBe("10.0.0.1");
    expect(clientAddress(origin, 3)).toBe("203.0.113.7");
    expect(clientAddress({ peer: undefined, forwardedFor: "10.0.0.1" }, 0)).toBe("unknown");
  });
});

describe("vouched addresses", () => {
  it("are read back only with the same secret and for the same purpose", () => {
    const secret = vouchingSecret(undefined);
    expect(vouchingSecret(undefined)).toBe(secret);
    expect(vouchingSecret("s".repeat(32))).toBe("s".repeat(32));
    const header = vouchFor(secret, "visitor", "2001:db8::1") ?? "";
    expect(vouchedAddress(secret, "visitor", header)).toBe("2001:db8::1");
    expect(vouchedAddress(secret, "peer", header)).toBeUndefined();
    expect(vouchedAddress("x".repeat(32), "visitor", header)).toBeUndefined();
    expect(vouchedAddress(secret, "visitor", header.replace("2001", "2002"))).toBeUndefined();
    expect(vouchedAddress(secret, "visitor", "2001:db8::1")).toBeUndefined();
    expect(vouchFor(secret, "visitor", "1.2.3.4, 5.6.7.8")).toBeUndefined();
  });
});
