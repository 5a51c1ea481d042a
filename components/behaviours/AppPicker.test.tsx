// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRICING_PAGES } from "../../lib/catalog/pricing-pages.ts";
import { PRODUCT_APPS } from "../../lib/config/external-links.ts";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { AppPicker } from "./AppPicker.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The five applications, as app/essai-gratuit/page.tsx prepares them. */
const APPS = PRODUCT_IDS.map((id) => ({
  id,
  name: PRODUCT_NAMES[id],
  url: PRODUCT_APPS[id],
  text: PRICING_PAGES[id].cardText,
}));

function renderPicker() {
  render(
    <>
      <h2 id="choix">Choisissez votre application</h2>
      <p id="aide">Cliquez sur une carte pour la sélectionner, cliquez à nouveau pour la désélectionner.</p>
      <AppPicker apps={APPS} labelledBy="choix" describedBy="aide" />
    </>,
  );
  const group = screen.getByRole("radiogroup", { name: "Choisissez votre application" });
  const card = (name: string) => within(group).getByRole("radio", { name: new RegExp(name) }) as HTMLInputElement;
  const start = screen.getByRole("button", { name: /^Commencer gratuitement/ }) as HTMLButtonElement;
  const status = () => document.querySelector("[data-app-status]")?.textContent;
  return { group, card, start, status };
}

describe("free-trial application picker", () => {
  it("offers the five applications as one single-choice group, described by its help text, none chosen", () => {
    const { group, start, status } = renderPicker();
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.dataset.appName)).toEqual(PRODUCT_IDS.map((id) => PRODUCT_NAMES[id]));
    expect(radios.map((radio) => radio.dataset.appUrl)).toEqual(PRODUCT_IDS.map((id) => PRODUCT_APPS[id]));
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios.every((radio) => !radio.checked)).toBe(true);
    expect(group.getAttribute("aria-describedby")).toBe("aide");
    expect(
      within(group)
        .getByRole("radio", { name: /CRMPro/ })
        .closest("label")?.textContent,
    ).toContain(PRICING_PAGES.crmpro.cardText);
    expect(start.disabled).toBe(true);
    expect(status()).toBe("Aucune application choisie pour le moment.");
  });

  it("keeps one application at most, says which, and a second click on it deselects it", () => {
    const { group, card, start, status } = renderPicker();
    fireEvent.click(card("CRMPro"));
    expect(card("CRMPro").checked).toBe(true);
    expect(start.disabled).toBe(false);
    expect(status()).toBe("Application choisie\u00a0: CRMPro");

    fireEvent.click(card("ComptaPro"));
    expect(card("ComptaPro").checked).toBe(true);
    expect(card("CRMPro").checked).toBe(false);
    expect((within(group).getAllByRole("radio") as HTMLInputElement[]).filter((r) => r.checked)).toHaveLength(1);
    expect(status()).toBe("Application choisie\u00a0: ComptaPro");

    fireEvent.click(card("ComptaPro"));
    expect(card("ComptaPro").checked).toBe(false);
    expect((within(group).getAllByRole("radio") as HTMLInputElement[]).some((r) => r.checked)).toBe(false);
    expect(start.disabled).toBe(true);
    expect(status()).toBe("Aucune application choisie pour le moment.");
  });

  it("announces the choice politely", () => {
    renderPicker();
    expect(document.querySelector("[data-app-status]")?.getAttribute("aria-live")).toBe("polite");
  });

  it("opens the chosen application in a new tab, without giving it this page", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { card, start } = renderPicker();
    fireEvent.click(start);
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(card("Note 2 Frais"));
    fireEvent.click(start);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(PRODUCT_APPS.note2frais, "_blank", "noopener,noreferrer");
  });
});
