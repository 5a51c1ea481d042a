"use client";

import { useSyncExternalStore } from "react";
import {
  cookieBannerServerState,
  cookieBannerState,
  openCookieBanner,
  subscribeCookieBanner,
} from "./cookie-banner-store.ts";

/** The footer's "Gérer les cookies": reopens the cookie banner at any time (placed in SiteFooter's `cookies` slot). */
export function ManageCookiesButton() {
  const { open } = useSyncExternalStore(subscribeCookieBanner, cookieBannerState, cookieBannerServerState);
  return (
    <button
      type="button"
      className="link-footer min-h-11 underline"
      aria-controls="cookie-banner"
      aria-expanded={open}
      data-open-cookie-banner
      onClick={(event) => openCookieBanner(event.currentTarget)}
    >
      Gérer les cookies
    </button>
  );
}
