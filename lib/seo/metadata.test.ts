import { describe, expect, it } from "vitest";
import { pageMetadata, TITLE_MAX } from "./metadata.ts";

describe("pageMetadata", () => {
  it("puts the brand last, or first on the home page", () => {
    expect(pageMetadata({ title: "Mentions légales", description: "d", path: "/mentions-legales" }).title).toEqual({
      absolute: "Mentions légales | Gestio",
    });
    expect(pageMetadata({ title: "Applications", description: "d", path: "/" }).title).toEqual({
      absolute: "Gestio · Applications",
    });
  });

  it("leaves the brand out when it would push the title over 60 characters", () => {
    const title = "Devis : envoyez-les plus vite pour signer plus de clients";
    const { title: built } = pageMetadata({ title, description: "d", path: "/blog/devis" });
    expect(built).toEqual({ absolute: title });
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it("sets no Open Graph or Twitter image, so that the folder's opengraph-image is used", () => {
    const metadata = pageMetadata({ title: "Blog", description: "d", path: "/blog", type: "article" });
    expect(metadata.openGraph && "images" in metadata.openGraph).toBe(false);
    expect(metadata.twitter && "images" in metadata.twitter).toBe(false);
    expect(metadata.alternates?.canonical).toMatch(/\/blog$/);
  });

  it("names the folder's image with the page's own alternative text under a dynamic segment", () => {
    const metadata = pageMetadata({
      title: "Tarifs CRMPro",
      description: "d",
      path: "/tarifs/crmpro",
      ogCard: { eyebrow: "Tarifs", title: "CRMPro" },
    });
    const expected = [
      {
        url: "/tarifs/crmpro/opengraph-image",
        width: 1200,
        height: 630,
        type: "image/png",
        alt: "Gestio – Tarifs\u202f: CRMPro",
      },
    ];
    expect(metadata.openGraph?.images).toEqual(expected);
    expect(metadata.twitter?.images).toEqual(expected);
  });
});
