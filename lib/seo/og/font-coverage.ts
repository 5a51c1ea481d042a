import { inflateSync } from "node:zlib";

/**
 * The characters a WOFF (1.0) font can draw, read from its `cmap` table. A subset's
 * `unicode-range` says which characters it is *meant* for, not which it has: Inter's latin subset
 * declares U+2000-206F but has no narrow no-break space (U+202F). The Open Graph images check
 * their texts against this, so that Satori never goes looking for a missing glyph on the network.
 */
export function woffCharacters(woff: Uint8Array): Set<number> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 font");
  const numTables = view.getUint16(12);
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = String.fromCharCode(...woff.subarray(entry, entry + 4));
    if (tag !== "cmap") continue;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return cmapCharacters(compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored);
  }
  throw new Error("no cmap table in the font");
}

/** The code points mapped to a real glyph by the Unicode subtables (formats 4 and 12) of a cmap. */
export function cmapCharacters(cmap: Uint8Array): Set<number> {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  const chars = new Set<number>();
  const numTables = view.getUint16(2);
  for (let i = 0; i < numTables; i++) {
    const platform = view.getUint16(4 + i * 8);
    const encoding = view.getUint16(6 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const at = view.getUint32(8 + i * 8);
    const format = view.getUint16(at);
    if (format === 4) readFormat4(view, at, chars);
    else if (format === 12) readFormat12(view, at, chars);
  }
  return chars;
}

function readFormat4(view: DataView, at: number, chars: Set<number>): void {
  const segCount = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s++) {
    const end = view.getUint16(ends + s * 2);
    const start = view.getUint16(starts + s * 2);
    const delta = view.getInt16(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const raw = view.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) chars.add(code);
    }
  }
}

function readFormat12(view: DataView, at: number, chars: Set<number>): void {
  const groups = view.getUint32(at + 12);
  for (let g = 0; g < groups; g++) {
    const start = view.getUint32(at + 16 + g * 12);
    const end = view.getUint32(at + 20 + g * 12);
    const startGlyph = view.getUint32(at + 24 + g * 12);
    for (let code = start; code <= end; code++) if (startGlyph + (code - start) !== 0) chars.add(code);
  }
}
