// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_APPS } from "../../lib/config/external-links.ts";
import { AppPicker, chosenStatus } from "./AppPicker.tsx";
import { BlogSearch } from "./BlogSearch.tsx";

/*
 * What a visitor does before the framework arrives (use-adopted-control.ts): the server's markup,
 * changed as the visitor's tap or keystroke changes it, then hydrated by React.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The server's HTML of `ui`, changed by `visitor` before React hydrates it. */
async function hydrateAfter(ui: ReactElement, visitor: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  visitor(container);
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
  return container;
}

const APPS = [
  { id: "crmpro", name: "CRMPro", url: PRODUCT_APPS.crmpro, text: "Vos clients." },
  { id: "comptapro", name: "ComptaPro", url: PRODUCT_APPS.comptapro, text: "Vos comptes." },
];
const picker = <AppPicker apps={APPS} labelledBy="choix" />;
const radio = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement>(`input[data-app-id="${id}"]`)!;

describe("a control React adopts", () => {
  it("keeps the application chosen before the framework: its status, its start button, a second tap deselects it", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const container = await hydrateAfter(picker, (page) => {
      radio(page, "comptapro").checked = true;
    });
    const status = container.querySelector("[data-app-status]")!;
    const start = container.querySelector<HTMLButtonElement>("button")!;
    expect(status.textContent).toBe(chosenStatus("ComptaPro"));
    expect(radio(container, "comptapro").checked).toBe(true);
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    expect(open).toHaveBeenCalledWith(PRODUCT_APPS.comptapro, "_blank", "noopener,noreferrer");

    fireEvent.click(radio(container, "comptapro"));
    expect(radio(container, "comptapro").checked).toBe(false);
    expect(status.textContent).toBe("Aucune application choisie pour le moment.");
    expect(start.disabled).toBe(true);
  });

  it("starts as the server rendered it when the visitor changed nothing", async () => {
    const container = await hydrateAfter(picker, () => {});
    expect(container.querySelector("[data-app-status]")!.textContent).toBe(
      "Aucune application choisie pour le moment.",
    );
    expect(container.querySelector<HTMLButtonElement>("button")!.disabled).toBe(true);
  });

  it("filters the blog's list by the words typed before the framework, and keeps them in the field", async () => {
    const items = [
      { id: "devis", text: "Faire un devis clair", card: <p>Devis</p> },
      { id: "frais", text: "Notes de frais sans papier", card: <p>Frais</p> },
    ];
    const container = await hydrateAfter(<BlogSearch items={items} noResult="Aucun article" />, (page) => {
      page.querySelector<HTMLInputElement>("input[type=search]")!.value = "frais";
    });
    expect(container.querySelector<HTMLInputElement>("input[type=search]")!.value).toBe("frais");
    const shown = [...container.querySelectorAll("li")].filter((item) => !item.hidden).map((item) => item.textContent);
    expect(shown).toEqual(["Frais"]);
  });
});
