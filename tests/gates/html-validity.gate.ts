import { describe, expect, it } from "vitest";
import { builtPages, distDir } from "../../scripts/gates/dist.ts";
import { createValidator, htmlProblems } from "../../scripts/gates/html-validate.ts";

const pages = builtPages(distDir());
const validator = createValidator();

describe("html-validate passes on every built page", () => {
  it("the build has pages", () => expect(pages.length).toBeGreaterThan(0));
  for (const page of pages) {
    it(page.file, async () => {
      expect(await htmlProblems(page.html, page.file, validator)).toEqual([]);
    });
  }
});
