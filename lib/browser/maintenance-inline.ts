/**
 * The functions that only run inline, before first paint (inline-script.ts): in
 * <head> (notePageStart and bootMaintenance, MaintenanceBootScript) and right after the screen's <template>
 * (mountMaintenance, MaintenanceGate). Only the server imports this module, to serialise them:
 * no browser bundle carries them.
 */
import type { MaintenanceSettings, maintenanceView } from "./maintenance.ts";

/** Notes when the page started (lib/browser/page-start.ts), first thing in <head>. */
export function notePageStart(name: string): void {
  (window as unknown as Record<string, number>)[name] = performance.now();
}

/** Where bootMaintenance leaves the settings it read for mountMaintenance (a global of the page). */
export const MAINTENANCE_GLOBAL = "__maintenanceSettings";

/**
 * Runs inline at the top of <head>, before first paint: when maintenance is on it marks <html>
 * with data-maintenance="screen" (CSS then hides the normal page and shows the screen), or
 * "page" on /maintenance itself (only the banner is added), and leaves the settings it read in
 * `window[globalName]` for mountMaintenance. Self-contained; silent, because the module script
 * (maintenance-mode.ts) reads the same value again and logs what is wrong.
 */
export function bootMaintenance(
  key: string,
  exemptPath: string,
  isSettings: (value: unknown) => boolean,
  globalName: string,
): void {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return;
    const value: unknown = JSON.parse(raw);
    if (!isSettings(value) || (value as { enabled: boolean }).enabled !== true) return;
    const path = location.pathname.replace(/(\.html|\/)$/, "");
    document.documentElement.setAttribute("data-maintenance", path === exemptPath ? "page" : "screen");
    (window as unknown as Record<string, unknown>)[globalName] = value;
  } catch {
    /* unreadable: no maintenance */
  }
}

/**
 * Runs inline right after the maintenance <template> (top of <body>): when bootMaintenance marked
 * the page, puts the banner and screen in place and writes their message and end date, all
 * before first paint and before any script file arrives (React only takes over what needs it:
 * maintenance-mode.ts). They live in a template so that the normal page's HTML carries no hidden
 * maintenance text (one h1, nothing odd to index). On /maintenance itself, the page's own screen
 * comes later in the HTML: it is filled once parsed. Self-contained, like every argument.
 */
export function mountMaintenance(
  globalName: string,
  defaultMessage: string,
  toView: typeof maintenanceView,
  format: (date: Date, timeZone: string) => string,
): void {
  const settings = (window as unknown as Record<string, MaintenanceSettings | undefined>)[globalName];
  const view = document.documentElement.hasAttribute("data-maintenance") && toView(settings, defaultMessage);
  if (!view) return;
  const template = document.querySelector<HTMLTemplateElement>("template[data-maintenance-template]");
  template?.after(template.content.cloneNode(true));
  // Every banner and screen of the page: the message, and the end time in the visitor's own zone.
  const fill = () => {
    for (const el of document.querySelectorAll("[data-maintenance-message]")) el.textContent = view.message;
    for (const el of document.querySelectorAll<HTMLElement>("[data-maintenance-end]")) {
      const time = el.querySelector("time");
      el.hidden = !view.endTime || !time;
      if (view.endTime && time) {
        time.dateTime = view.endTime.toISOString();
        time.textContent = format(view.endTime, Intl.DateTimeFormat().resolvedOptions().timeZone);
      }
    }
  };
  fill();
  document.addEventListener("DOMContentLoaded", () => {
    fill();
    document.documentElement.setAttribute("data-maintenance-filled", "");
  });
}
