import { describe, expect, it } from "vitest";
import { describeError, withTimeout } from "./check.ts";

describe("doctor check helpers", () => {
  it("describes an error in one line with its code", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9\n    at stack"), { code: "ECONNREFUSED" });
    expect(describeError(error)).toBe("connect ECONNREFUSED 127.0.0.1:9");
    expect(describeError(Object.assign(new Error("Invalid login"), { code: "EAUTH" }))).toBe("EAUTH: Invalid login");
    expect(describeError("plain")).toBe("plain");
  });

  it("gives up on what does not answer in time", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, "the store")).rejects.toThrow(
      "the store did not answer within 0.02 s",
    );
    await expect(withTimeout(Promise.resolve(7), 1000, "x")).resolves.toBe(7);
  });
});
