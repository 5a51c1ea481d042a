// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HEADER_NAV, isMenu } from "../../lib/config/navigation.ts";
import { SiteHeader } from "./SiteHeader.tsx";

vi.mock("next/navigation", () => ({ usePathname: () => "/tarifs/crmpro" }));

afterEach(cleanup);

const menus = HEADER_NAV.filter(isMenu);

describe("header menus", () => {
  it("opens a dropdown on click, marks the current page, and closes it with Escape, focus back on its button", () => {
    render(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    const button = within(nav).getByRole("button", { name: "Tarifs" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(list?.hidden).toBe(false);
    const current = within(list as HTMLElement).getByRole("link", { name: "CRMPro" });
    expect(current.getAttribute("aria-current")).toBe("page");

    current.focus();
    fireEvent.keyDown(current, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("moves through the links with the arrow keys, and one open menu closes the other", () => {
    render(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    const [tarifs, ressources] = menus.map((menu) => within(nav).getByRole("button", { name: menu.label }));
    fireEvent.click(tarifs as HTMLElement);
    const list = document.getElementById(tarifs?.getAttribute("aria-controls") ?? "") as HTMLElement;
    const links = within(list).getAllByRole("link");
    links[0]?.focus();
    fireEvent.keyDown(links[0] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(links.at(-1));

    fireEvent.click(ressources as HTMLElement);
    expect(ressources?.getAttribute("aria-expanded")).toBe("true");
    expect(tarifs?.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("mobile menu", () => {
  it("toggles between 'Ouvrir le menu' and 'Fermer le menu', and a chosen link closes it", () => {
    render(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Ouvrir le menu" });
    const panel = document.getElementById("mobile-menu") as HTMLElement;
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-label")).toBe("Fermer le menu");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    fireEvent.click(within(panel).getByRole("link", { name: "Solutions" }));
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute("aria-label")).toBe("Ouvrir le menu");
  });

  it("closes with Escape and gives focus back to the toggle", () => {
    render(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Ouvrir le menu" });
    fireEvent.click(toggle);
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(document.getElementById("mobile-menu")?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });
});
