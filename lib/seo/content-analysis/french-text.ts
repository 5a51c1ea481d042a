import { stemmer } from "@orama/stemmers/french";
import { normalise } from "../../browser/blog-search.ts";

/**
 * French text cut into words and sentences for the content analysis: `Intl.Segmenter` with French
 * rules, elisions split (« l’outil » is « outil »), word forms brought to one key by Snowball's
 * French stemmer (@orama/stemmers: « notes » and « note », « gratuite » and « gratuit »), accents
 * ignored when keys are compared.
 */

/** The words whose final vowel French elides before a vowel: « l’outil », « qu’il », « jusqu’au ». */
const ELIDED = new Set(["l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu"]);

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  "m",
  "mm",
  "mme",
  "mmes",
  "mlle",
  "dr",
  "pr",
  "me",
  "st",
  "ste",
  "cf",
  "ex",
  "p",
  "pp",
  "env",
  "etc",
  "art",
  "av",
  "bd",
  "chap",
  "no",
  "n°",
  "fig",
  "vol",
  "éd",
  "hors",
  "tél",
  "janv",
  "févr",
  "avr",
  "juil",
  "sept",
  "oct",
  "nov",
  "déc",
]);

export interface Word {
  /** As written, its elision left out (« outil » of « l’outil »). */
  text: string;
  /** What forms of one word share: stemmed, lower-case, without accents. */
  key: string;
  /** Where it starts in the text it was read from. */
  index: number;
}

const WORDS = new Intl.Segmenter("fr", { granularity: "word" });
const SENTENCES = new Intl.Segmenter("fr", { granularity: "sentence" });

/** Lower case, accents and ligatures removed, apostrophes made straight: the blog search's own rule. */
export const fold = normalise;

/** The key of one word: its stem (read with its accents, which Snowball's rules need), folded. */
export function wordKey(word: string): string {
  const lower = word.toLowerCase().replace(/[’‘ʼ]/g, "'");
  return fold(/^\d/.test(lower) ? lower : stemmer(lower));
}

/** The words of a text, in order, each with its key; numbers count as words. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const { segment, index, isWordLike } of WORDS.segment(text)) {
    if (!isWordLike) continue;
    let word = segment;
    let at = index;
    // « l’entreprise », « d'aujourd'hui »: the elided word goes, the rest is the word.
    const apostrophe = word.search(/['’‘ʼ]/);
    if (apostrophe > 0 && ELIDED.has(fold(word.slice(0, apostrophe))) && apostrophe < word.length - 1) {
      at += apostrophe + 1;
      word = word.slice(apostrophe + 1);
    }
    out.push({ text: word, key: wordKey(word), index: at });
  }
  return out;
}

/** The sentences of a paragraph, trimmed; a full stop after an abbreviation (« M. », « p. ex. ») does not end one. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let pending = "";
  for (const { segment } of SENTENCES.segment(text)) {
    pending += segment;
    const last = /([\p{L}°]+)\.\s*$/u.exec(pending);
    if (last && ABBREVIATIONS.has(last[1]!.toLowerCase()) && !/\.\.\s*$/.test(pending)) continue;
    if (pending.trim()) out.push(pending.trim());
    pending = "";
  }
  if (pending.trim()) out.push(pending.trim());
  return out;
}
