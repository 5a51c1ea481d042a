"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  type ConsentChoice,
  CURRENT_CHOICE_TEXT,
  countConsent,
  notifyConsentChange,
  readConsent,
  saveConsent,
} from "../../lib/browser/consent.ts";
import { adoptEarlyBanner } from "../../lib/browser/early-controls.ts";
import { isMaintenanceScreenShown } from "../../lib/browser/maintenance-mode.ts";
import { msUntilAfterPageStart } from "../../lib/browser/page-start.ts";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";
import { markedTimeout, TIMING_MARKS } from "../../lib/browser/timing-marks.ts";
import { TIMINGS } from "../../lib/browser/timings.ts";
import { CONSENT_BANNER_TEXTS } from "../../lib/config/consent-banner.ts";
import {
  closeCookieBanner,
  cookieBannerServerState,
  cookieBannerState,
  openCookieBanner,
  subscribeCookieBanner,
  takeCookieBannerOpener,
} from "./cookie-banner-store.ts";

/** Another tab writes several keys, each with its own event: any of them may be the last one (null: storage cleared). */
const CONSENT_KEYS: readonly (string | null)[] = [
  STORAGE_KEYS.cookieConsent,
  STORAGE_KEYS.cookiePreferences,
  STORAGE_KEYS.cookieConsentDate,
  null,
];

const CHOICES: readonly { choice: ConsentChoice; label: string }[] = [
  { choice: "all", label: CONSENT_BANNER_TEXTS.choices.all },
  { choice: "essential", label: CONSENT_BANNER_TEXTS.choices.essential },
];

/**
 * The cookie choice at the bottom of every page (spec sections 1 and 4): shown 1 s after load
 * while no valid choice is stored (none, malformed, or older than 6 months), reopened by the
 * footer's "Gérer les cookies" (ManageCookiesButton). Both choices look the same. Not a modal:
 * while shown, the page gets as much bottom padding and scroll padding as the banner is tall, so
 * it never covers the end of the page nor a focused element. The choice goes through
 * lib/browser/consent.ts, which the consent gate (lib/browser/consent-gate.ts) follows, and is
 * counted anonymously on the server under the banner's version (countConsent).
 */
export function CookieBanner() {
  const { open, reopened } = useSyncExternalStore(subscribeCookieBanner, cookieBannerState, cookieBannerServerState);
  const [current, setCurrent] = useState<ConsentChoice | undefined>();
  const banner = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef(0);

  // First visit, or a choice to ask again: 1 s after the page started loading (at once when the
  // scripts came later than that). Never over the maintenance screen. Until now the early script
  // (lib/browser/early-controls.ts) kept that time and may already show the banner: it stays shown.
  useLayoutEffect(() => {
    if (adoptEarlyBanner(banner.current)) {
      openCookieBanner();
      return;
    }
    if (readConsent() || isMaintenanceScreenShown(document)) return;
    const show = () => readConsent() || openCookieBanner();
    const delay = (now: number) => msUntilAfterPageStart(TIMINGS.cookieBannerDelayMs, now);
    const timer = markedTimeout(TIMING_MARKS.bannerArmed, TIMING_MARKS.bannerFired, show, delay);
    return () => window.clearTimeout(timer);
  }, []);

  // The visit's entry, kept for a lead only with the analytics consent: its follower is fetched once the page is
  // interactive (nothing more before), the entry's own code only once that consent is given. The site script
  // (lib/browser/site-script.ts) follows it too, React or not; this one hears a choice made in this banner.
  useEffect(() => {
    import("../../lib/browser/visit-entry-gate.ts").then(
      (gate) => gate.followVisitEntry(),
      () => undefined, // not fetched: this page's leads carry their page only
    );
  }, []);

  // A choice made in another tab: the consent gate follows it, and this tab's banner goes away.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!CONSENT_KEYS.includes(event.key)) return;
      notifyConsentChange();
      if (readConsent()) closeCookieBanner();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // Shown: say what is chosen today; reopened on purpose: take the visitor to the choice. Hidden: focus back.
  useLayoutEffect(() => {
    if (!open) {
      takeCookieBannerOpener()?.focus();
      return;
    }
    setCurrent(readConsent()?.choice);
    if (reopened !== focusedFor.current) {
      focusedFor.current = reopened;
      title.current?.focus();
    }
  }, [open, reopened]);

  // While shown, reserve its height at the bottom of the page.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const reserve = () => {
      const height = `${element.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    };
    const resize = new ResizeObserver(reserve);
    resize.observe(element);
    reserve();
    return () => {
      resize.disconnect();
      document.body.style.paddingBottom = "";
      document.documentElement.style.scrollPaddingBottom = "";
    };
  }, [open]);

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    countConsent(choice);
    closeCookieBanner();
  };

  return (
    <section
      ref={banner}
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.12)]"
      data-cookie-banner
      data-no-print
      hidden={!open}
    >
      <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:gap-8 md:py-4">
        <div className="flex-1 text-sm leading-6 text-ink">
          <h2 ref={title} id="cookie-banner-title" className="text-base font-semibold" tabIndex={-1}>
            {CONSENT_BANNER_TEXTS.title}
          </h2>
          {/* Short paragraphs: shown 1 s after load, one long block would become the page's largest paint (LCP). */}
          <p className="mt-1 text-muted">{CONSENT_BANNER_TEXTS.lines[0]}</p>
          <p className="text-muted">{CONSENT_BANNER_TEXTS.lines[1]}</p>
          <p className="text-muted">
            {CONSENT_BANNER_TEXTS.lines[2]}{" "}
            <a href="/politique-confidentialite#cookies" className="font-medium text-brand-700 underline">
              {CONSENT_BANNER_TEXTS.link}
            </a>
          </p>
          <p className="mt-1 font-medium" hidden={!current}>
            {current ? CURRENT_CHOICE_TEXT[current] : ""}
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          {CHOICES.map(({ choice, label }) => (
            <button
              key={choice}
              type="button"
              className="btn btn-primary px-3 sm:px-5"
              data-consent-choice={choice}
              onClick={() => choose(choice)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
