/**
 * The pre-registration popup of the home page (spec section 4), a native modal <dialog>:
 * opens 6 s after load while hasSeenPreRegistrationPopup is not set. The X ("Fermer") and
 * "Tester Gratuitement" set the flag; "Plus tard" and Escape close it until 50 s later.
 */
import { isMaintenanceScreenShown } from "./maintenance-mode.ts";
import { readRaw, STORAGE_KEYS, write } from "./storage.ts";
import { TIMINGS } from "./timings.ts";

const FLAG = STORAGE_KEYS.hasSeenPreRegistrationPopup;
/** Actions that mean "seen, do not show again". */
const REMEMBERED = new Set(["dismiss", "test"]);

export function initPreRegistrationPopup(doc: Document, win: Window): void {
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-pre-registration]");
  if (!dialog) return;
  let timer: number | undefined;
  let returnTo: Element | null = null;
  let decided = false;

  const schedule = (delay: number) => {
    win.clearTimeout(timer);
    timer = win.setTimeout(open, delay);
  };

  function open() {
    if (readRaw(FLAG) !== undefined || dialog?.open || isMaintenanceScreenShown(doc)) return;
    // Never on top of a form the visitor is filling in: wait for that dialog to close.
    const other = doc.querySelector<HTMLDialogElement>("dialog[open]");
    if (other) {
      other.addEventListener("close", () => schedule(TIMINGS.preRegistrationDelayMs), { once: true });
      return;
    }
    returnTo = doc.activeElement;
    decided = false;
    dialog!.showModal();
  }

  // Decided synchronously, as the visitor acts: the "close" event only comes a task later.
  const decide = (action: string) => {
    decided = true;
    if (REMEMBERED.has(action)) write(FLAG, "true");
    else schedule(TIMINGS.preRegistrationSnoozeMs);
  };

  for (const control of dialog.querySelectorAll<HTMLElement>("[data-popup-action]")) {
    control.addEventListener("click", () => {
      const action = control.dataset["popupAction"] ?? "";
      decide(action);
      // "Tester Gratuitement" is a link: the browser opens the new tab, the dialog just closes.
      dialog.close(action);
    });
  }
  // Escape acts as "Plus tard".
  dialog.addEventListener("cancel", () => decide("later"));

  dialog.addEventListener("close", () => {
    // Closed some other way (by the browser or another script): treated as "Plus tard" too.
    if (!decided) decide("later");
    if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    returnTo = null;
  });

  // A modal dialog already keeps focus out of the page; this also keeps Tab from leaving for the browser's toolbar.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });

  if (readRaw(FLAG) === undefined) schedule(TIMINGS.preRegistrationDelayMs);
}
