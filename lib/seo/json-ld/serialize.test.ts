import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./serialize.ts";

describe("serializeJsonLd", () => {
  it("escapes what could close the script element, and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> & co" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
