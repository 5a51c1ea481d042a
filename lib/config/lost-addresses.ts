/**
 * The SEO desk's suggestions of where to redirect a lost address (a path of the 404 log): how many,
 * how sure they must be, and the short French line telling why each one is offered. Edge-safe.
 */

export const SUGGESTIONS = {
  /** A row of the desk's table has room for three; beyond, the last ones are guesses. */
  perAddress: 3,
  /**
   * Below, a "similar" page is mostly chance: two slugs of the blog that share nothing but
   * `/blog/` and a word or two score around 0.3–0.4; a typo of a real page scores 0.6 or more.
   */
  minScore: 0.5,
} as const;

/** What a suggestion rests on: its kind ("similar" splits in two, by what made it close). */
export type SuggestionReasonKind = "former" | "same" | "similar" | "words";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
/** A title longer than this is cut: the line must fit under the address in the desk's table. */
const TITLE_MAX = 60;
/** Shared words listed at most: the first ones of the lost address, enough to see why. */
const WORDS_MAX = 4;

/** One line, its typographic no-break spaces kept. */
function shortTitle(title: string): string {
  const trimmed = title.trim().replace(/[^\S\u00a0\u202f]+/g, " ");
  return trimmed.length > TITLE_MAX ? `${trimmed.slice(0, TITLE_MAX - 1).trimEnd()}…` : trimmed;
}

/** 0.823 → "82 %" (narrow no-break space); never "100 %" for what is only close. */
export function closenessPercent(score: number): string {
  const percent = Math.min(99, Math.max(0, Math.round(score * 100)));
  return `${percent}${NNBSP}%`;
}

/** « Ancienne adresse de l’article « Titre » » (of « la page » when the former address was not an article's). */
export function suggestionReason(kind: "former", title: string, article?: boolean): string;
/** « Même page, adresse écrite autrement »: case, trailing slash, .html, /index… */
export function suggestionReason(kind: "same"): string;
/** « Adresse proche (82 %) » */
export function suggestionReason(kind: "similar", score: number): string;
/** « Mots en commun : facture, devis » */
export function suggestionReason(kind: "words", words: readonly string[]): string;
export function suggestionReason(
  kind: SuggestionReasonKind,
  detail?: string | number | readonly string[],
  article = true,
): string {
  switch (kind) {
    case "former": {
      const what = article ? "l’article" : "la page";
      return `Ancienne adresse de ${what} «${NBSP}${shortTitle(String(detail ?? ""))}${NBSP}»`;
    }
    case "same":
      return "Même page, adresse écrite autrement";
    case "similar":
      return `Adresse proche (${closenessPercent(typeof detail === "number" ? detail : 0)})`;
    case "words": {
      const words = Array.isArray(detail) ? detail.slice(0, WORDS_MAX) : [];
      return `Mots en commun${NBSP}: ${words.join(", ")}`;
    }
  }
}

/** The desk's one form over a page of the log: each row's address and choice, and what « tout accepter » takes. */
export const LOST_ANSWER_FIELDS = {
  address: (row: number) => `adresse-${row}`,
  choice: (row: number) => `choix-${row}`,
  first: (row: number) => `premiere-${row}`,
  rows: "lignes",
  back: "retour",
  intent: "intention",
} as const;

/** A row's choice: a suggested target (a path), the address answered as removed, or nothing. */
export const LOST_CHOICE_GONE = "410";
export const LOST_CHOICE_NONE = "";
/** The intent of « Accepter la première suggestion… »: every row's best target, the radios aside. */
export const LOST_INTENT_FIRSTS = "premieres";

/** The note written on the redirects made from the log (the redirects desk shows where each came from). */
export const LOST_ANSWER_NOTE = "Adresse introuvable traitée depuis le journal 404";

export const LOST_ANSWER_MESSAGES = {
  done: (answered: number, refused: number) => {
    const parts: string[] = [];
    if (answered > 0)
      parts.push(
        answered === 1
          ? "1 adresse traitée\u00a0: elle quitte la liste."
          : `${answered} adresses traitées\u00a0: elles quittent la liste.`,
      );
    if (refused > 0)
      parts.push(
        refused === 1
          ? `1 choix refusé${NBSP}: sa page cible n'est plus en ligne ou mènerait à une boucle. Choisissez-en une autre.`
          : `${refused} choix refusés${NBSP}: leur page cible n'est plus en ligne ou mènerait à une boucle. Choisissez-en une autre.`,
      );
    return parts.join(" ") || "Aucune adresse choisie\u00a0: rien n'a été modifié.";
  },
} as const;
