import { inlineCall } from "../../lib/browser/inline-script.ts";
import { bootMaintenance, isMaintenanceSettings, MAINTENANCE_PATH } from "../../lib/browser/maintenance.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";

/** The same on every page and every build, so the CSP of each page lists its hash. */
const SOURCE = inlineCall(bootMaintenance, STORAGE_KEYS.maintenanceSettings, MAINTENANCE_PATH, isMaintenanceSettings);

/**
 * First thing in <head>: decides before the first paint whether the maintenance screen replaces
 * the page, by marking <html> with data-maintenance (see MaintenanceGate and maintenance-gate.css).
 */
export function MaintenanceBootScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own functions, hashed by the CSP
  return <script dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
