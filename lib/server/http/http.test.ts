import { describe, expect, it } from "vitest";
import { hasPublishableKey } from "./auth.ts";
import { isOriginAllowed } from "./cors.ts";
import { clientAddressRule, emailLimitKeys, sameEmailRule } from "./limits.ts";

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
