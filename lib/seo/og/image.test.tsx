import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pngSize } from "../../content/blog.ts";
import { woffCharacters } from "./font-coverage.ts";
import { FONT_FILES, OG_SIZE, ogAlt, ogImage, uncoveredCharacters } from "./image.tsx";

/** Every letter and sign of French, the narrow no-break spaces of its typography included. */
const FRENCH =
  "À l’œuvre\u202f: «\u00a0Ça coûte 12\u202f€\u00a0» – où, déjà\u202f? Æ È É Ê Ë Î Ï Ô Ù Û Ü Ÿ Ç Œ à â æ ç é è ê ë î ï ô û ù ü ÿ œ… — n° 1";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** fetch, refusing anything but the data: URLs next/og loads its own WebAssembly from. */
function offlineFetch() {
  const real = globalThis.fetch;
  const network = vi.fn((_url: string) => Promise.reject(new Error("no request may leave the build")));
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith("data:") ? real(input, init) : network(url);
  });
  return network;
}

describe("Open Graph images", () => {
  it("ships the font files of @fontsource/inter, with their licence", () => {
    for (const { file } of FONT_FILES) {
      const shipped = readFileSync(`lib/seo/og/${file}`);
      expect(shipped.equals(readFileSync(`node_modules/@fontsource/inter/files/${file}`)), file).toBe(true);
    }
    expect(readFileSync("lib/seo/og/OFL-Inter.txt", "utf8")).toContain("SIL Open Font License");
  });

  it("reads which characters a font has from its cmap, not from its declared unicode-range", () => {
    const latin = woffCharacters(readFileSync("lib/seo/og/inter-latin-800-normal.woff"));
    expect(latin.has("é".codePointAt(0)!)).toBe(true);
    expect(latin.has("€".codePointAt(0)!)).toBe(true);
    // Declared by the subset's range (U+2000-206F) but not in the file.
    expect(latin.has(0x202f)).toBe(false);
    expect(() => woffCharacters(new Uint8Array(64))).toThrow(/WOFF/);
  });

  it("knows every French character, and names those it cannot draw", async () => {
    expect(await uncoveredCharacters(FRENCH)).toEqual([]);
    expect(await uncoveredCharacters("Bravo 🎉 中")).toEqual(["🎉", "中"]);
  });

  it("draws a 1200×630 PNG with French text without any request", async () => {
    const network = offlineFetch();
    const response = await ogImage({
      eyebrow: "Blog · Notes de frais",
      title: FRENCH,
      text: "Essai «\u202fgratuit\u202f»",
    });
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual(OG_SIZE);
    expect(network).not.toHaveBeenCalled();
  });

  it("fails instead of fetching a font or an emoji for a character it cannot draw", async () => {
    const network = offlineFetch();
    await expect(ogImage({ eyebrow: "Blog", title: "Bravo 🎉" })).rejects.toThrow(/"🎉" \(U\+1F389\)/);
    expect(network).not.toHaveBeenCalled();
  });

  it("says what the image shows", () => {
    expect(ogAlt({ eyebrow: "Tarifs", title: "CRMPro" })).toBe("Gestio – Tarifs\u202f: CRMPro");
  });
});
