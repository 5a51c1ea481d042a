import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "../../lib/config/newsletter-proof.ts";
import PolitiqueConfidentialitePage from "./page.tsx";

const NBSP = "\u00a0";

/** The page's text without its markup, entities read, line breaks as one space. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s*\n\s*/g, " ");
}

describe("the privacy policy", () => {
  const html = renderToStaticMarkup(createElement(PolitiqueConfidentialitePage));
  const text = textOf(html);

  it("tells how the newsletter is confirmed, what proves the consent, how long, and how to unsubscribe", () => {
    expect(html).toContain('<h2 id="lettre-information">');
    expect(html).toContain('href="#lettre-information"');
    expect(text).toContain("confirmée par e-mail (double confirmation)");
    expect(text).toContain(`un lien, valable 7${NBSP}jours`);
    expect(text).toContain("la date et l'heure de votre inscription et de sa confirmation, la page du site");
    expect(text).toContain("la version du texte de consentement");
    expect(text).toContain("Aucune adresse IP n'est conservée.");
    expect(text).toContain(`Une inscription non confirmée est supprimée au bout de 7${NBSP}jours.`);
    expect(text).toContain(`conservée 3${NBSP}ans après votre dernier signe d'intérêt`);
    expect(text).toContain(`«${NBSP}Se désinscrire${NBSP}»`);
    expect(html).toContain(`href="${NEWSLETTER_UNSUBSCRIBE_PATH}"`);
  });

  it("tells how forms are protected without a third party, and how long refusals are kept", () => {
    expect(text).toContain("sans faire appel à un service tiers");
    expect(text).toContain("aucun cookie n'est déposé");
    expect(text).toContain(`il est conservé 30${NBSP}jours, avec la raison du refus`);
    expect(text).toContain(
      `Envois refusés comme indésirables par la protection des formulaires${NBSP}: 30${NBSP}jours.`,
    );
  });
});
