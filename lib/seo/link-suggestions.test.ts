import { describe, expect, it } from "vitest";
import { type LinkDocument, linkSuggestions } from "./link-suggestions.ts";

const open: LinkDocument = {
  path: "/blog/rembourser-les-notes-de-frais",
  title: "Rembourser les notes de frais sans retard",
  text: [
    "Un salarié attend le remboursement de ses notes de frais.",
    "## Les justificatifs",
    "Chaque justificatif photographié rejoint la note de frais du mois.",
    "Les indemnités kilométriques suivent le barème fiscal.",
  ].join("\n\n"),
};

const older: LinkDocument = {
  path: "/blog/notes-de-frais-mode-d-emploi",
  articleId: "article-ancien",
  title: "Notes de frais : le mode d'emploi",
  text: "Les notes de frais se préparent chaque mois. Le remboursement dépend des justificatifs gardés.",
};
const moved: LinkDocument = {
  path: "/blog/ancienne-page-notes-de-frais",
  articleId: "article-deplace",
  title: "Les notes de frais et leur remboursement",
  text: "Tout sur le remboursement des notes de frais et des justificatifs.",
};
const solution: LinkDocument = {
  path: "/solutions/notes-de-frais",
  title: "Notes de frais",
  text: "Photographiez vos justificatifs, l'application prépare la note de frais et son remboursement.",
};
const unrelated: LinkDocument = {
  path: "/blog/choisir-son-statut",
  articleId: "article-statut",
  title: "Choisir le statut de son entreprise",
  text: "SAS, SARL ou micro-entreprise : le statut juridique engage le dirigeant.",
};

describe("link suggestions", () => {
  const { outgoing, incoming } = linkSuggestions(
    open,
    [older, moved, solution, unrelated, open],
    new Set([moved.path]),
  );

  it("suggest the pages sharing the article's topic, each with the sentence where the link would go", () => {
    expect(outgoing.map((item) => item.path)).toEqual(expect.arrayContaining([older.path, solution.path]));
    expect(outgoing.find((item) => item.path === solution.path)?.sentence).toMatch(/notes? de frais/);
  });

  it("suggest an older article sharing the topic as one that should link to this one, at its sentence", () => {
    expect(incoming).toEqual([
      {
        path: older.path,
        title: older.title,
        articleId: "article-ancien",
        sentence: "Les notes de frais se préparent chaque mois.",
      },
    ]);
  });

  it("never suggest a page that redirects or is gone, the article itself, or a page without a shared word", () => {
    const every = [...outgoing, ...incoming].map((item) => item.path);
    expect(every).not.toContain(moved.path);
    expect(every).not.toContain(open.path);
    expect(every).not.toContain(unrelated.path);
  });

  it("leave out a link already made, either way", () => {
    const linked = { ...open, text: `${open.text}\n\nVoir [le mode d'emploi](${older.path}).` };
    const linking = { ...older, text: `${older.text} Lire [le remboursement](${open.path}).` };
    expect(linkSuggestions(linked, [older], new Set()).outgoing).toEqual([]);
    expect(linkSuggestions(open, [linking], new Set()).incoming).toEqual([]);
  });
});
