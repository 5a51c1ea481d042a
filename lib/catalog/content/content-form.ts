import { ARTICLE_MESSAGES } from "../../content/articles/article-rules.ts";
import type { Comparison } from "./compare.ts";
import type { FormNode } from "./form-values.ts";

/** What the content desk's form shows after each answer of its action: the fields as typed, each refusal by control name. */
export interface ContentFormState {
  tree: FormNode;
  errors: Record<string, string>;
  /** A refusal of the whole form (a store out of reach, a newer version), under the summary. */
  message?: string;
  /** Saved by someone else meanwhile: their version compared with what was typed. */
  conflict?: Comparison;
  /** The item's revision the form was opened on: a save over a newer one is refused. */
  revision: number;
  /** Grows with each answer: the fields take the answer's values. */
  serial: number;
}

export const CONTENT_FORM_MESSAGES = {
  storeDown:
    "L'enregistrement n'a pas pu se faire : le stockage ne répond pas. Vos saisies sont conservées ci-dessous ; réessayez dans un instant. Rien de ce qui est publié n'a changé.",
  conflict:
    "Ce contenu a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert : rien n'a été enregistré. Vos saisies sont conservées ci-dessous ; copiez-les, puis rouvrez le contenu pour repartir de la version actuelle.",
  /** The article editor's own words: the same situation, the same advice. */
  sessionEnded: ARTICLE_MESSAGES.sessionEnded,
  reviewNeeded:
    "Votre rôle ne publie pas ce contenu : rien n'a été publié. Choisissez « Demander une relecture » pour qu'un administrateur le publie.",
  takenOver: (name: string, since: string) =>
    `${name} a pris la main sur ce contenu le ${since} : rien n'a été enregistré. Votre saisie reste ci-dessous ; copiez-la avant de quitter la page.`,
  scheduleInvalid: "Indiquez une date et une heure de publication valides : rien n'a été programmé.",
  schedulePast: "La date de publication programmée doit être dans le futur : rien n'a été programmé.",
} as const;
