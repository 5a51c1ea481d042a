import { fold } from "./french-text.ts";

/**
 * The passive voice in French: a form of « être » followed, within two words (« est souvent
 * envoyée », « a été validé »), by a past participle. Participles are told by their endings
 * (-é, -ée, -és, -ées, -i, -ie, -is, -u, -ue, -us…) and a list of irregular ones; adjectives that
 * end alike (« est prêt », « est gratuit ») are listed apart so that they are not taken for one.
 */
const ETRE = new Set([
  "suis",
  "es",
  "est",
  "sommes",
  "etes",
  "sont",
  "etais",
  "etait",
  "etions",
  "etiez",
  "etaient",
  "serai",
  "seras",
  "sera",
  "serons",
  "serez",
  "seront",
  "serais",
  "serait",
  "serions",
  "seriez",
  "seraient",
  "sois",
  "soit",
  "soyons",
  "soyez",
  "soient",
  "fus",
  "fut",
  "furent",
  "ete",
  "etre",
]);

const IRREGULAR = new Set([
  "fait",
  "faite",
  "faits",
  "faites",
  "pris",
  "prise",
  "prises",
  "mis",
  "mise",
  "mises",
  "dit",
  "dite",
  "dits",
  "dites",
  "ecrit",
  "ecrite",
  "ecrits",
  "ecrites",
  "offert",
  "offerte",
  "offerts",
  "offertes",
  "ouvert",
  "ouverte",
  "ouverts",
  "ouvertes",
  "couvert",
  "couverte",
  "produit",
  "produite",
  "produits",
  "produites",
  "construit",
  "construite",
  "inclus",
  "incluse",
  "incluses",
  "remis",
  "remise",
  "soumis",
  "soumise",
  "transmis",
  "transmise",
  "permis",
  "requis",
  "requise",
  "atteint",
  "atteinte",
  "joint",
  "jointe",
  "joints",
  "jointes",
]);

/** Words ending like participles that are not (adverbs, adjectives, nouns often met after « être »). */
const NOT_PARTICIPLES = new Set([
  "ici",
  "aussi",
  "ainsi",
  "parmi",
  "deja",
  "bientot",
  "tout",
  "tous",
  "plus",
  "pret",
  "prete",
  "gratuit",
  "gratuite",
  "gratuits",
  "petit",
  "petite",
  "fort",
  "forte",
  "sur",
  "sure",
  "du",
  "vu",
  "de",
  "bu",
  "lu",
  "su",
  "cle",
  "clef",
  "tete",
  "ete",
  "cite",
  "societe",
  "activite",
  "entite",
  "qualite",
  "securite",
  "necessite",
  "possibilite",
  "responsabilite",
  "utilite",
  "priorite",
  "realite",
  "liberte",
  "parite",
  "egalite",
  "publicite",
  "nouveaute",
  "difficile",
  "facile",
  "utile",
  "inutile",
]);

/** Adverbs that may stand between the auxiliary and the participle. */
const BETWEEN = new Set([
  "pas",
  "plus",
  "jamais",
  "souvent",
  "toujours",
  "deja",
  "bien",
  "mal",
  "tres",
  "aussi",
  "alors",
  "ensuite",
  "automatiquement",
  "rapidement",
  "directement",
  "ete",
]);

/** Whether a sentence (its words as written) holds a passive construction. */
export function isPassive(sentenceWords: readonly string[]): boolean {
  const raw = sentenceWords.map((word) => word.toLowerCase());
  const folded = raw.map(fold);
  for (let i = 0; i < folded.length; i++) {
    if (!ETRE.has(folded[i]!)) continue;
    for (let j = i + 1; j <= i + 3 && j < folded.length; j++) {
      if (participle(raw[j]!, folded[j]!)) return true;
      if (!BETWEEN.has(folded[j]!)) break;
    }
  }
  return false;
}

/** A participle, read with its accents: « validée » is one, « facile » is not. */
function participle(raw: string, folded: string): boolean {
  if (NOT_PARTICIPLES.has(folded)) return false;
  if (IRREGULAR.has(folded)) return true;
  if (folded === "ete") return false;
  if (/(é|ée|és|ées)$/.test(raw) && raw.length > 2) return true;
  return raw.length > 3 && /[^aeiouy](i|ie|is|ies|u|ue|us|ues)$/.test(raw);
}
