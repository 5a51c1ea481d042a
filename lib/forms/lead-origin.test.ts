import { describe, expect, it } from "vitest";
import { leadOriginOf } from "./lead-origin.ts";

const entry = { landing: "/", source: "bing", utm: { source: "ads", medium: "cpc", campaign: "printemps" } };

describe("a lead's origin as the actions and the functions read it", () => {
  it("keeps the page and the entry when each is well-formed", () => {
    expect(leadOriginOf({ pagePath: "/tarifs/crmpro", entry, idempotencyKey: "x" })).toEqual({
      pagePath: "/tarifs/crmpro",
      entry,
    });
    expect(leadOriginOf({ pagePath: "/" })).toEqual({ pagePath: "/" });
    expect(leadOriginOf({ entry })).toEqual({ entry });
  });

  it("leaves out each bad part on its own, never refusing the lead", () => {
    for (const pagePath of [
      "/Tarifs",
      "/tarifs?x=1",
      "/tarifs#prix",
      "tarifs",
      "https://exemple.fr/tarifs",
      "/café",
      `/${"a".repeat(200)}`,
      42,
      ["/"],
    ])
      expect(leadOriginOf({ pagePath, entry }), String(pagePath)).toEqual({ entry });
    expect(leadOriginOf({ pagePath: `/${"a".repeat(199)}` }).pagePath).toHaveLength(200);
    expect(leadOriginOf({ pagePath: "/contact", entry: { ...entry, source: "<script>" } })).toEqual({
      pagePath: "/contact",
    });
    expect(leadOriginOf({ pagePath: "/contact", entry: JSON.stringify(entry) })).toEqual({ pagePath: "/contact" });
    for (const value of [undefined, null, "pagePath=/", ["/"], 3]) expect(leadOriginOf(value)).toEqual({});
  });
});
