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
 * The screen's texts for enabled settings, undefined when maintenance is off; an end time that
 * is not a date is left out (maintenance-mode.ts logs it). Self-contained (runs inline too).
 */
export function maintenanceView(
  settings: MaintenanceSettings | undefined,
  defaultMessage: string,
): MaintenanceView | undefined {
  if (!settings?.enabled) return undefined;
  const message = settings.message?.trim() || defaultMessage;
  const end = settings.endTime === undefined || settings.endTime === null || settings.endTime === "";
  const endTime = end ? undefined : new Date(settings.endTime as string | number);
  return { message, endTime: endTime && !Number.isNaN(endTime.getTime()) ? endTime : undefined };
}
