/**
 * What React takes over of maintenance mode once the page's scripts have run: it logs a stored
 * setting that cannot be read, never leaves a page hidden, and reloads the page when another tab
 * changes the setting. The decision to show the screen and its texts were already put in place
 * before first paint by the inline scripts (bootMaintenance and mountMaintenance, maintenance-inline.ts).
 */
import { DEFAULT_MAINTENANCE_MESSAGE, isMaintenanceSettings, maintenanceView } from "./maintenance.ts";
import { readJson, STORAGE_KEYS } from "./storage.ts";

export function initMaintenance(doc: Document, win: Window): void {
  const html = doc.documentElement;
  const settings = readJson(STORAGE_KEYS.maintenanceSettings, isMaintenanceSettings);
  const view = maintenanceView(settings, DEFAULT_MAINTENANCE_MESSAGE);
  if (view && !view.endTime && settings?.endTime)
    console.warn("[maintenance] the end time is not a date and is not shown");
  if (!view) {
    // Cannot differ from bootMaintenance's decision (same guard), but never leave a page hidden.
    html.removeAttribute("data-maintenance");
    for (const el of doc.querySelectorAll("[data-maintenance-banner], [data-maintenance-screen]")) el.remove();
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
