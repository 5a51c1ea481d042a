import { describe, expect, it } from "vitest";
import { sentences, wordKey, words } from "./french-text.ts";
import { occurrences, phrases, slugMentions } from "./keyphrase.ts";
import { isPassive } from "./passive.ts";
import { kandelMoles, readingEase } from "./readability.ts";
import { syllables } from "./syllables.ts";

const found = (text: string, keyphrase: string) => occurrences(words(text), phrases(keyphrase)[0]!).length;

describe("French words for the content analysis", () => {
  it("finds a keyphrase in its plural and feminine forms, accents and case aside", () => {
    expect(found("Les notes de frais de l’équipe", "note de frais")).toBe(1);
    expect(found("Une offre gratuite, des essais gratuits", "offre gratuit")).toBe(1);
    expect(found("DÉCLARATION de TVA", "declaration de tva")).toBe(1);
    expect(found("Les frais de note", "note de frais")).toBe(0);
  });

  it("reads through elisions, with a straight or a typographic apostrophe", () => {
    expect(found("Avec l’outil de l'équipe", "outil")).toBe(1);
    expect(found("Un outil simple", "l’outil")).toBe(1);
    expect(found("Créer l'entreprise et gérer l’entreprise", "entreprise")).toBe(2);
    expect(words("jusqu’au bout d'aujourd'hui").map((word) => word.text)).toEqual(["au", "bout", "aujourd'hui"]);
  });

  it("gives one key to the forms of one word and none to a different word", () => {
    expect(wordKey("factures")).toBe(wordKey("facture"));
    expect(wordKey("Comptables")).toBe(wordKey("comptable"));
    expect(wordKey("facture")).not.toBe(wordKey("faciliter"));
  });

  it("reads a keyphrase in an address, hyphens as spaces", () => {
    expect(slugMentions("gerer-ses-notes-de-frais", phrases("note de frais"))).toBe(true);
    expect(slugMentions("declarer-la-tva", phrases("note de frais"))).toBe(false);
  });

  it("ends sentences at their punctuation but not after an abbreviation", () => {
    expect(sentences("M. Durand a signé. Mme Leroy, p. ex., relit le contrat ! Est-ce prêt ? Oui.")).toEqual([
      "M. Durand a signé.",
      "Mme Leroy, p. ex., relit le contrat !",
      "Est-ce prêt ?",
      "Oui.",
    ]);
  });

  it("counts spoken syllables: a final mute e, and a mute verb ending, are none", () => {
    expect(syllables("facture")).toBe(2);
    expect(syllables("factures")).toBe(2);
    expect(syllables("entreprise")).toBe(3);
    expect(syllables("déclaration")).toBe(4);
    expect(syllables("notent")).toBe(1);
    expect(syllables("le")).toBe(1);
  });

  it("scores readability with Kandel and Moles' formula and names its band", () => {
    expect(kandelMoles(100, 10, 150)).toBeCloseTo(207 - 10.15 - 110.4, 5);
    expect(readingEase(kandelMoles(100, 10, 150))).toBe("facile");
    expect(readingEase(45)).toBe("difficile");
  });

  it("tells the passive voice from the active, an adverb between included", () => {
    const passive = (text: string) => isPassive(words(text).map((word) => word.text));
    expect(passive("La facture est envoyée par le logiciel.")).toBe(true);
    expect(passive("Les notes de frais sont souvent validées le lundi.")).toBe(true);
    expect(passive("Le devis a été signé hier.")).toBe(true);
    expect(passive("Le contrat sera remis demain.")).toBe(true);
    expect(passive("Le logiciel envoie la facture.")).toBe(false);
    expect(passive("L’essai est gratuit et la prise en main est facile.")).toBe(false);
  });
});
