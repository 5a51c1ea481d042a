/**
 * The cookie banner: shown 1 s after load while no valid choice is stored, reopened by the
 * footer's "Gérer les cookies" button. Non-modal: while it is shown, the page gets as much
 * bottom padding and scroll padding as the banner is tall, so it never covers the end of the
 * page nor an element that receives keyboard focus.
 */
import { type ConsentChoice, isConsentChoice, notifyConsentChange, readConsent, saveConsent } from "./consent.ts";
import { isMaintenanceScreenShown } from "./maintenance-mode.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { TIMINGS } from "./timings.ts";

const CURRENT_CHOICE: Record<ConsentChoice, string> = {
  all: "Votre choix actuel\u202f: tous les cookies sont acceptés.",
  essential: "Votre choix actuel\u202f: uniquement les cookies essentiels.",
};

export function initCookieBanner(doc: Document, win: Window): void {
  const banner = doc.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner) return;
  const current = banner.querySelector<HTMLElement>("[data-consent-current]");
  const openers = [...doc.querySelectorAll<HTMLElement>("[data-open-cookie-banner]")];
  let opener: HTMLElement | undefined;

  const reserveSpace = () => {
    const height = banner.hidden ? "" : `${banner.offsetHeight}px`;
    doc.body.style.paddingBottom = height;
    doc.documentElement.style.scrollPaddingBottom = height;
  };
  const resize = new ResizeObserver(reserveSpace);

  const show = (from?: HTMLElement) => {
    const consent = readConsent();
    if (current) {
      current.textContent = consent ? CURRENT_CHOICE[consent.choice] : "";
      current.hidden = !consent;
    }
    banner.hidden = false;
    for (const button of openers) button.setAttribute("aria-expanded", "true");
    resize.observe(banner);
    reserveSpace();
    if (from) {
      // Reopened on purpose: take the visitor to the choice, and back afterwards.
      opener = from;
      banner.querySelector<HTMLElement>("[data-consent-title]")?.focus();
    }
  };
  const hide = () => {
    banner.hidden = true;
    for (const button of openers) button.setAttribute("aria-expanded", "false");
    resize.disconnect();
    reserveSpace();
    opener?.focus();
    opener = undefined;
  };

  for (const button of banner.querySelectorAll<HTMLButtonElement>("[data-consent-choice]")) {
    button.addEventListener("click", () => {
      const choice = button.dataset["consentChoice"];
      if (!isConsentChoice(choice)) return;
      saveConsent(choice);
      hide();
    });
  }
  for (const button of openers) {
    button.addEventListener("click", () => show(button));
  }
  win.addEventListener("storage", (event) => {
    // Another tab writes several keys, each with its own event: any of them may be the last one.
    const keys: (string | null)[] = [
      STORAGE_KEYS.cookieConsent,
      STORAGE_KEYS.cookiePreferences,
      STORAGE_KEYS.cookieConsentDate,
      null,
    ];
    if (!keys.includes(event.key)) return;
    notifyConsentChange(); // the consent gate follows choices made in other tabs
    if (readConsent() && !banner.hidden) hide();
  });

  if (!readConsent() && !isMaintenanceScreenShown(doc)) {
    win.setTimeout(() => {
      if (banner.hidden && !readConsent()) show();
    }, TIMINGS.cookieBannerDelayMs);
  }
}
