import { FOOTER_INTERNAL, FOOTER_SOCIAL, FOOTER_SOLUTIONS, type NavLink } from "../../lib/config/navigation.ts";
import { SITE } from "../../lib/config/site.ts";
import { CurrentYear } from "./CurrentYear.tsx";
import { Logo } from "./Logo.tsx";

function ExternalLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="link-footer" target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The footer (server component). `newsletter` and `actions` are the slots of the forms and the consent. */
export function SiteFooter({
  newsletter,
  contact,
  cookies,
}: {
  newsletter?: React.ReactNode;
  contact?: React.ReactNode;
  cookies?: React.ReactNode;
}) {
  return (
    <footer data-site-footer className="mt-auto bg-slate-900 text-slate-200">
      <div className="container-page footer-grid">
        {newsletter && <div className="order-first md:col-span-2 lg:order-last lg:col-span-1">{newsletter}</div>}
        <div>
          <div className="[&_a]:text-white">
            <Logo />
          </div>
          <p className="mt-3 text-sm leading-6 text-slate-300">{SITE.tagline}.</p>
          {contact}
        </div>
        <nav aria-labelledby="footer-site-title">
          <h2 id="footer-site-title" className="label-caps text-white">
            Le site
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_INTERNAL.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="link-footer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-solutions-title">
          <h2 id="footer-solutions-title" className="label-caps text-white">
            Nos solutions
          </h2>
          <ExternalLinks links={FOOTER_SOLUTIONS} className="mt-3 space-y-2 text-sm" />
          <h2 className="label-caps mt-6 text-white">Suivez-nous</h2>
          <ExternalLinks links={FOOTER_SOCIAL} className="mt-3 flex gap-4 text-sm" />
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <div className="container-page footer-bar">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {SITE.name}. Tous droits réservés.
          </p>
          {cookies}
        </div>
      </div>
    </footer>
  );
}
