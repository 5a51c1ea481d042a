import { describe, expect, it } from "vitest";
import { FILLED_LEGAL_ENV } from "../../tests/support/legal-env.ts";
import { LEGAL_VARIABLES } from "./legal-settings.ts";
import { legalBuildWarning } from "./legal-warning.ts";

describe("the build's warning about missing legal details", () => {
  it("names every missing variable when building for an https:// site", () => {
    const warning = legalBuildWarning({ SITE_URL: "https://www.exemple.fr/" });
    expect(warning).toMatch(/^Warning: building for https:\/\/www\.exemple\.fr without 12 legal detail\(s\)/);
    for (const [variable, label] of Object.entries(LEGAL_VARIABLES))
      expect(warning).toContain(`  - ${variable} (${label})`);
  });

  it("names only the ones still missing", () => {
    const { HOSTING_PHONE: _phone, PUBLISHER_SIREN: _siren, PUBLISHER_VAT_NUMBER: _vat, ...rest } = FILLED_LEGAL_ENV;
    const warning = legalBuildWarning({ ...rest, SITE_URL: "https://www.exemple.fr" }) ?? "";
    expect(warning.split("\n").filter((line) => line.startsWith("  - "))).toEqual([
      "  - PUBLISHER_SIREN (SIREN number)",
      "  - PUBLISHER_VAT_NUMBER (intra-EU VAT number)",
      "  - HOSTING_PHONE (host's phone)",
    ]);
  });

  it("says nothing when every detail is set, or for a development build", () => {
    expect(legalBuildWarning({ ...FILLED_LEGAL_ENV, SITE_URL: "https://www.exemple.fr" })).toBeUndefined();
    expect(legalBuildWarning({ SITE_URL: "http://127.0.0.1:3000" })).toBeUndefined();
    expect(legalBuildWarning({})).toBeUndefined();
  });

  it("throws on an invalid detail, even for a development build", () => {
    expect(() => legalBuildWarning({ PUBLISHER_POSTAL_CODE: "750" })).toThrow(/PUBLISHER_POSTAL_CODE must be/);
  });
});
