import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import tailwind from "../../../tailwind.config.ts";
import { TERMS } from "../../catalog/terms.ts";
import { SITE } from "../../config/site.ts";
import { woffCharacters } from "./font-coverage.ts";

/**
 * The Open Graph image of a page: its title on the brand background, 1200×630 PNG, drawn at build
 * time by `next/og` (Satori, then Resvg) from the `opengraph-image.tsx` file of the page's folder.
 *
 * Nothing is fetched: the font is Inter (latin and latin-ext subsets of @fontsource/inter, SIL Open
 * Font License, `OFL-Inter.txt`), shipped in this folder. Satori asks Google Fonts for any
 * character that no given font has, and a CDN for emoji: every text is checked against the glyphs
 * of the shipped fonts first (their cmap), and a character outside them fails the build instead of
 * becoming a request to a third party.
 */

import { OG_SIZE, type OgCard } from "./card.ts";

export { OG_CONTENT_TYPE, OG_SIZE, type OgCard, ogAlt } from "./card.ts";

const { colors } = tailwind.theme.extend;

/**
 * The font files of this folder, in the order Satori looks for a glyph: each weight in the latin
 * subset (French: accents, œ, « », ’, …, €), then in latin-ext (Ÿ and the rest of Latin). The
 * second subset goes by another family name: Satori keeps one file per family, weight and style,
 * and falls back to the next family of `fontFamily` for a glyph the first lacks.
 */
export const FONT_FILES = [
  { family: "Inter", weight: 500, file: "inter-latin-500-normal.woff" },
  { family: "Inter", weight: 800, file: "inter-latin-800-normal.woff" },
  { family: "Inter Latin Ext", weight: 500, file: "inter-latin-ext-500-normal.woff" },
  { family: "Inter Latin Ext", weight: 800, file: "inter-latin-ext-800-normal.woff" },
] as const;

/** Spaces the fonts lack, drawn as the no-break space they have (same meaning: no line break there). */
const SPACES = /[\u2009\u202f]/g;

/** A text as drawn: no-break spaces the fonts have, and the typographic apostrophe of French. */
const typeset = (text: string) => text.replace(SPACES, "\u00a0").replace(/'/g, "\u2019");

/** Read at build time from the repository (the images are pre-rendered), hence `turbopackIgnore`. */
const FONT_DIR = join(process.cwd(), "lib", "seo", "og");
type Font = { name: string; data: Buffer; weight: 500 | 800; style: "normal" };
let loaded: Promise<{ fonts: Font[]; chars: Set<number> }> | undefined;

/** The shipped fonts, and every character one of them can draw. */
export function shippedFonts(): Promise<{ fonts: Font[]; chars: Set<number> }> {
  loaded ??= Promise.all(
    FONT_FILES.map(async ({ family, weight, file }) => ({
      name: family,
      data: await readFile(join(/*turbopackIgnore: true*/ FONT_DIR, file)),
      weight,
      style: "normal" as const,
    })),
  ).then((fonts) => {
    const chars = new Set<number>();
    for (const font of fonts) for (const code of woffCharacters(font.data)) chars.add(code);
    return { fonts, chars };
  });
  return loaded;
}

/** The characters of `text` no shipped font can draw (each once), once spaces are normalised. */
export async function uncoveredCharacters(text: string): Promise<string[]> {
  const { chars } = await shippedFonts();
  const missing = new Set<string>();
  for (const char of typeset(text)) {
    if (char !== "\n" && !chars.has(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}

/** The footer line of every image. */
export const OG_FOOTER = `Essai gratuit de ${TERMS.trialDays} jours${TERMS.trialNeedsCard ? "" : ", sans carte bancaire"}`;

/** Title size by length: short titles large, long article titles on three lines at most. */
function titleSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 48) return 68;
  return 58;
}

/** The PNG of a card; throws, naming the characters, when a text needs a glyph the font lacks. */
export async function ogImage(card: OgCard): Promise<ImageResponse> {
  const normalised: OgCard = {
    eyebrow: typeset(card.eyebrow),
    title: typeset(card.title),
    ...(card.text ? { text: typeset(card.text) } : {}),
  };
  const missing = await uncoveredCharacters(
    [normalised.eyebrow, normalised.title, normalised.text ?? "", SITE.name, OG_FOOTER].join(""),
  );
  if (missing.length > 0) {
    const list = missing.map((c) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()})`).join(", ");
    throw new Error(`Open Graph image "${card.title}": no glyph in the shipped font for ${list}`);
  }
  const { fonts } = await shippedFonts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        backgroundColor: colors.brand[700],
        backgroundImage: `linear-gradient(135deg, ${colors.brand[600]} 0%, ${colors.brand[800]} 100%)`,
        color: colors["on-brand"],
        fontFamily: "Inter, Inter Latin Ext",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill={colors["on-brand"]} />
          <path
            d="M9 17.5l4.5 4.5L23 11"
            fill="none"
            stroke={colors.brand[600]}
            strokeWidth="3.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div style={{ marginLeft: 20, fontSize: 44, fontWeight: 800, letterSpacing: -1 }}>{SITE.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 32, fontWeight: 500, color: colors.brand[100] }}>{normalised.eyebrow}</div>
        <div
          style={{
            marginTop: 16,
            fontSize: titleSize(normalised.title),
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: -1.5,
          }}
        >
          {normalised.title}
        </div>
        {normalised.text ? (
          <div style={{ marginTop: 24, fontSize: 32, fontWeight: 500, lineHeight: 1.35, color: colors.brand[50] }}>
            {normalised.text}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", alignItems: "center", fontSize: 28, fontWeight: 500, color: colors.brand[100] }}>
        <div style={{ width: 48, height: 6, borderRadius: 3, marginRight: 20, backgroundColor: colors.brand[100] }} />
        {OG_FOOTER}
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts,
    },
  );
}
