/**
 * Maintenance mode (spec sections 2 and 4): maintenanceSettings {enabled, message, endTime}.
 * When enabled, every page but /maintenance shows the full-page maintenance screen.
 */
export const MAINTENANCE_PATH = "/maintenance";
export const DEFAULT_MAINTENANCE_MESSAGE = "Notre site est en maintenance.";

export interface MaintenanceSettings {
  enabled: boolean;
  message?: string | null;
  /** An instant Date can read: ISO string, "2026-12-15T14:30" (visitor's time) or epoch milliseconds. */
  endTime?: string | number | null;
}

/** What the screen and the banner show. */
export interface MaintenanceView {
  message: string;
  endTime: Date | undefined;
}

/** Self-contained (also runs inline in <head>, see inline-script.ts). */
export function isMaintenanceSettings(value: unknown): value is MaintenanceSettings {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { enabled, message, endTime } = value as Record<string, unknown>;
  const optional = (v: unknown, type: string) => v === undefined || v === null || typeof v === type;
  return (
    typeof enabled === "boolean" &&
    optional(message, "string") &&
    (optional(endTime, "string") || typeof endTime === "number")
  );
}

/**
 * Runs inline at the top of <head>, before first paint: when maintenance is on it marks <html>
 * with data-maintenance="screen" (CSS then hides the normal page and shows the screen), or
 * "page" on /maintenance itself (only the banner is added). Self-contained; silent, because
 * the module script (maintenance-mode.ts) reads the same value again and logs what is wrong.
 */
export function bootMaintenance(key: string, exemptPath: string, isSettings: (value: unknown) => boolean): void {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return;
    const value: unknown = JSON.parse(raw);
    if (!isSettings(value) || (value as { enabled: boolean }).enabled !== true) return;
    const path = location.pathname.replace(/(\.html|\/)$/, "");
    document.documentElement.setAttribute("data-maintenance", path === exemptPath ? "page" : "screen");
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
  key: string,
  defaultMessage: string,
  isSettings: (value: unknown) => boolean,
  toView: typeof maintenanceView,
  fill: typeof fillMaintenance,
  format: (date: Date, timeZone: string) => string,
): void {
  if (!document.documentElement.hasAttribute("data-maintenance")) return;
  const template = document.querySelector<HTMLTemplateElement>("template[data-maintenance-template]");
  template?.after(template.content.cloneNode(true));
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    const view = isSettings(value) ? toView(value as MaintenanceSettings, defaultMessage) : undefined;
    if (!view) return;
    fill(document, view, format);
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        fill(document, view, format);
        document.documentElement.setAttribute("data-maintenance-filled", "");
      },
      { once: true },
    );
  } catch {
    /* unreadable: the module script reads it again and logs what is wrong */
  }
}

/**
 * The screen's texts for enabled settings, undefined when maintenance is off. Self-contained
 * (runs inline too); `warn` is left out there, the module script logging the same value once.
 */
export function maintenanceView(
  settings: MaintenanceSettings | undefined,
  defaultMessage: string,
  warn?: (message: string) => void,
): MaintenanceView | undefined {
  if (!settings?.enabled) return undefined;
  const message = settings.message?.trim() ? settings.message.trim() : defaultMessage;
  const hasEnd = settings.endTime !== undefined && settings.endTime !== null && settings.endTime !== "";
  const endTime = hasEnd ? new Date(settings.endTime as string | number) : undefined;
  if (endTime && Number.isNaN(endTime.getTime())) {
    warn?.("[maintenance] the end time is not a date and is not shown");
    return { message, endTime: undefined };
  }
  return { message, endTime };
}

/**
 * Writes the message and the end time (in the visitor's time zone, as the French long date
 * `format` gives) into every maintenance banner and screen of the page. Self-contained.
 */
export function fillMaintenance(
  doc: Document,
  view: MaintenanceView,
  format: (date: Date, timeZone: string) => string,
): void {
  for (const el of doc.querySelectorAll("[data-maintenance-message]")) el.textContent = view.message;
  for (const el of doc.querySelectorAll<HTMLElement>("[data-maintenance-end]")) {
    const time = el.querySelector("time");
    el.hidden = !view.endTime || !time;
    if (view.endTime && time) {
      time.dateTime = view.endTime.toISOString();
      // The visitor's own clock: the end time is an instant, shown where they are.
      time.textContent = format(view.endTime, Intl.DateTimeFormat().resolvedOptions().timeZone);
    }
  }
}
