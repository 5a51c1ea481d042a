import type { Page } from "@playwright/test";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";

/** A visitor who already chose cookies and saw the pre-registration popup: nothing else opens over the page
 * under test (seeded once per tab, so a reload keeps what the page changed). */
export async function quietVisitor(page: Page, now = Date.now()): Promise<void> {
  await page.addInitScript(
    ([entries]) => {
      if (sessionStorage.getItem("__quiet-visitor")) return;
      sessionStorage.setItem("__quiet-visitor", "1");
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [
      [
        [STORAGE_KEYS.cookieConsent, "essential"],
        [STORAGE_KEYS.cookiePreferences, JSON.stringify({ essential: true, analytics: false, marketing: false })],
        [STORAGE_KEYS.cookieConsentDate, new Date(now).toISOString()],
        [STORAGE_KEYS.hasSeenPreRegistrationPopup, "true"],
      ],
    ] as const,
  );
}
