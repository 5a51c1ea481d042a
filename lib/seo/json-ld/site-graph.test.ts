import { describe, expect, it } from "vitest";
import { FILLED_LEGAL_ENV } from "../../../tests/support/legal-env.ts";
import { readLegalSettings } from "../../config/legal-settings.ts";
import { organizationJsonLd } from "./site-graph.ts";

describe("the Organization node", () => {
  it("carries the publisher's address, phone and VAT number once they are set", () => {
    expect(organizationJsonLd(readLegalSettings(FILLED_LEGAL_ENV))).toMatchObject({
      legalName: "Gestio SAS",
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 rue de la Paix",
        postalCode: "75002",
        addressLocality: "Paris",
        addressCountry: "FR",
      },
      telephone: "+33123456789",
      vatID: "FR11123456782",
    });
  });

  it("never publishes a placeholder: details not set are left out", () => {
    const node = organizationJsonLd(readLegalSettings({ PUBLISHER_CITY: "Paris" }));
    expect(node).not.toHaveProperty("address");
    expect(node).not.toHaveProperty("telephone");
    expect(node).not.toHaveProperty("vatID");
    expect(JSON.stringify(node)).not.toContain("compléter");
  });
});
