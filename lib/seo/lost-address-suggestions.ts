/**
 * Where a lost address (a path of the 404 log) should probably be redirected: the current address
 * of an article it was a former address of, the same page written differently, or live pages
 * whose address is close or shares its words. Pure and edge-safe: the desk builds the index once
 * for a page of its table, then each lookup compares one path with every destination.
 */
import { distance } from "fastest-levenshtein";
import { SUGGESTIONS, suggestionReason } from "../config/lost-addresses.ts";
import { noiseKind } from "../config/not-found-log.ts";

/** A live page of the site or a published article. */
export interface Destination {
  path: string;
  title: string;
}

/** An address a page or article had before, and where it lives now. */
export interface FormerAddress {
  path: string;
  to: string;
  title: string;
}

export type SuggestionKind = "former" | "same" | "similar";

export interface Suggestion {
  to: string;
  title: string;
  /** 0..1: 1 for an exact former address, 0.99 for the same page written differently. */
  score: number;
  kind: SuggestionKind;
  /** Short French line for the desk: why this page. */
  reason: string;
}

/** A place a lost address may be sent to, with what the fuzzy comparison needs of it, computed once. */
interface Candidate {
  to: string;
  title: string;
  norm: string;
  segments: readonly string[];
  /** The last segment without separators: "crm-pro" and "crmpro" are the same word. */
  compactLast: string;
  /** Letter counts of `norm` and of `compactLast`: a cheap lower bound of their edit distances. */
  normLetters: Uint16Array;
  lastLetters: Uint16Array;
  pathWords: ReadonlySet<string>;
  /** The words of its path and of its title: a title often says what a short path does not. */
  allWords: ReadonlySet<string>;
  /** Sum of the weights of `pathWords`. */
  pathWeight: number;
}

export interface SuggestionIndex {
  /** Former addresses as written (query left out) → their current page. */
  readonly exact: ReadonlyMap<string, readonly Candidate[]>;
  readonly liveByNorm: ReadonlyMap<string, readonly Candidate[]>;
  readonly formerByNorm: ReadonlyMap<string, readonly Candidate[]>;
  readonly candidates: readonly Candidate[];
  /** Word → weight: a word most destinations have (`blog`) says little about which one was meant. */
  readonly weights: ReadonlyMap<string, number>;
  /** The weight of a word no destination has. */
  readonly unknownWeight: number;
}

/** Words that tell nothing about a page. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  "les des pour avec une aux sur dans the and son ses vos nos votre notre est par qui que".split(" "),
);
const MIN_WORD = 3;
/** Share of the last segment's closeness in the mix with the shared words. */
const LAST_SEGMENT_SHARE = 0.55;
/** Former addresses pointing to former addresses (an article renamed twice) are followed this far. */
const MAX_HOPS = 10;
const SAME_SCORE = 0.99;
/** A former address written differently: after the live page written differently, which is surer. */
const FORMER_WRITTEN_OTHERWISE_SCORE = 0.98;

const stripQuery = (path: string) => path.replace(/[?#][\s\S]*$/, "");

/** Decodes %XX runs as UTF-8, or as Latin-1 when they are not (old links): never throws. */
function safeDecode(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

/** Lower case, without accents. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The form two addresses of the same page share: decoded, lower case, without accents, query,
 * doubled or trailing slashes, trailing punctuation (a link copied from a sentence), `.html`,
 * `.htm`, `.php` or `/index`. "/" for the home page.
 */
export function normaliseLostPath(path: string): string {
  let p = fold(safeDecode(stripQuery(path))).replace(/\/{2,}/g, "/");
  let previous: string;
  do {
    previous = p;
    p = p
      .replace(/[\s/.,;:!?)\]'"»]+$/u, "")
      .replace(/\.(?:html?|php)$/, "")
      .replace(/\/index$/, "");
  } while (p !== previous);
  return p.startsWith("/") ? p : `/${p}`;
}

/** Stem → the word as written: plurals meet their singular ("factures", "facture"). */
function wordsOf(folded: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of folded.split(/[^\p{L}]+/u)) {
    if (word.length < MIN_WORD || STOP_WORDS.has(word)) continue;
    const stem = word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
    if (!words.has(stem)) words.set(stem, word);
  }
  return words;
}

function segmentsOf(norm: string): string[] {
  return norm === "/" ? [] : norm.slice(1).split("/");
}

const compact = (segment: string) => segment.replace(/[^\p{L}\p{N}]+/gu, "");

const LETTER_SLOTS = 38;
/** a–z, 0–9, "-", anything else. */
function letterCounts(text: string): Uint16Array {
  const counts = new Uint16Array(LETTER_SLOTS);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const slot = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : code === 45 ? 36 : 37;
    counts[slot]!++;
  }
  return counts;
}

/**
 * The bag distance: at least the edit distance's, at a fraction of its cost. Shared leading
 * segments cancel out, so the counts of whole paths bound the distance of what follows them.
 */
function letterDistance(a: Uint16Array, b: Uint16Array): number {
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < LETTER_SLOTS; i++) {
    const d = a[i]! - b[i]!;
    if (d > 0) more += d;
    else fewer -= d;
  }
  return Math.max(more, fewer);
}

