// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";

vi.mock("./send.ts", () => ({ sendForm: vi.fn() }));

const { DialogOpener } = await import("./DialogOpener.tsx");

/** The first load of the dialogs' code can take a moment in a busy run. */
const LOADED = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("dialog opener", () => {
  it("is a real link to the form's page in the server's HTML", () => {
    const html = renderToString(
      <DialogOpener dialog="demo" product="crmpro" className="btn">
        Demander une démonstration
      </DialogOpener>,
    );
    expect(html).toContain('href="/demande-de-demo/crmpro"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('data-open-dialog="demo"');
    expect(html).not.toContain('role="button"');
    expect(renderToString(<DialogOpener dialog="contact">Contact</DialogOpener>)).toContain('href="/contact"');
    expect(renderToString(<DialogOpener dialog="automation">Go</DialogOpener>)).toContain('href="/automatisation"');
  });

  it("once hydrated, is a button that opens the demo dialog with its product ticked, and gets the focus back", async () => {
    render(
      <DialogOpener dialog="demo" product="comptapro">
        Demander une démonstration
      </DialogOpener>,
    );
    const opener = screen.getByRole("button", { name: "Demander une démonstration" });
    expect(opener.getAttribute("aria-haspopup")).toBe("dialog");
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Demander une démonstration" }, LOADED);
    for (const id of PRODUCT_IDS) {
      const box = within(dialog).getByRole("checkbox", { name: PRODUCT_NAMES[id] }) as HTMLInputElement;
      expect(box.checked).toBe(id === "comptapro");
    }
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps what was typed when the dialog is opened again", async () => {
    render(<DialogOpener dialog="automation">Automatiser mes tâches</DialogOpener>);
    const opener = screen.getByRole("button", { name: "Automatiser mes tâches" });
    fireEvent.click(opener);
    let dialog = await screen.findByRole("dialog", { name: "Automatisez vos tâches répétitives" }, LOADED);
    fireEvent.change(within(dialog).getByLabelText("Prénom"), { target: { value: "Karim" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(opener);
    dialog = await screen.findByRole("dialog", { name: "Automatisez vos tâches répétitives" }, LOADED);
    expect((within(dialog).getByLabelText("Prénom") as HTMLInputElement).value).toBe("Karim");
  });

  it("answers Space like a button, and leaves modified clicks (new tab) to the browser", async () => {
    render(<DialogOpener dialog="contact">Contact</DialogOpener>);
    const opener = screen.getByRole("button", { name: "Contact" });
    const modified = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      opener.dispatchEvent(modified);
    });
    expect(modified.defaultPrevented).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(opener, { key: " " });
    expect(await screen.findByRole("dialog", { name: "Contactez-nous" }, LOADED)).toBeTruthy();
  });
});
