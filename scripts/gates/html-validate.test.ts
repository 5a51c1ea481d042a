import { describe, expect, it } from "vitest";
import { createValidator, htmlProblems } from "./html-validate.ts";

const validator = createValidator();
const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Tarifs | Gestio</title></head><body><main id="main">${body}</main></body></html>`;

describe("html-validate with the committed configuration", () => {
  it("accepts a well-formed page", async () => {
    expect(
      await htmlProblems(
        page(
          `<h1>Tarifs</h1><button type="button">Contact</button><img src="/a.webp" alt="Logo" width="10" height="10">`,
        ),
        "ok.html",
        validator,
      ),
    ).toEqual([]);
  });

  it("rejects the usual regressions, one readable line each", async () => {
    const problems = await htmlProblems(
      page(`<h1 id="x">Tarifs</h1><p id="x">Prix<div>bloc</div></p><img src="/a.webp"><button>Envoyer</button>`),
      "broken.html",
      validator,
    );
    const rules = problems.map((line) => line.split(" ")[1]);
    expect(rules).toEqual(expect.arrayContaining(["no-dup-id", "wcag/h37", "no-implicit-button-type"]));
    expect(problems[0]).toMatch(/^broken\.html:1:\d+ [\w/-]+ .+/);
  });
});
