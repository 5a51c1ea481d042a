// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnalysisInput } from "../../../lib/seo/content-analysis/analyse.ts";
import { ContentAnalysisPanel } from "./ContentAnalysisPanel.tsx";

afterEach(cleanup);

const PASSIVE = "Chaque reçu est validé par le gérant.";
const input = (overrides: Partial<AnalysisInput> = {}): AnalysisInput => ({
  title: "Gérer les notes de frais d’une TPE",
  slug: "gerer-les-notes-de-frais",
  description: "Les notes de frais sans ressaisie.",
  keyphrase: "note de frais",
  body: `Les notes de frais prennent du temps. ${PASSIVE}\n\n## Une note de frais par reçu\n\nLe logiciel range tout.`,
  ...overrides,
});

const hiddenDismissals = (container: HTMLElement) =>
  JSON.parse((container.querySelector('input[name="analysisDismissals"]') as HTMLInputElement).value);

describe("ContentAnalysisPanel (jsdom has no Worker: the analysis runs on the page)", () => {
  it("lists the findings by level, each sentence named, and the figures", () => {
    render(<ContentAnalysisPanel input={input()} initialDismissals={[]} />);
    expect(screen.getByRole("heading", { name: "Analyse du contenu" })).toBeTruthy();
    expect(screen.getByText(/^\d+ mots, 3 phrases, lisibilité \d+ sur 100\.$/)).toBeTruthy();
    const passive = screen.getByText("Phrase à la voix passive : la voix active est plus directe.").closest("li")!;
    expect(within(passive).getByText(`« ${PASSIVE} »`)).toBeTruthy();
    expect(screen.getByText("L’expression clé figure dans le titre.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /^Problèmes \(\d+\)$/ })).toBeTruthy();
  });

  it("sets a finding aside with its reason, in the form's hidden field, and restores it", () => {
    const { container } = render(<ContentAnalysisPanel input={input()} initialDismissals={[]} />);
    const passive = screen.getByText("Phrase à la voix passive : la voix active est plus directe.").closest("li")!;
    fireEvent.click(within(passive).getByRole("button", { name: "Écarter" }));
    fireEvent.change(screen.getByLabelText("Pourquoi l'écarter ? (facultatif)"), {
      target: { value: "Citation d'un client" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Écarter cette remarque" }));
    const [dismissal] = hiddenDismissals(container);
    expect(dismissal).toMatchObject({ id: expect.stringMatching(/^passive:/), reason: "Citation d'un client" });
    expect(hiddenDismissals(container).length).toBe(1);
    expect(screen.getByRole("heading", { name: "Remarques écartées (1)" })).toBeTruthy();
    expect(screen.getByText("Raison : Citation d'un client")).toBeTruthy();
    expect(screen.getByText("Remarque écartée. Enregistrez l'article pour conserver ce choix.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Rétablir" }));
    expect(hiddenDismissals(container)).toEqual([]);
    expect(screen.queryByRole("heading", { name: /Remarques écartées/ })).toBeNull();
  });

  it("keeps a saved dismissal set aside while its sentence is unchanged, and shows the finding again once it changes", () => {
    const first = render(<ContentAnalysisPanel input={input()} initialDismissals={[]} />);
    const passive = screen.getByText("Phrase à la voix passive : la voix active est plus directe.").closest("li")!;
    fireEvent.click(within(passive).getByRole("button", { name: "Écarter" }));
    fireEvent.click(screen.getByRole("button", { name: "Écarter cette remarque" }));
    const saved = hiddenDismissals(first.container);
    cleanup();

    const { rerender } = render(<ContentAnalysisPanel input={input()} initialDismissals={saved} />);
    expect(screen.getByRole("heading", { name: "Remarques écartées (1)" })).toBeTruthy();
    rerender(
      <ContentAnalysisPanel
        input={input({ body: input().body.replace(PASSIVE, "Chaque reçu est validé par la gérante.") })}
        initialDismissals={saved}
      />,
    );
    expect(screen.queryByRole("heading", { name: /Remarques écartées/ })).toBeNull();
    expect(screen.getByText("« Chaque reçu est validé par la gérante. »")).toBeTruthy();
  });
});
