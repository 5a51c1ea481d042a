import { describe, expect, it } from "vitest";
import { salesEmail } from "./sales-email.ts";

describe("salesEmail", () => {
  it("lists every field of a demo request with French labels and product names", () => {
    const mail = salesEmail({
      id: "3f0c",
      type: "demo",
      createdAt: Date.UTC(2025, 3, 24, 8, 30),
      fields: {
        firstName: "Éloïse",
        lastName: "Martin",
        company: "Atelier Lumière",
        email: "eloise@exemple.fr",
        phone: "06 12 34 56 78",
        interestedIn: ["crmpro", "note2frais"],
        formSource: "Demo Request",
      },
    });
    expect(mail.subject).toBe("Demande de démo\u00a0: Atelier Lumière (Éloïse Martin)");
    expect(mail.replyTo).toBe("eloise@exemple.fr");
    expect(mail.text).toContain("reçue le 24 avril 2025");
    for (const line of [
      "Prénom\u00a0: Éloïse",
      "Nom\u00a0: Martin",
      "Entreprise\u00a0: Atelier Lumière",
      "E-mail\u00a0: eloise@exemple.fr",
      "Téléphone\u00a0: 06 12 34 56 78",
      "Applications\u00a0: CRMPro, Note 2 Frais",
      "Référence\u00a0: 3f0c",
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it("keeps the message of a contact request whole", () => {
    const mail = salesEmail({
      id: "x",
      type: "contact",
      createdAt: 0,
      fields: { firstName: "Jean", message: "Première ligne\nSeconde ligne" },
    });
    expect(mail.subject.startsWith("Demande de contact")).toBe(true);
    expect(mail.text).toContain("Message\u00a0:\nPremière ligne\nSeconde ligne");
  });
});
