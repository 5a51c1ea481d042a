/**
 * Whether the home page's pre-registration popup may still open on the page at `path`: on the home
 * page, until the visitor has answered it once (hasSeenPreRegistrationPopup). Read by the site
 * script's loader, which fetches the island with everything else when it may (site-script-loader.ts),
 * and by the views that mount it (pre-registration-views.ts).
 */
import { readRaw, STORAGE_KEYS } from "./storage.ts";

/** The page the popup belongs to (spec section 4: the home page). */
export const POPUP_PATH = "/";

export function popupMayOpen(path: string): boolean {
  return path === POPUP_PATH && readRaw(STORAGE_KEYS.hasSeenPreRegistrationPopup) === undefined;
}
