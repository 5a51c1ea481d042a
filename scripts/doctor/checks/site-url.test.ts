import { describe, expect, it } from "vitest";
import { checkSiteUrl } from "./site-url.ts";

describe("doctor: SITE_URL", () => {
  it("passes a public https:// origin", () => {
    expect(checkSiteUrl("https://www.exemple.fr/", "https://www.exemple.fr")).toMatchObject({ status: "ok" });
  });

  it("fails when unset or not https", () => {
    expect(checkSiteUrl(undefined, "http://127.0.0.1:3000")).toMatchObject({
      status: "fail",
      detail: "unset: the development default http://127.0.0.1:3000",
    });
    expect(checkSiteUrl("http://www.exemple.fr", "http://www.exemple.fr")).toMatchObject({
      status: "fail",
      fix: expect.stringContaining("SITE_URL=https://"),
    });
  });
});
