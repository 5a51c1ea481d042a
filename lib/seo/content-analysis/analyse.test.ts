import { describe, expect, it } from "vitest";
import { type AnalysisInput, analyseContent, type Finding } from "./analyse.ts";

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Le logiciel range chaque reçu numéro ${i + 1} dans le bon dossier.`).join(" ");

const article = (overrides: Partial<AnalysisInput> = {}): AnalysisInput => ({
  title: "Gérer les notes de frais d’une TPE",
  slug: "gerer-les-notes-de-frais",
  description: "Comment traiter les notes de frais sans ressaisie.",
  keyphrase: "note de frais",
  body: [
    "Les notes de frais coûtent du temps à chaque TPE. Voici comment les traiter vite.",
    "## Numériser chaque note de frais",
    "![Une note de frais photographiée](/blog/recu.png)",
    filler(30),
  ].join("\n\n"),
  ...overrides,
});

const of = (findings: Finding[], check: Finding["check"]) => findings.filter((item) => item.check === check);

describe("the content analysis of an article", () => {
  it("finds the keyphrase « note de frais » in « Les notes de frais », in a subheading, the title, the address and an image's alt", () => {
    const { findings } = analyseContent(article());
    for (const check of [
      "keyphrase-title",
      "keyphrase-intro",
      "keyphrase-subheading",
      "keyphrase-slug",
      "keyphrase-description",
      "keyphrase-image",
    ] as const)
      expect(
        of(findings, check).map((item) => item.level),
        check,
      ).toEqual(["bon"]);
  });

  it("says where the keyphrase is missing", () => {
    const { findings } = analyseContent(
      article({
        title: "Bien démarrer",
        slug: "bien-demarrer",
        body: `Un texte sur autre chose.\n\n## Un intertitre\n\n${filler(30)}`,
      }),
    );
    expect(of(findings, "keyphrase-title")[0]).toMatchObject({
      level: "problème",
      message: "L’expression clé n’apparaît pas dans le titre.",
    });
    expect(of(findings, "keyphrase-intro")[0]?.level).toBe("problème");
    expect(of(findings, "keyphrase-subheading")[0]?.message).toBe("Aucun intertitre ne reprend l’expression clé.");
    expect(of(findings, "keyphrase-slug")[0]?.level).toBe("à améliorer");
  });

  it("asks for a keyphrase before the checks that need one", () => {
    const { findings } = analyseContent(article({ keyphrase: "" }));
    expect(of(findings, "keyphrase")[0]?.level).toBe("problème");
    expect(of(findings, "keyphrase-title")).toEqual([]);
  });

  it("names a 40-word sentence and a passive one, each by its text", () => {
    const long = `Pour ${Array.from({ length: 38 }, () => "mot").join(" ")} enfin.`;
    const passive = "Chaque reçu est validé par le gérant.";
    const { findings } = analyseContent(article({ body: `${long} ${passive}\n\n${filler(30)}` }));
    expect(of(findings, "long-sentence")).toEqual([
      expect.objectContaining({
        level: "à améliorer",
        message: expect.stringContaining("Phrase de 40 mots"),
        excerpt: long.slice(0, 157) + "…",
      }),
    ]);
    expect(of(findings, "passive")).toEqual([expect.objectContaining({ excerpt: passive })]);
  });

  it("gives a finding the same id while its sentence is unchanged, whatever changes around it", () => {
    const passive = "Chaque reçu est validé par le gérant.";
    const first = of(analyseContent(article({ body: `${passive}\n\n${filler(30)}` })).findings, "passive")[0]!;
    const second = of(
      analyseContent(article({ body: `Une phrase ajoutée. ${passive}\n\n${filler(40)}` })).findings,
      "passive",
    )[0]!;
    expect(second.id).toBe(first.id);
    const changed = of(
      analyseContent(article({ body: `Chaque reçu est validé par la gérante.\n\n${filler(30)}` })).findings,
      "passive",
    )[0]!;
    expect(changed.id).not.toBe(first.id);
  });

  it("shows the density as a figure, never as a target, and counts every form", () => {
    const analysis = analyseContent(article());
    expect(analysis.occurrences).toBe(2);
    expect(of(analysis.findings, "density")[0]).toMatchObject({
      level: "info",
      message: expect.stringMatching(/^L’expression clé apparaît 2 fois dans le texte \(\d+,?\d*\u00a0% des mots\)\.$/),
    });
  });

  it("measures length, long paragraphs and words without a subheading", () => {
    const short = analyseContent(article({ body: "Les notes de frais, simplement." }));
    expect(of(short.findings, "length")[0]).toMatchObject({
      level: "problème",
      message: "Le texte compte 5 mots : visez au moins 300 mots.",
    });
    const wall = filler(40);
    const long = analyseContent(article({ body: `Les notes de frais.\n\n${wall}` }));
    expect(of(long.findings, "long-paragraph")[0]?.excerpt?.startsWith("Le logiciel range chaque reçu numéro 1")).toBe(
      true,
    );
    expect(of(long.findings, "subheading-spacing")).toHaveLength(1);
  });

  it("scores readability with the figures behind it", () => {
    const analysis = analyseContent(article());
    expect(analysis.words).toBeGreaterThan(300);
    expect(analysis.sentences).toBe(32);
    expect(of(analysis.findings, "readability")[0]?.message).toMatch(
      /^Lisibilité \(Kandel et Moles\)\u00a0: \d+ sur 100, lecture [a-zé ]+\./,
    );
  });
});
