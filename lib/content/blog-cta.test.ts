import { describe, expect, it } from "vitest";
import { PRODUCT_SITES } from "../config/external-links.ts";
import { blogCtaLink } from "./blog-cta.ts";

describe("blogCtaLink", () => {
  it("sends the trial target to the free-trial page", () => {
    expect(blogCtaLink("essai-gratuit")).toEqual({ href: "/essai-gratuit", external: false });
  });

  it("sends a product target to that product's own site", () => {
    expect(blogCtaLink("note2frais")).toEqual({ href: PRODUCT_SITES.note2frais, external: true });
  });
});
