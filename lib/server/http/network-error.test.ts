import { describe, expect, it } from "vitest";
import { networkErrorCode } from "./network-error.ts";

describe("networkErrorCode", () => {
  it("keeps fetch's cause's code, else the error's own code or name, never its message", () => {
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:443"), { code: "ECONNREFUSED" }),
    });
    expect(networkErrorCode(refused)).toBe("ECONNREFUSED");
    expect(
      networkErrorCode(Object.assign(new Error("getaddrinfo ENOTFOUND crm.exemple.fr"), { code: "ENOTFOUND" })),
    ).toBe("ENOTFOUND");
    expect(networkErrorCode(new DOMException("The operation timed out.", "TimeoutError"))).toBe("TimeoutError");
    expect(networkErrorCode({ code: "E:<script>" })).toBe("Escript");
    expect(networkErrorCode(undefined)).toBe("error");
  });
});
