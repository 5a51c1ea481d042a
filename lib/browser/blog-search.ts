/**
 * How the blog's searches match (the list's live filter, BlogSearch, and the store's search,
 * lib/content/articles/article-search.ts): every word of the query, accents, case and ligatures ignored.
 */

/** "Éditer un Devis" → "editer un devis"; « cœur » → "coeur", « l’outil » → "l'outil". */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when every word of the query appears in the text (an empty query matches everything). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalise(text);
  return normalise(query)
    .split(" ")
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
