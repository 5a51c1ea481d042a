import { HEADER_NAV, isMenu, TRIAL_LINK } from "../../lib/config/navigation.ts";
import { HeaderMenu } from "./HeaderMenu.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { NavLink } from "./NavLink.tsx";

/** The header (server component): only the dropdowns and the mobile toggle are client leaves. */
export function SiteHeader() {
  return (
    <header data-site-header className="site-header">
      <div className="container-page site-header-bar">
        <Logo />
        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_NAV.map((item) =>
              isMenu(item) ? (
                <HeaderMenu key={item.id} menu={item} />
              ) : (
                <li key={item.href}>
                  <NavLink href={item.href} className="btn btn-ghost btn-nav">
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
                    <p className="label-caps px-3 pb-1 text-muted">{item.label}</p>
                    <ul className="flex flex-col">
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href} className="link-menu">
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.href}>
                    <a href={item.href} className="link-menu font-medium">
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
