import { describe, expect, it } from "vitest";
import {
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  articleContentProblems,
  articleStatus,
  slugFromTitle,
} from "./article-rules.ts";

const valid = {
  title: "Préparer sa déclaration de TVA",
  slug: "preparer-sa-declaration-de-tva",
  excerpt: "Les étapes d'une déclaration de TVA sereine pour une TPE : calendrier, justificatifs et pièges.",
  category: "Gestion d'entreprise",
  body: "Du texte.",
  cover: null,
  cta: { title: "Essayez", text: "Quinze jours.", label: "Essai gratuit", target: "essai-gratuit" },
  seoTitle: "",
  seoDescription: "",
};

describe("the articles' rules", () => {
  it("make an address from a French title", () => {
    expect(slugFromTitle("Gérer sa TVA : 5 astuces !")).toBe("gerer-sa-tva-5-astuces");
    expect(slugFromTitle("  L’œuvre d’une « vie »  ")).toBe("l-oeuvre-d-une-vie");
    expect(slugFromTitle("a ".repeat(100)).length).toBeLessThanOrEqual(ARTICLE_LIMITS.slugMax);
    expect(slugFromTitle("a ".repeat(100))).not.toMatch(/-$/);
  });

  it("answer each broken field in French, and nothing for a valid article", () => {
    expect(articleContentProblems(valid)).toBeUndefined();
    expect(
      articleContentProblems({
        ...valid,
        title: "x".repeat(61),
        slug: "Avec Espaces",
        excerpt: "Court",
        body: "  ",
        cover: { src: "/blog/a.png", width: 10, height: 10, alt: "court" },
        cta: { ...valid.cta, target: "ailleurs" },
        seoTitle: "t".repeat(61),
        seoDescription: "d".repeat(161),
      }),
    ).toEqual({
      title: ARTICLE_MESSAGES.title(61),
      slug: ARTICLE_MESSAGES.slugShape,
      excerpt: ARTICLE_MESSAGES.excerpt(5),
      body: ARTICLE_MESSAGES.body,
      "cover.alt": expect.any(String),
      "cta.target": ARTICLE_MESSAGES.ctaTarget,
      seoTitle: ARTICLE_MESSAGES.seoTitle(61),
      seoDescription: ARTICLE_MESSAGES.seoDescription(161),
    });
    expect(ARTICLE_MESSAGES.title(61)).toBe("Titre\u00a0: entre 10 et 60 caractères (61 saisis).");
  });

  it("say that an empty category is required, and that a long one is too long", () => {
    for (const category of ["", "   ", undefined])
      expect(articleContentProblems({ ...valid, category })).toEqual({ category: ARTICLE_MESSAGES.categoryRequired });
    expect(ARTICLE_MESSAGES.categoryRequired).toBe(
      "La catégorie est obligatoire\u00a0: choisissez-en une existante ou saisissez-en une nouvelle.",
    );
    const longest = "c".repeat(ARTICLE_LIMITS.categoryMax);
    expect(articleContentProblems({ ...valid, category: longest })).toBeUndefined();
    expect(articleContentProblems({ ...valid, category: `${longest}c` })).toEqual({
      category: ARTICLE_MESSAGES.categoryTooLong,
    });
    expect(ARTICLE_MESSAGES.categoryTooLong).toBe("Indiquez une catégorie de 40 caractères au plus.");
  });

  it.each([
    ["nothing", undefined],
    ["a number", 42],
    ["empty fields", {}],
    ["wrong types", { ...valid, title: 3, slug: null, cover: "image.png", cta: { target: 1 }, seoTitle: [] }],
    ["an empty call to action", { ...valid, cta: { title: "", text: "", label: "", target: "essai-gratuit" } }],
    ["a broken cover", { ...valid, cover: { src: "https://ailleurs.fr/x.png", width: -1, height: "2", alt: 5 } }],
  ])("never answer in English, even for %s", (_, input) => {
    const problems = articleContentProblems(input) ?? {};
    expect(Object.keys(problems).length).toBeGreaterThan(0);
    for (const message of Object.values(problems))
      expect(message).not.toMatch(/\b(?:expected|invalid|received|too|input)\b/i);
  });

  it("tell a scheduled article from a published one by the clock", () => {
    expect(articleStatus("live", 2000, 1999)).toBe("scheduled");
    expect(articleStatus("live", 2000, 2000)).toBe("published");
    expect(articleStatus("draft", null, 0)).toBe("draft");
    expect(articleStatus("unpublished", 5, 10)).toBe("unpublished");
  });
});
