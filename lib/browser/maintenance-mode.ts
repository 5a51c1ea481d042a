/**
 * Fills the maintenance banner and screen with the stored message and end time, and reloads
 * the page when another tab changes the setting. The decision to show the screen was already
 * taken before first paint by bootMaintenance (maintenance.ts).
 */
import { formatLongDateTime } from "../format/french-format.ts";
import { isMaintenanceSettings, maintenanceView } from "./maintenance.ts";
import { readJson, STORAGE_KEYS } from "./storage.ts";

export function initMaintenance(doc: Document, win: Window): void {
  const html = doc.documentElement;
  const view = maintenanceView(readJson(STORAGE_KEYS.maintenanceSettings, isMaintenanceSettings));
  if (!view) {
    // Cannot differ from bootMaintenance's decision (same guard), but never leave a page hidden.
    html.removeAttribute("data-maintenance");
    for (const el of doc.querySelectorAll("[data-maintenance-banner], [data-maintenance-screen]")) el.remove();
  } else {
    for (const el of doc.querySelectorAll("[data-maintenance-message]")) el.textContent = view.message;
    for (const el of doc.querySelectorAll<HTMLElement>("[data-maintenance-end]")) {
      const time = el.querySelector("time");
      el.hidden = !view.endTime || !time;
      if (view.endTime && time) {
        time.dateTime = view.endTime.toISOString();
        // The visitor's own clock: the end time is an instant, shown where they are.
        time.textContent = formatLongDateTime(view.endTime, Intl.DateTimeFormat().resolvedOptions().timeZone);
      }
    }
  }
  html.setAttribute("data-maintenance-ready", "");

  win.addEventListener("storage", (event) => {
    // key null: the other tab cleared the whole storage.
    if (event.key === STORAGE_KEYS.maintenanceSettings || event.key === null) win.location.reload();
  });
}

/** True while the full-page screen replaces the page: nothing else may open over it. */
export function isMaintenanceScreenShown(doc: Document): boolean {
  return doc.documentElement.getAttribute("data-maintenance") === "screen";
}
