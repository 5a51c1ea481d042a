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
 * the page, puts the banner and screen in place before first paint. They live in a template so
 * that the normal page's HTML carries no hidden maintenance text (one h1, nothing odd to index).
 * Self-contained.
 */
export function mountMaintenance(): void {
  if (!document.documentElement.hasAttribute("data-maintenance")) return;
  const template = document.querySelector<HTMLTemplateElement>("template[data-maintenance-template]");
  template?.after(template.content.cloneNode(true));
}

/** The screen's texts for enabled settings, undefined when maintenance is off. */
export function maintenanceView(settings: MaintenanceSettings | undefined): MaintenanceView | undefined {
  if (!settings?.enabled) return undefined;
  const message = settings.message?.trim() ? settings.message.trim() : DEFAULT_MAINTENANCE_MESSAGE;
  const hasEnd = settings.endTime !== undefined && settings.endTime !== null && settings.endTime !== "";
  const endTime = hasEnd ? new Date(settings.endTime as string | number) : undefined;
  if (endTime && Number.isNaN(endTime.getTime())) {
    console.warn("[maintenance] the end time is not a date and is not shown");
    return { message, endTime: undefined };
  }
  return { message, endTime };
}
