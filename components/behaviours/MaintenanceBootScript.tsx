import { inlineCall } from "../../lib/browser/inline-script.ts";
import { isMaintenanceSettings, MAINTENANCE_PATH } from "../../lib/browser/maintenance.ts";
import { bootMaintenance, MAINTENANCE_GLOBAL, notePageStart } from "../../lib/browser/maintenance-inline.ts";
import { PAGE_START_GLOBAL } from "../../lib/browser/page-start.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";

/** The same on every page and every build, so the CSP of each page lists its hash. */
const SOURCE =
  inlineCall(notePageStart, PAGE_START_GLOBAL) +
  inlineCall(
    bootMaintenance,
    STORAGE_KEYS.maintenanceSettings,
    MAINTENANCE_PATH,
    isMaintenanceSettings,
    MAINTENANCE_GLOBAL,
  );

/**
 * First thing in <head>: notes when the page started (the origin of the "after load" delays,
 * lib/browser/page-start.ts), then decides before the first paint whether the maintenance screen
 * replaces the page, by marking <html> with data-maintenance (see MaintenanceGate and
 * maintenance-gate.css). One script: one hash, one compression context.
 */
export function MaintenanceBootScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own functions, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
