import { describe, expect, it } from "vitest";
import { PUBLISHER } from "../../config/legal.ts";
import { NEWSLETTER_EMAIL_TEXTS } from "../../config/newsletter.ts";
import { confirmationEmail } from "./confirmation-email.ts";

const mail = confirmationEmail({
  siteUrl: "https://www.exemple.fr",
  confirmUrl: "https://www.exemple.fr/newsletter/confirmation?jeton=abc.def.ghi",
  unsubscribeUrl: "https://www.exemple.fr/newsletter/desinscription?jeton=abc.jkl",
  // 1 April 2027, 09:00 in Paris.
  expiresAt: Date.UTC(2027, 3, 1, 7, 0),
});

describe("the newsletter's confirmation e-mail", () => {
  it("says in French what was asked, where, the link and until when, what if it was not you, how to leave, and who sends it", () => {
    expect(mail.subject).toBe(NEWSLETTER_EMAIL_TEXTS.subject);
    expect(mail.text).toContain("sur www.exemple.fr.");
    expect(mail.text).toContain(
      "«\u00a0Confirmer mon inscription\u00a0»\u00a0:\nhttps://www.exemple.fr/newsletter/confirmation?jeton=abc.def.ghi",
    );
    expect(mail.text).toContain("Ce lien est valable jusqu'au jeudi 1er avril 2027 à 09:00.");
    expect(mail.text).toContain(NEWSLETTER_EMAIL_TEXTS.notYou);
    expect(mail.text).toContain("Se désinscrire\u00a0: https://www.exemple.fr/newsletter/desinscription?jeton=abc.jkl");
    expect(mail.text).toContain(`${PUBLISHER.name}, éditeur du site www.exemple.fr`);
    // French typography: no plain space before the high punctuation.
    expect(mail.text).not.toMatch(/ [:;!?»]/);
  });

  it("has a simple HTML twin with the same links, escaped", () => {
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<a href="https://www.exemple.fr/newsletter/confirmation?jeton=abc.def.ghi">');
    expect(mail.html).toContain('<a href="https://www.exemple.fr/newsletter/desinscription?jeton=abc.jkl">');
    expect(mail.html).toContain("<p>L'équipe Gestio</p>");
    expect(mail.html).not.toContain("<script");
  });
});