function candidate(to: string, title: string, path: string): Candidate {
  const norm = normaliseLostPath(path);
  const segments = segmentsOf(norm);
  const pathWords = new Set(wordsOf(norm).keys());
  const compactLast = compact(segments.at(-1) ?? "");
  return {
    to,
    title,
    norm,
    segments,
    compactLast,
    normLetters: letterCounts(norm),
    lastLetters: letterCounts(compactLast),
    pathWords,
    allWords: new Set([...pathWords, ...wordsOf(fold(title)).keys()]),
    pathWeight: 0,
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Where a former address leads now, following former addresses of former addresses. */
function resolve(to: string, formers: ReadonlyMap<string, FormerAddress>, live: ReadonlySet<string>): string {
  let current = to;
  for (let hop = 0; hop < MAX_HOPS && !live.has(current); hop++) {
    const next = formers.get(stripQuery(current));
    if (!next || next.to === current) break;
    current = next.to;
  }
  return current;
}

/**
 * Everything a lookup needs, computed once for the whole list: each lookup then costs one pass over
 * the destinations, most of them ruled out by their length and words before any edit distance.
 */
export function suggestionIndex(live: readonly Destination[], formers: readonly FormerAddress[]): SuggestionIndex {
  const livePaths = new Set(live.map((d) => d.path));
  const formerByPath = new Map<string, FormerAddress>();
  for (const f of formers) if (!formerByPath.has(stripQuery(f.path))) formerByPath.set(stripQuery(f.path), f);

  const exact = new Map<string, Candidate[]>();
  const liveByNorm = new Map<string, Candidate[]>();
  const formerByNorm = new Map<string, Candidate[]>();
  const candidates: Candidate[] = [];
  for (const d of live) {
    const c = candidate(d.path, d.title, d.path);
    push(liveByNorm, c.norm, c);
    candidates.push(c);
  }
  for (const f of formers) {
    const c = candidate(resolve(f.to, formerByPath, livePaths), f.title, f.path);
    push(exact, stripQuery(f.path), c);
    push(formerByNorm, c.norm, c);
    candidates.push(c);
  }

  // Inverse document frequency: the fewer destinations have a word, the more sharing it tells.
  const frequency = new Map<string, number>();
  for (const c of candidates) for (const word of c.allWords) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const n = candidates.length;
  const weights = new Map<string, number>();
  for (const [word, df] of frequency) weights.set(word, Math.log(1 + n / (1 + df)));
  for (const c of candidates) {
    let sum = 0;
    for (const word of c.pathWords) sum += weights.get(word)!;
    c.pathWeight = sum;
  }
  return { exact, liveByNorm, formerByNorm, candidates, weights, unknownWeight: Math.log(1 + n) };
}

/** 1 − edits / length; 0 when either is empty: a parent page ("/" for "/en") is no typo of its child. */
function closeness(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

/** The best closeness two strings could reach, from a lower bound of their distance: below the bar, no edit distance. */
function closenessBound(a: number, b: number, atLeast: number): number {
  if (a === 0 || b === 0) return 0;
  return 1 - atLeast / Math.max(a, b);
}

/** Characters of `norm` taken by its first `count` segments and their slashes. */
function prefixLength(segments: readonly string[], count: number): number {
  let length = 1;
  for (let i = 0; i < count; i++) length += segments[i]!.length + 1;
  return length;
}

/**
 * Pages for `lostPath`, best first: its exact former address, the same page written differently,
 * then live pages (and former addresses) whose address is close — compared after the segments
 * both share (`/blog/` alone would make every article "close") — or whose last segment is close
 * and words shared. Distinct pages, never the lost path itself, none under `SUGGESTIONS.minScore`.
 * Probes of scanners (`/wp-login.php`, `/.env`) get only exact matches: nothing there is a page.
 */
export function suggestTargets(
  index: SuggestionIndex,
  lostPath: string,
  max: number = SUGGESTIONS.perAddress,
): Suggestion[] {
  const out: Suggestion[] = [];
  if (max <= 0) return out;
  const taken = new Set<string>([lostPath]);
  const add = (c: Candidate, kind: SuggestionKind, score: number, reason: string) => {
    if (out.length >= max || taken.has(c.to)) return;
    taken.add(c.to);
    out.push({ to: c.to, title: c.title, score, kind, reason });
  };
  const formerReason = (c: Candidate) => suggestionReason("former", c.title, c.to.startsWith("/blog/"));

  for (const c of index.exact.get(stripQuery(lostPath)) ?? []) add(c, "former", 1, formerReason(c));
  const norm = normaliseLostPath(lostPath);
  for (const c of index.liveByNorm.get(norm) ?? []) add(c, "same", SAME_SCORE, suggestionReason("same"));
  for (const c of index.formerByNorm.get(norm) ?? []) add(c, "former", FORMER_WRITTEN_OTHERWISE_SCORE, formerReason(c));
  if (out.length >= max || noiseKind(lostPath) !== undefined) return out;

  const floor = SUGGESTIONS.minScore;
  const segments = segmentsOf(norm);
  const lastCompact = compact(segments.at(-1) ?? "");
  const lostLetters = letterCounts(norm);
  const lastLetters = letterCounts(lastCompact);
  const lostWords = wordsOf(norm);
  const weighted = [...lostWords.keys()].map((word) => [word, index.weights.get(word) ?? index.unknownWeight] as const);
  let lostWeight = 0;
  for (const [, weight] of weighted) lostWeight += weight;

  const need = max - out.length;
  const best = new Map<string, Suggestion>();
  /** The score to beat: the minimum, then the last kept one's once `need` are kept. */
  let bar: number = floor;
  for (const c of index.candidates) {
    if (taken.has(c.to)) continue;
    // Weighted Jaccard of the words, the title's counting as shared but not as missing.
    let shared = 0;
    let sharedWithPath = 0;
    for (const [word, weight] of weighted) {
      if (c.allWords.has(word)) shared += weight;
      if (c.pathWords.has(word)) sharedWithPath += weight;
    }
    const union = lostWeight + c.pathWeight - sharedWithPath;
    const words = union > 0 ? shared / union : 0;

    let common = 0;
    while (common < segments.length && common < c.segments.length && segments[common] === c.segments[common]) common++;
    const lostStart = prefixLength(segments, common);
    const start = prefixLength(c.segments, common);
    const lostTailLength = norm.length - lostStart;
    const tailLength = c.norm.length - start;
    const wordsPart = (1 - LAST_SEGMENT_SHARE) * words;
    const lengths = closenessBound(lostTailLength, tailLength, Math.abs(lostTailLength - tailLength));
    const lastLengths = closenessBound(
      lastCompact.length,
      c.compactLast.length,
      Math.abs(lastCompact.length - c.compactLast.length),
    );
    if (lengths < bar && LAST_SEGMENT_SHARE * lastLengths + wordsPart < bar) continue;
    const pathBound = closenessBound(lostTailLength, tailLength, letterDistance(lostLetters, c.normLetters));
    const mixBound =
      LAST_SEGMENT_SHARE *
        closenessBound(lastCompact.length, c.compactLast.length, letterDistance(lastLetters, c.lastLetters)) +
      wordsPart;
    if (pathBound < bar && mixBound < bar) continue;

    const path = pathBound < bar ? 0 : closeness(norm.slice(lostStart), c.norm.slice(start));
    const mix = mixBound < bar ? 0 : LAST_SEGMENT_SHARE * closeness(lastCompact, c.compactLast) + wordsPart;
    const score = Math.max(path, mix);
    if (score < bar || (best.get(c.to)?.score ?? -1) >= score) continue;
    // The folders both addresses are in ("blog") are shared by construction: not worth naming.
    const folders = new Set(segments.slice(0, common).flatMap((segment) => [...wordsOf(segment).keys()]));
    const sharedWords = [...lostWords]
      .filter(([stem]) => c.allWords.has(stem) && !folders.has(stem))
      .map(([, word]) => word);
    const reason =
      path >= mix || sharedWords.length === 0
        ? suggestionReason("similar", score)
        : suggestionReason("words", sharedWords);
    best.set(c.to, { to: c.to, title: c.title, score, kind: "similar", reason });
    if (best.size >= need)
      bar = Math.max(floor, [...best.values()].map((b) => b.score).sort((a, b) => b - a)[need - 1]!);
  }
  const similar = [...best.values()].sort((a, b) => b.score - a.score || a.to.localeCompare(b.to));
  for (const s of similar) {
    if (out.length >= max) break;
    out.push(s);
  }
  return out;
}
