import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NewsletterProof } from "../../../lib/server/newsletter/proof.ts";
import { NewsletterProofPanel } from "./NewsletterProofPanel.tsx";

const NBSP = "\u00a0";

const pending: NewsletterProof = {
  email: "jeanne@exemple.fr",
  state: "pending",
  submissionId: "n1",
  // 1 April 2026, 23:30 UTC: already 2 April in Paris (summer time, UTC+2).
  signedUpAt: Date.UTC(2026, 3, 1, 23, 30),
  confirmedAt: null,
  withdrawnAt: null,
  pagePath: "/blog/gerer-sa-tva",
  consentVersion: "2026-04",
  consentText: "J'accepte de recevoir la lettre d'information.\n<b>Désinscription</b> en un clic.",
  lastInterestAt: Date.UTC(2026, 3, 1, 23, 30),
};

/** The text of a `<dd>` following the `<dt>` named `term`. */
function described(html: string, term: string): string {
  const match = html.match(new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>(.*?)</dd>`));
  return (match?.[1] ?? "").replace(/<[^>]+>/g, "");
}

describe("NewsletterProofPanel", () => {
  it("shows a pending sign-up: its state, its moment in Paris time, the page and the consent text as text", () => {
    const html = renderToStaticMarkup(<NewsletterProofPanel proof={pending} />);
    expect(html).toContain('data-newsletter-proof="pending"');
    expect(described(html, "État")).toBe("En attente de confirmation");
    expect(described(html, "Inscription")).toBe("jeudi 2 avril 2026 à 01:30");
    expect(html).toContain('<time dateTime="2026-04-01T23:30:00.000Z">');
    expect(described(html, "Confirmation")).toBe("Pas encore confirmée");
    expect(html).not.toContain(">Désinscription</dt>");
    expect(html).toContain('<a href="/blog/gerer-sa-tva"');
    expect(described(html, "Version du texte de consentement")).toBe("2026-04");
    // The stored text is shown, never run as markup.
    expect(html).toContain("&lt;b&gt;Désinscription&lt;/b&gt; en un clic.");
    expect(html).not.toContain("<b>");
  });

  it("shows a confirmation then a withdrawal, the first of the month as « 1er »", () => {
    const html = renderToStaticMarkup(
      <NewsletterProofPanel
        proof={{
          ...pending,
          state: "withdrawn",
          confirmedAt: Date.UTC(2026, 3, 2, 8, 0),
          withdrawnAt: Date.UTC(2026, 4, 1, 10, 15),
        }}
      />,
    );
    expect(described(html, "État")).toBe("Désinscrite");
    expect(described(html, "Confirmation")).toBe("jeudi 2 avril 2026 à 10:00");
    expect(described(html, "Désinscription")).toBe("vendredi 1er mai 2026 à 12:15");
  });

  it("says when the text of the version was not kept, and shows a page it cannot link as text", () => {
    const html = renderToStaticMarkup(
      <NewsletterProofPanel
        proof={{
          ...pending,
          state: "confirmed",
          confirmedAt: pending.signedUpAt,
          consentText: null,
          pagePath: "javascript:alert(1)",
        }}
      />,
    );
    expect(described(html, "État")).toBe("Confirmée");
    expect(described(html, "Texte affiché sous le champ")).toBe("Le texte de cette version n&#x27;est pas enregistré.");
    expect(html).not.toContain('href="javascript');
  });

  it("says when no proof is kept, in French typography", () => {
    const html = renderToStaticMarkup(<NewsletterProofPanel proof={null} />);
    expect(html).toContain('data-newsletter-proof="none"');
    expect(html).toContain(`pour cette adresse${NBSP}: inscription antérieure`);
    expect(html).not.toContain("<dl");
  });
});
