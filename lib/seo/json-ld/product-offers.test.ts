import { describe, expect, it } from "vitest";
import { PLANS } from "../../catalog/plans.ts";
import { productOffersJsonLd } from "./product-offers.ts";

describe("productOffersJsonLd", () => {
  it("lists one offer per priced plan, with the price in euros and quotes left out", () => {
    const node = productOffersJsonLd({
      name: "CRMPro",
      description: "Le CRM des TPE",
      pageUrl: "https://exemple.fr/tarifs/crmpro",
      brand: "Gestio",
      plans: PLANS.crmpro,
    });
    expect(node["@type"]).toBe("Product");
    const offers = node.offers as { name: string; price: string; priceCurrency: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["CRMPro Start", "5.99", "EUR"],
      ["CRMPro Pro", "12.99", "EUR"],
    ]);
  });

  it("keeps free plans as offers at 0.00", () => {
    const node = productOffersJsonLd({
      name: "FacturePro",
      description: "d",
      pageUrl: "u",
      brand: "b",
      plans: PLANS.facturepro,
    });
    expect((node.offers as { price: string }[]).map((o) => o.price)).toEqual(["0.00", "6.90"]);
  });
});
