import { describe, expect, it } from "vitest";
import { HOME_CONTENT } from "../catalog/home.ts";
import { cleanHomeText, homeTextLimit, parseHomeTexts, writeHomeTexts } from "./home-texts.ts";

const PAGE =
  '<head><script>self.__next_f.push([1,"Gérez toute votre entreprise, simplement"])</script></head>' +
  '<h1 class="t" data-content-key="main-title">Gérez toute votre entreprise, simplement</h1>' +
  '<a href="/essai-gratuit" class="btn" data-content-key="hero-button">Commencer gratuitement</a>' +
  '<a href="/essai-gratuit" class="btn" data-content-key="cta-button">Commencer gratuitement</a>';

describe("the home texts saved in the back office", () => {
  it("are written into their marked elements only, as text, the inline scripts untouched", () => {
    const html = writeHomeTexts(PAGE, {
      "main-title": "Votre gestion <b>sans effort</b> & sereine",
      "cta-button": "Essayer",
    });
    expect(html).toContain(
      '<h1 class="t" data-content-key="main-title">Votre gestion &lt;b&gt;sans effort&lt;/b&gt; &amp; sereine</h1>',
    );
    expect(html).toContain('data-content-key="hero-button">Commencer gratuitement</a>');
    expect(html).toContain('data-content-key="cta-button">Essayer</a>');
    expect(html).toContain('self.__next_f.push([1,"Gérez toute votre entreprise, simplement"])');
    expect(writeHomeTexts(PAGE, {})).toBe(PAGE);
  });

  it("are plain text within a limit per key; the default or nothing is no saved text", () => {
    expect(homeTextLimit("hero-button")).toBe(40);
    expect(homeTextLimit("main-title")).toBe(120);
    expect(homeTextLimit("hero-description")).toBe(400);
    expect(cleanHomeText("main-title", "  Votre   gestion\nsereine ")).toBe("Votre gestion sereine");
    expect(cleanHomeText("main-title", `  ${HOME_CONTENT["main-title"]} `)).toBeUndefined();
    expect(cleanHomeText("main-title", "   ")).toBeUndefined();
    expect(
      parseHomeTexts({ "main-title": "Titre", "hero-button": "x".repeat(41), inconnu: "?", "cta-title": 3 }),
    ).toEqual({ "main-title": "Titre" });
    expect(parseHomeTexts("rien")).toEqual({});
  });
});
