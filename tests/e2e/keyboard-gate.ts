/**
 * Keyboard-only walk: Tab through the header and its menus with a visible focus at every
 * stop, open a dialog with Enter, fill it, stay trapped in it, close it with Escape and
 * land back on the button that opened it.
 */
import { expect, type Locator, type Page, test } from "../browser-test.ts";
import { dialogOpeners, freezeTimers, untilWithClock } from "./a11y-support.ts";
import { DESKTOP, visit } from "./helpers.ts";

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** A focus indicator the eye can see: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: "body", visible: false };
    const css = getComputedStyle(el);
    const outline = css.outlineStyle !== "none" && Number.parseFloat(css.outlineWidth) > 0;
    const ring = css.boxShadow !== "none" && css.boxShadow !== "";
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return { what: `<${el.tagName.toLowerCase()}> "${label}"`, visible: outline || ring };
  });
  expect(style.visible, `${style.what} has no visible focus indicator`).toBe(true);
}

/** Presses Tab until `target` has the focus, checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, maxPresses = 80, checkFocus = true): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (checkFocus) await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached after ${maxPresses} presses of Tab`);
}

export function defineKeyboardGate(): void {
  const openers = dialogOpeners();
  test.use({ viewport: DESKTOP, reducedMotion: "reduce" });

  test("keyboard only: the header's menus open with Enter, move with the arrows, close with Escape", async ({
    page,
  }) => {
    await freezeTimers(page);
    await visit(page, "/");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeFocused();
    await expectVisibleFocus(page);

    const header = page.getByRole("banner");
    const menuButtons = header.locator("button[aria-controls][aria-expanded]").filter({ visible: true });
    const names = (await menuButtons.allInnerTexts()).map((text) => text.trim());
    expect(names.length, "the desktop header has menu buttons").toBeGreaterThan(0);

    for (const name of names) {
      const button = header.getByRole("button", { name, exact: true });
      await tabTo(page, button);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await untilWithClock(page, () => expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 100 }));
      const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(menu).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await untilWithClock(page, () => expect(menu.getByRole("link").first()).toBeFocused({ timeout: 100 }));
      await expectVisibleFocus(page);
      await page.keyboard.press("Escape");
      await untilWithClock(page, () => expect(menu).toBeHidden({ timeout: 100 }));
      await expect(button).toBeFocused();
    }
  });

  test("keyboard only: a dialog opened with Enter, filled, trapping the focus, closed with Escape", async ({
    page,
  }) => {
    await freezeTimers(page);
    await visit(page, "/");
    const kind = ["contact", "demo", "automation"].find((k) => openers.get(k) === "/") ?? [...openers.keys()][0];
    expect(kind, "the build has a dialog opener").toBeTruthy();
    if (openers.get(kind!) !== "/") await visit(page, openers.get(kind!)!);

    const opener = page.locator(`[data-open-dialog="${kind}"]`).filter({ visible: true }).first();
    await tabTo(page, opener, 300);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog").filter({ visible: true });
    await untilWithClock(page, async () => {
      await expect(dialog, `Enter on the ${kind} button should open its dialog`).toHaveCount(1, { timeout: 100 });
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "focus moves into the dialog").toBe(
        true,
      );
    });

    // Fill the first text field by keyboard only.
    const field = dialog.getByRole("textbox").first();
    await tabTo(page, field, 20);
    await page.keyboard.type("Camille");
    await expect(field).toHaveValue("Camille");

    // Focus stays inside the dialog, forwards and backwards.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${key} left the open dialog`).toBe(
          true,
        );
      }
    }

    await page.keyboard.press("Escape");
    await untilWithClock(page, () => expect(dialog).toHaveCount(0, { timeout: 100 }));
    await expect(opener, "focus returns to the button that opened the dialog").toBeFocused();
  });

  test.describe("the keyboard gate itself", () => {
    test("fails a focus the eye cannot see, and a control the keyboard cannot reach", async ({ page }) => {
      await page.setContent(
        `<!doctype html><html lang="fr"><head><title>Cassée</title></head><body><main>
        <a href="#suite" style="outline:none">Lien sans focus visible</a>
        <div role="button" onclick="void 0">Faux bouton</div></main></body></html>`,
      );
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Lien sans focus visible" })).toBeFocused();
      await expect(expectVisibleFocus(page)).rejects.toThrow(/has no visible focus indicator/);
      await expect(tabTo(page, page.getByRole("button", { name: "Faux bouton" }), 5, false)).rejects.toThrow(
        /not reached after 5 presses of Tab/,
      );
    });
  });
}
