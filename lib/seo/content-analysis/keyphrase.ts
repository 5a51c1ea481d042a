import { fold, type Word, words } from "./french-text.ts";

/** A keyphrase (or a synonym) as the analysis looks for it: the keys of its words, in order. */
export type Phrase = readonly string[];

/** The phrases of a keyphrase and its synonyms (comma-separated), empty ones left out. */
export function phrases(keyphrase: string, synonyms = ""): Phrase[] {
  return [keyphrase, ...synonyms.split(",")]
    .map((text) => words(text).map((word) => word.key))
    .filter((phrase) => phrase.length > 0);
}

/** Where the phrase starts in these words (its words one after the other, in any of their forms). */
export function occurrences(text: readonly Word[], phrase: Phrase): number[] {
  const found: number[] = [];
  for (let i = 0; i + phrase.length <= text.length; i++)
    if (phrase.every((key, offset) => text[i + offset]!.key === key)) found.push(i);
  return found;
}

/** Whether a text holds one of the phrases. */
export function mentions(text: string, keyphrases: readonly Phrase[]): boolean {
  const read = words(text);
  return keyphrases.some((phrase) => occurrences(read, phrase).length > 0);
}

/** Whether an address (« notes-de-frais-2026 ») holds one of the phrases: its hyphens read as spaces. */
export function slugMentions(slug: string, keyphrases: readonly Phrase[]): boolean {
  return mentions(fold(slug).replace(/[-_/]+/g, " "), keyphrases);
}
