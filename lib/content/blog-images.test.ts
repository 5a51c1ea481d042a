import { describe, expect, it } from "vitest";
import { IMAGE_FORMATS, srcSet, variantPath, variantWidths } from "./blog-images.ts";

describe("the blog images' variants", () => {
  it("are named after the PNG, their width and format, under /_images", () => {
    expect(variantPath("/blog/notes-de-frais.png", 640, "avif")).toBe("/_images/blog/notes-de-frais-640.avif");
  });

  it("are never wider than the image itself", () => {
    expect(variantWidths(1200)).toEqual([640, 960, 1200]);
    expect(variantWidths(1000)).toEqual([640, 960]);
    expect(variantWidths(500)).toEqual([500]);
  });

  it("make a srcset of width descriptors, AVIF before WebP", () => {
    expect(srcSet("/blog/a.png", 1200, "webp")).toBe(
      "/_images/blog/a-640.webp 640w, /_images/blog/a-960.webp 960w, /_images/blog/a-1200.webp 1200w",
    );
    expect(IMAGE_FORMATS.map((format) => format.type)).toEqual(["image/avif", "image/webp"]);
  });
});
