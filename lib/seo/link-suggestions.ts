import MiniSearch from "minisearch";
import { fold, sentences, words } from "./content-analysis/french-text.ts";
import { markdownParts } from "./content-analysis/markdown-parts.ts";

/**
 * Links to suggest while an article is written (issue 68), both ways: the site's pages it should
 * link to, and the published articles that should link to it. Pages are ranked by the words they
 * share with the article, weighed as a search engine weighs them (BM25, minisearch's index, over
 * French word keys: « factures » and « facture » are one), and each suggestion names the sentence
 * where the link would sit. Pages that redirect or are gone are never suggested.
 */
export interface LinkDocument {
  /** Its address on the site (/blog/…, /solutions/…). */
  path: string;
  title: string;
  /** Its text in Markdown (an article's body) or plain. */
  text: string;
  /** An article's id: it then may receive a link, from its editor. */
  articleId?: string;
}

export interface LinkSuggestion {
  path: string;
  title: string;
  articleId?: string;
  /** The sentence where the link would go (in the open article, or in the one that would link to it). */
  sentence: string;
}

/** French words too common to tell two pages apart (our own list). */
const STOP = new Set(
  (
    "le la les l un une des du de d et ou en au aux a à ce ces cet cette il elle ils elles on nous vous je tu se sa son ses " +
    "leur leurs notre nos votre vos mon ma mes qui que qu quoi dont où ne pas plus moins par pour sur sous dans avec sans " +
    "est sont être été avoir ont fait faire peut peuvent tout tous toute toutes comme mais si aussi bien très entre chaque " +
    "y c s n m t j ainsi alors donc car puis lors dès vers chez cela ça"
  )
    .split(" ")
    .map(fold),
);

const PROMINENT_TERMS = 12;
const SUGGESTIONS = 5;

/** The keys of a text's words that tell it apart (stop words and numbers left out). */
function terms(text: string): string[] {
  return words(text)
    .map((word) => word.key)
    .filter((key) => key.length > 1 && !STOP.has(key) && !/^\d/.test(key));
}

function plainText(document: LinkDocument): string {
  return markdownParts(document.text)
    .map((part) => (part.kind === "image" ? "" : part.text))
    .join("\n\n");
}

function sentencesOf(document: LinkDocument): string[] {
  return markdownParts(document.text)
    .filter((part) => part.kind === "paragraph")
    .flatMap((part) => sentences(part.text));
}

/** The sentence of `document` sharing the most of these keys (at least one); undefined when none does. */
function bestSentence(document: LinkDocument, keys: ReadonlySet<string>): string | undefined {
  let best: { sentence: string; shared: number } | undefined;
  for (const sentence of sentencesOf(document)) {
    const shared = new Set(terms(sentence).filter((key) => keys.has(key))).size;
    if (shared > 0 && (!best || shared > best.shared)) best = { sentence, shared };
  }
  return best?.sentence;
}

/** Whether `document` already links to `path` (a Markdown link or an address in its text). */
const linksTo = (document: LinkDocument, path: string) =>
  document.text.includes(`](${path})`) || document.text.includes(`](${path}#`);

/**
 * The suggestions for `current` among `others`: `outgoing`, pages it should link to; `incoming`,
 * published articles that should link to it. `gone`: addresses that redirect or answer 404/410.
 */
export function linkSuggestions(
  current: LinkDocument,
  others: readonly LinkDocument[],
  gone: ReadonlySet<string>,
): { outgoing: LinkSuggestion[]; incoming: LinkSuggestion[] } {
  const candidates = others.filter((document) => document.path !== current.path && !gone.has(document.path));
  const index = new MiniSearch<LinkDocument & { id: string; body: string }>({
    fields: ["title", "body"],
    idField: "id",
    tokenize: (text) => terms(text),
    processTerm: (term) => term,
  });
  const indexed = candidates.map((document) => ({ ...document, id: document.path, body: plainText(document) }));
  index.addAll(indexed);
  // How many pages hold each word: counted once here rather than searched for word by word.
  const pagesWith = new Map<string, number>();
  for (const document of indexed)
    for (const key of new Set(terms(`${document.title}\n${document.body}`)))
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  const byPath = new Map(candidates.map((document) => [document.path, document]));

  // The open article's prominent words: frequent in it, rare across the site (tf × idf).
  const counts = new Map<string, number>();
  for (const key of [...terms(current.title), ...terms(current.title), ...terms(plainText(current))])
    counts.set(key, (counts.get(key) ?? 0) + 1);
  const prominent = [...counts]
    .map(([key, count]) => ({
      key,
      weight: count * Math.log(1 + (candidates.length + 1) / (1 + (pagesWith.get(key) ?? 0))),
    }))
    .sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key))
    .slice(0, PROMINENT_TERMS)
    .map((term) => term.key);
  if (prominent.length === 0) return { outgoing: [], incoming: [] };

  const ranked = index
    .search(prominent.join(" "), { boost: { title: 2 }, combineWith: "OR" })
    .map((result) => byPath.get(String(result.id)))
    .filter((document): document is LinkDocument => document !== undefined);

  const outgoing: LinkSuggestion[] = [];
  const incoming: LinkSuggestion[] = [];
  const currentKeys = new Set(terms(current.title));
  for (const document of ranked) {
    if (outgoing.length < SUGGESTIONS && !linksTo(current, document.path)) {
      const sentence = bestSentence(current, new Set(terms(document.title)));
      if (sentence) outgoing.push(suggestion(document, sentence));
    }
    if (incoming.length < SUGGESTIONS && document.articleId && !linksTo(document, current.path)) {
      const sentence = bestSentence(document, currentKeys.size > 0 ? currentKeys : new Set(prominent));
      if (sentence) incoming.push(suggestion(document, sentence));
    }
  }
  return { outgoing, incoming };
}

function suggestion(document: LinkDocument, sentence: string): LinkSuggestion {
  return {
    path: document.path,
    title: document.title,
    sentence,
    ...(document.articleId === undefined ? {} : { articleId: document.articleId }),
  };
}
