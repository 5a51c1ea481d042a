import { formatCount, formatNumber, formatPercent } from "../../format/french-format.ts";
import { fold, sentences, type Word, words } from "./french-text.ts";
import { mentions, occurrences, type Phrase, phrases, slugMentions } from "./keyphrase.ts";
import { CONTENT_ANALYSIS_LIMITS as LIMITS } from "./limits.ts";
import { markdownParts } from "./markdown-parts.ts";
import { isPassive } from "./passive.ts";
import { kandelMoles, type ReadingEase, readingEase } from "./readability.ts";
import { syllables } from "./syllables.ts";

/** What the writer is writing: an article's fields, its body in Markdown. */
export interface AnalysisInput {
  title: string;
  slug: string;
  /** The meta description (or the excerpt standing for it). */
  description: string;
  body: string;
  keyphrase: string;
  /** Other phrases that count as the keyphrase, comma-separated. */
  synonyms?: string;
}

export type CheckId =
  | "keyphrase"
  | "keyphrase-title"
  | "keyphrase-intro"
  | "keyphrase-subheading"
  | "keyphrase-slug"
  | "keyphrase-description"
  | "keyphrase-image"
  | "density"
  | "length"
  | "readability"
  | "long-sentence"
  | "long-paragraph"
  | "passive"
  | "subheading-spacing";

/** « info » is a figure to read, never a target (the keyphrase's density). */
export type Level = "bon" | "à améliorer" | "problème" | "info";

export interface Finding {
  /** Stable while its sentence or paragraph is unchanged: what a dismissal names. */
  id: string;
  check: CheckId;
  level: Level;
  message: string;
  /** The sentence, paragraph or heading it speaks of. */
  excerpt?: string;
}

export interface Analysis {
  words: number;
  sentences: number;
  readingScore: number;
  readingEase: ReadingEase;
  /** Occurrences of the keyphrase (or a synonym) in the body, and their share of its words in %. */
  occurrences: number;
  density: number;
  findings: Finding[];
}

/** A short, stable digest of a text (FNV-1a), so that a finding keeps its id while its text is unchanged. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of fold(text)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const excerptOf = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

function finding(check: CheckId, level: Level, message: string, excerpt?: string): Finding {
  return {
    id: excerpt === undefined ? check : `${check}:${digest(excerpt)}`,
    check,
    level,
    message,
    ...(excerpt === undefined ? {} : { excerpt: excerptOf(excerpt) }),
  };
}

function keyphraseFindings(
  input: AnalysisInput,
  keyphrases: readonly Phrase[],
  parts: ReturnType<typeof markdownParts>,
): Finding[] {
  const out: Finding[] = [];
  const paragraphs = parts.filter((part) => part.kind === "paragraph");
  const headings = parts.filter((part) => part.kind === "heading");
  const images = parts.filter((part) => part.kind === "image");
  const check = (id: CheckId, found: boolean, yes: string, no: string, level: Level = "problème") =>
    out.push(finding(id, found ? "bon" : level, found ? yes : no));

  check(
    "keyphrase-title",
    mentions(input.title, keyphrases),
    "L’expression clé figure dans le titre.",
    "L’expression clé n’apparaît pas dans le titre.",
  );
  check(
    "keyphrase-intro",
    paragraphs[0] !== undefined && mentions(paragraphs[0].text, keyphrases),
    "L’expression clé figure dans le premier paragraphe.",
    "L’expression clé n’apparaît pas dans le premier paragraphe : le lecteur et les moteurs y cherchent le sujet.",
  );
  if (headings.length === 0)
    out.push(
      finding(
        "keyphrase-subheading",
        "à améliorer",
        "Ajoutez des intertitres : aucun ne reprend encore l’expression clé.",
      ),
    );
  else
    check(
      "keyphrase-subheading",
      headings.some((heading) => mentions(heading.text, keyphrases)),
      "Un intertitre reprend l’expression clé.",
      "Aucun intertitre ne reprend l’expression clé.",
      "à améliorer",
    );
  check(
    "keyphrase-slug",
    slugMentions(input.slug, keyphrases),
    "L’adresse de la page contient l’expression clé.",
    "L’adresse de la page ne contient pas l’expression clé.",
    "à améliorer",
  );
  check(
    "keyphrase-description",
    mentions(input.description, keyphrases),
    "La description contient l’expression clé.",
    "La description ne contient pas l’expression clé.",
    "à améliorer",
  );
  if (images.length === 0)
    out.push(
      finding(
        "keyphrase-image",
        "à améliorer",
        "Ajoutez une image dont le texte alternatif décrit le sujet de l’article.",
      ),
    );
  else
    check(
      "keyphrase-image",
      images.some((image) => mentions(image.alt, keyphrases)),
      "Le texte alternatif d’une image reprend l’expression clé.",
      "Aucun texte alternatif d’image ne reprend l’expression clé.",
      "à améliorer",
    );
  return out;
}

/** What the analysis reads of one paragraph or heading: the costly part (segmenting, stemming), kept while the text is unchanged. */
interface TextFacts {
  words: Word[];
  sentences: { text: string; words: number; syllables: number; passive: boolean }[];
}

function readText(text: string): TextFacts {
  return {
    words: words(text),
    sentences: sentences(text).map((sentence) => {
      const sentenceWords = words(sentence);
      return {
        text: sentence,
        words: sentenceWords.length,
        syllables: sentenceWords.reduce((sum, word) => sum + syllables(word.text), 0),
        passive: isPassive(sentenceWords.map((word) => word.text)),
      };
    }),
  };
}

/**
 * An analyser that keeps what it read of each paragraph from one call to the next: after an edit,
 * only the paragraphs that changed are read again (a 10,000-word article stays within the editor's
 * budget). What the editor's worker holds; `analyseContent` is one call of a fresh one.
 */
