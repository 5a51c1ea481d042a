import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SITE } from "../../lib/config/site.ts";

/** The back office: staff only, never indexed (robots.txt disallows it and the middleware says so too). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The back office's own frame: its header (the site's name, « Voir le site »), then the screen
 * (AdminShell adds who is signed in, « Se déconnecter », the navigation and the main landmark,
 * AdminMain). No public header, footer, cookie banner, popup nor audience beacon here.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only-focusable skip-link">
        Aller au contenu
      </a>
      <header className="border-b border-line bg-brand-50">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 lg:max-w-[90rem]">
          <p className="font-bold text-ink">
            {SITE.name} <span className="font-normal text-muted">· Back-office</span>
          </p>
          <a href="/" className="btn btn-ghost">
            Voir le site
          </a>
        </div>
      </header>
      {children}
    </>
  );
}
