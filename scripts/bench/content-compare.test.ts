import { describe, expect, it } from "vitest";
import { compareVersions } from "../../lib/catalog/content/compare.ts";
import { CONTENT_KINDS } from "../../lib/catalog/content/kinds.ts";
import { editedFaq, largeFaq } from "./content-compare.ts";

describe("the content comparison bench's data", () => {
  const schema = CONTENT_KINDS.faq.schema();

  it("is a questions-and-answers item the desk would accept, before and after the edit", () => {
    expect(schema.safeParse(largeFaq()).success).toBe(true);
    expect(schema.safeParse(editedFaq(largeFaq())).success).toBe(true);
  });

  it("changes every question and answer (over 500 fields), a few words each", () => {
    const before = largeFaq();
    const { changed, unchanged } = compareVersions(schema, before, editedFaq(before));
    const questions = before.flatMap((group) => group.items).length;
    expect(changed).toHaveLength(2 * questions);
    expect(changed.length).toBeGreaterThanOrEqual(500);
    expect(unchanged).toBeGreaterThan(0);
    for (const field of changed) {
      const kept = field.words.filter((part) => !part.added && !part.removed).map((part) => part.value);
      expect(kept.join("").length).toBeGreaterThan(field.before.length / 2);
    }
  });
});
