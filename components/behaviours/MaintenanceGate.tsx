"use client";

import { usePathname } from "next/navigation";
import { inlineCall } from "../../lib/browser/inline-script.ts";
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_PATH, maintenanceView } from "../../lib/browser/maintenance.ts";
import { MAINTENANCE_GLOBAL, mountMaintenance } from "../../lib/browser/maintenance-inline.ts";
import { formatLongDateTime } from "../../lib/format/french-format.ts";
import { MaintenanceScreen } from "./MaintenanceScreen.tsx";
import "./maintenance-gate.css";

/**
 * The inline script's source, made on the server only: `typeof window` is a build-time constant,
 * so the browser's bundle carries neither this source nor the functions only it needs.
 */
const mountSource = () =>
  inlineCall(mountMaintenance, MAINTENANCE_GLOBAL, DEFAULT_MAINTENANCE_MESSAGE, maintenanceView, formatLongDateTime);

/**
 * Top of every page's <body> (spec sections 2 and 4): the maintenance banner and, except on
 * /maintenance (which is itself the screen), the full-page screen.
 *
 * Before the first paint, MaintenanceBootScript (in <head>) has marked <html> when the stored
 * setting is on; the inline script below then copies the banner and screen out of their
 * <template> (so a normal page carries no hidden maintenance text: one h1, nothing odd to index)
 * with the stored message and end date, and maintenance-gate.css hides the rest of the page: the
 * screen is whole before any script file arrives. React never owns that markup: on the client
 * this element keeps the server's HTML as it is (empty dangerouslySetInnerHTML, never updated),
 * so what the inline script added is not a hydration mismatch. Once the page has loaded, the site
 * script (lib/browser/site-script.ts) runs initMaintenance (lib/browser/maintenance-mode.ts), which
 * logs an unreadable setting and reloads the page when another tab changes it, React or not.
 *
 * The screen (MaintenanceScreen) is drawn here, on the server only: passed in by the layout, it
 * would also be written into every page's inline React payload, for a template React never reads.
 * `email` is the publisher's, for the screen.
 */
export function MaintenanceGate({ email }: { email: string }) {
  const pathname = usePathname();

  if (typeof window !== "undefined") {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, keeps the server's markup untouched
    return <div data-maintenance-root suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <div data-maintenance-root>
      <template data-maintenance-template>
        <aside aria-label="Maintenance du site" className="bg-brand-800 text-on-brand" data-maintenance-banner>
          <p className="container-page py-3 text-center text-sm font-medium">
            <span data-maintenance-message />
            <span data-maintenance-end hidden>
              {" "}
              Retour prévu le: <time />
            </span>
          </p>
        </aside>
        {pathname !== MAINTENANCE_PATH && (
          <div data-maintenance-screen>
            <MaintenanceScreen id="maintenance-screen" email={email} />
          </div>
        )}
      </template>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static source built from our own function, hashed by the CSP */}
      <script dangerouslySetInnerHTML={{ __html: mountSource() }} />
    </div>
  );
}
