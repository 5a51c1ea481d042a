import { describe, expect, it } from "vitest";
import { checkIndexNow } from "./indexnow.ts";

describe("the doctor's IndexNow row", () => {
  it("is fine unset or with a key of the protocol's shape, fails another, and warns of an endpoint without https", () => {
    expect(checkIndexNow({}).status).toBe("ok");
    expect(checkIndexNow({ INDEXNOW_KEY: "0f3c9a2b-cle-indexnow" }).status).toBe("ok");
    for (const wrong of ["court", "a".repeat(129), "clé-accentuée", "avec espace"])
      expect(checkIndexNow({ INDEXNOW_KEY: wrong }).status, wrong).toBe("fail");
    expect(
      checkIndexNow({ INDEXNOW_KEY: "0f3c9a2b-cle-indexnow", INDEXNOW_ENDPOINT: "http://127.0.0.1:4600/indexnow" })
        .status,
    ).toBe("warn");
  });
});
