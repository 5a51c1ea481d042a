import { HEADER_NAV, isMenu, TRIAL_LINK } from "../../lib/config/navigation.ts";
import { HeaderMenu } from "./HeaderMenu.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { NavLink } from "./NavLink.tsx";

/** The header (server component): only the dropdowns and the mobile toggle are client leaves. */
export function SiteHeader() {
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_NAV.map((item) =>
              isMenu(item) ? (
                <HeaderMenu key={item.id} menu={item} />
              ) : (
                <li key={item.href}>
                  <NavLink href={item.href} className="btn btn-ghost min-h-0 px-3 py-2 font-medium">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={TRIAL_LINK.href} className="btn btn-primary hidden md:inline-flex">
            {TRIAL_LINK.label}
          </a>
          <MobileMenu>
            <ul className="container-page flex flex-col gap-1 py-4">
              {HEADER_NAV.map((item) =>
                isMenu(item) ? (
                  <li key={item.id} className="pt-2">
                    <p className="px-3 pb-1 text-sm font-semibold uppercase tracking-wide text-muted">{item.label}</p>
                    <ul className="flex flex-col">
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href} className="block rounded-md px-3 py-2 hover:bg-brand-50">
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.href}>
                    <a href={item.href} className="block rounded-md px-3 py-2 font-medium hover:bg-brand-50">
                      {item.label}
                    </a>
                  </li>
                ),
              )}
              <li className="pt-3">
                <a href={TRIAL_LINK.href} className="btn btn-primary w-full">
                  {TRIAL_LINK.label}
                </a>
              </li>
            </ul>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
