import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UnwantedDay, UnwantedEntry } from "../../../lib/server/unwanted/desk.ts";
import { LeadProofNote } from "../leads/LeadProofNote.tsx";
import { UnwantedDailyCounts } from "./UnwantedDailyCounts.tsx";
import { messageStart, UnwantedTable } from "./UnwantedTable.tsx";

const ROW: UnwantedEntry = {
  id: "u1",
  type: "contact",
  email: "robot@exemple.fr",
  fields: {
    firstName: "Robot",
    lastName: "Spam",
    company: "Spam SARL",
    email: "robot@exemple.fr",
    message: `<script>alert(1)</script>\n\n${"a".repeat(200)}`,
  },
  pagePath: "/contact",
  entry: null,
  reason: "too-fast",
  createdAt: Date.UTC(2027, 3, 1, 8, 30),
};

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("« Indésirables »", () => {
  it("lists each one as the leads list does, its message's start as text, and a release button named for it", () => {
    const html = renderToStaticMarkup(<UnwantedTable rows={[ROW]} />);
    expect(html).toContain(
      '<caption class="sr-only">Indésirables des 30 derniers jours, les plus récents d&#x27;abord',
    );
    expect(html.match(/<th scope="col"/g)).toHaveLength(8);
    expect(html).toContain('<time dateTime="2027-04-01T08:30:00.000Z">1er avr. 2027 à 10:30</time>');
    expect(text(html)).toContain("Formulaire rempli trop vite");
    expect(text(html)).toContain("Robot Spam");
    expect(text(html)).toContain("Spam SARL");
    // Markup a bot typed is shown as text, on one line, cut after 120 characters.
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; aaaa");
    expect(messageStart(ROW.fields)).toHaveLength(121);
    expect(messageStart(ROW.fields).endsWith("a…")).toBe(true);
    expect(messageStart({})).toBe("—");
    expect(html).toContain('<input type="hidden" name="id" value="u1"/>');
    expect(text(html)).toContain(
      "Ce n&#x27;est pas un indésirable\u00a0: Contact de Robot Spam, reçu le 1er avr. 2027 à 10:30",
    );
  });

  it("counts per day only the days with some, one column per reason met, in French", () => {
    const days: UnwantedDay[] = [
      { day: "2027-04-02", total: 3, byReason: { honeypot: 1, "too-fast": 2 } },
      { day: "2027-04-01", total: 0, byReason: {} },
      { day: "2027-03-31", total: 1_234, byReason: { honeypot: 1_234 } },
    ];
    const html = renderToStaticMarkup(<UnwantedDailyCounts days={days} />);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(html).not.toContain("2027-04-01");
    expect(text(html)).toContain("Champ caché rempli (robot)");
    expect(text(html)).toContain("Formulaire rempli trop vite");
    expect(text(html)).not.toContain("Lien dans un champ de nom");
    expect(text(html)).toContain("31 mars 2027");
    expect(text(html)).toContain("1\u202f234");
    expect(renderToStaticMarkup(<UnwantedDailyCounts days={[days[1] as UnwantedDay]} />)).toContain(
      "Aucun indésirable ces 30 derniers jours.",
    );
  });

  it("shows how a lead proved it came from a person; the list only what departs from the usual", () => {
    expect(renderToStaticMarkup(<LeadProofNote proof="timing" />)).toContain(
      "Envoyée sans JavaScript (sans preuve de travail)",
    );
    expect(renderToStaticMarkup(<LeadProofNote proof="released" compact />)).toContain("Sortie des indésirables");
    expect(renderToStaticMarkup(<LeadProofNote proof="pow" />)).toContain("Vérification anti-robot réussie");
    expect(renderToStaticMarkup(<LeadProofNote proof="pow" compact />)).toBe("");
    expect(renderToStaticMarkup(<LeadProofNote proof={undefined} />)).toBe("");
  });
});
