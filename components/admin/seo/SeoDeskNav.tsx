import { NOT_FOUND_ADMIN_PATH, REDIRECTS_ADMIN_PATH, SEO_ADMIN_PATH } from "../../../lib/config/admin.ts";

/** The SEO desk's screens (issue 31). */
const SEO_SCREENS = [
  { href: SEO_ADMIN_PATH, label: "Pages" },
  { href: REDIRECTS_ADMIN_PATH, label: "Redirections" },
  { href: NOT_FOUND_ADMIN_PATH, label: "Adresses introuvables" },
] as const;

/** The links between the SEO desk's screens, the current one marked. */
export function SeoDeskNav({ current }: { current: string }) {
  return (
    <nav aria-label="Outils SEO" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {SEO_SCREENS.map((screen) => (
          <li key={screen.href}>
            <a
              href={screen.href}
              aria-current={screen.href === current ? "page" : undefined}
              className={`btn ${screen.href === current ? "btn-primary" : "btn-ghost"}`}
            >
              {screen.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