export function createContentAnalyser(): (input: AnalysisInput) => Analysis {
  let known = new Map<string, TextFacts>();
  return (input) => {
    const used = new Map<string, TextFacts>();
    const read = (text: string) => {
      const facts = used.get(text) ?? known.get(text) ?? readText(text);
      used.set(text, facts);
      return facts;
    };
    const analysis = analyse(input, read);
    known = used;
    return analysis;
  };
}

/** Every check of the content analysis over one article, in French, with the figures behind them. */
export function analyseContent(input: AnalysisInput): Analysis {
  return createContentAnalyser()(input);
}

function analyse(input: AnalysisInput, read: (text: string) => TextFacts): Analysis {
  const parts = markdownParts(input.body);
  const keyphrases = phrases(input.keyphrase, input.synonyms);
  const findings: Finding[] = [];

  let wordCount = 0;
  let sentenceCount = 0;
  let syllableCount = 0;
  let found = 0;
  let sinceHeading = 0;
  let runStart: string | undefined;
  let runNamed = false;
  const longSentences: Finding[] = [];
  const passives: Finding[] = [];
  const longParagraphs: Finding[] = [];
  const spacing: Finding[] = [];

  for (const part of parts) {
    if (part.kind === "heading") {
      // A subheading's words are the text's too (its length, the keyphrase's occurrences).
      const headingWords = read(part.text).words;
      wordCount += headingWords.length;
      for (const phrase of keyphrases) found += occurrences(headingWords, phrase).length;
      sinceHeading = 0;
      runStart = undefined;
      runNamed = false;
      continue;
    }
    if (part.kind !== "paragraph") continue;
    const facts = read(part.text);
    const paragraphWords = facts.words;
    wordCount += paragraphWords.length;
    for (const phrase of keyphrases) found += occurrences(paragraphWords, phrase).length;
    for (const sentence of facts.sentences) {
      if (sentence.words === 0) continue;
      sentenceCount++;
      syllableCount += sentence.syllables;
      if (sentence.words > LIMITS.sentenceWords)
        longSentences.push(
          finding(
            "long-sentence",
            "à améliorer",
            `Phrase de ${sentence.words} mots : au-delà de ${LIMITS.sentenceWords}, coupez-la en deux.`,
            sentence.text,
          ),
        );
      if (sentence.passive)
        passives.push(
          finding(
            "passive",
            "à améliorer",
            "Phrase à la voix passive : la voix active est plus directe.",
            sentence.text,
          ),
        );
    }
    if (paragraphWords.length > LIMITS.paragraphWords)
      longParagraphs.push(
        finding(
          "long-paragraph",
          "à améliorer",
          `Paragraphe de ${paragraphWords.length} mots : au-delà de ${LIMITS.paragraphWords}, aérez-le.`,
          part.text,
        ),
      );
    runStart ??= part.text;
    sinceHeading += paragraphWords.length;
    if (sinceHeading > LIMITS.wordsWithoutSubheading && !runNamed) {
      runNamed = true;
      spacing.push(
        finding(
          "subheading-spacing",
          "à améliorer",
          `Plus de ${LIMITS.wordsWithoutSubheading} mots sans intertitre à partir de ce paragraphe : ajoutez-en un.`,
          runStart,
        ),
      );
    }
  }

  if (keyphrases.length === 0)
    findings.push(
      finding("keyphrase", "problème", "Indiquez l’expression clé que cet article doit porter pour l’analyser."),
    );
  else findings.push(...keyphraseFindings(input, keyphrases, parts));

  const density = wordCount === 0 ? 0 : (found * (keyphrases[0]?.length ?? 1) * 100) / wordCount;
  if (keyphrases.length > 0)
    findings.push(
      finding(
        "density",
        "info",
        `L’expression clé apparaît ${formatCount(found, "fois", "fois")} dans le texte (${formatPercent(Math.round(density * 10) / 10)} des mots).`,
      ),
    );

  findings.push(
    wordCount < LIMITS.minimumWords
      ? finding(
          "length",
          "problème",
          `Le texte compte ${formatCount(wordCount, "mot", "mots")} : visez au moins ${LIMITS.minimumWords} mots.`,
        )
      : finding("length", "bon", `Le texte compte ${formatCount(wordCount, "mot", "mots")}.`),
  );

  const score = kandelMoles(wordCount, sentenceCount, syllableCount);
  const ease = readingEase(score);
  const scoreText = `Lisibilité (Kandel et Moles) : ${formatNumber(score, 0)} sur 100, lecture ${ease}.`;
  findings.push(
    finding(
      "readability",
      score >= LIMITS.readableScore ? "bon" : score >= LIMITS.readableScore - 10 ? "à améliorer" : "problème",
      score >= LIMITS.readableScore ? scoreText : `${scoreText} Raccourcissez les phrases et préférez les mots courts.`,
    ),
  );

  if (longSentences.length === 0 && sentenceCount > 0)
    findings.push(finding("long-sentence", "bon", `Aucune phrase ne dépasse ${LIMITS.sentenceWords} mots.`));
  if (passives.length === 0 && sentenceCount > 0)
    findings.push(finding("passive", "bon", "Aucune phrase à la voix passive."));
  if (longParagraphs.length === 0 && wordCount > 0)
    findings.push(finding("long-paragraph", "bon", `Aucun paragraphe ne dépasse ${LIMITS.paragraphWords} mots.`));
  findings.push(...longSentences, ...passives, ...longParagraphs, ...spacing);

  return {
    words: wordCount,
    sentences: sentenceCount,
    readingScore: score,
    readingEase: ease,
    occurrences: found,
    density,
    findings,
  };
}
