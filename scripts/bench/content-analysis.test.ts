import { describe, expect, it } from "vitest";
import { analyseContent, createContentAnalyser } from "../../lib/seo/content-analysis/analyse.ts";
import { longArticle, wordsOf } from "./content-analysis.ts";

describe("the content analysis bench's article", () => {
  it("is an article of 10,000 words or more, and its edit changes one paragraph only", () => {
    expect(wordsOf(longArticle())).toBeGreaterThanOrEqual(10_000);
    const before = longArticle().body.split("\n\n");
    const after = longArticle(3).body.split("\n\n");
    expect(after).toHaveLength(before.length);
    expect(after.filter((paragraph, index) => paragraph !== before[index]).length).toBeGreaterThanOrEqual(1);
    expect(after.filter((paragraph, index) => paragraph !== before[index]).length).toBeLessThanOrEqual(4);
  });

  it("is analysed after an edit exactly as a fresh analyser reads it", () => {
    const analyse = createContentAnalyser();
    analyse(longArticle());
    expect(analyse(longArticle(2))).toEqual(analyseContent(longArticle(2)));
  });
});
