import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AudienceBeacon } from "../components/behaviours/AudienceBeacon.tsx";
import { CookieBanner } from "../components/behaviours/CookieBanner.tsx";
import { EarlyControlsScript } from "../components/behaviours/EarlyControlsScript.tsx";
import { InteractiveMark } from "../components/behaviours/InteractiveMark.tsx";
import { MaintenanceBootScript } from "../components/behaviours/MaintenanceBootScript.tsx";
import { MaintenanceGate } from "../components/behaviours/MaintenanceGate.tsx";
import { ManageCookiesButton } from "../components/behaviours/ManageCookiesButton.tsx";
import { DialogOpener } from "../components/forms/DialogOpener.tsx";
import { NewsletterBox } from "../components/forms/NewsletterBox.tsx";
import { PublicMain, PublicOnly } from "../components/layout/PublicOnly.tsx";
import { SiteFooter } from "../components/layout/SiteFooter.tsx";
import { SiteHeader } from "../components/layout/SiteHeader.tsx";
import { siteUrl } from "../lib/config/env.ts";
import { PUBLISHER } from "../lib/config/legal.ts";
import { SITE } from "../lib/config/site.ts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(`${siteUrl()}/`),
  title: { template: `%s | ${SITE.name}`, default: SITE.name },
  description: SITE.description,
  icons: {
    icon: [
      { url: "/favicon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "32x32" },
    ],
    apple: "/apple-touch-icon.png",
  },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = { themeColor: SITE.themeColor };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <MaintenanceBootScript />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink antialiased">
        {/* The back office (app/admin/layout.tsx) has its own frame: none of the public site's. */}
        <PublicOnly>
          <a href="#main" className="sr-only-focusable skip-link">
            Aller au contenu
          </a>
          <MaintenanceGate email={PUBLISHER.email} />
          <SiteHeader />
        </PublicOnly>
        <PublicMain>{children}</PublicMain>
        <PublicOnly>
          <SiteFooter
            newsletter={<NewsletterBox />}
            contact={
              <DialogOpener dialog="contact" className="btn btn-secondary mt-4">
                Contact
              </DialogOpener>
            }
            cookies={<ManageCookiesButton />}
          />
          <CookieBanner />
          <EarlyControlsScript />
          <AudienceBeacon />
        </PublicOnly>
        <InteractiveMark />
      </body>
    </html>
  );
}
