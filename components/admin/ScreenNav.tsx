/** A back-office screen a ScreenNav links to. */
export interface AdminScreenLink {
  href: string;
  label: string;
}

/** A desk's own screens as tabs, the current one filled and marked `aria-current="page"`. Plain links: no script. */
export function ScreenNav({
  label,
  screens,
  current,
}: {
  label: string;
  screens: readonly AdminScreenLink[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
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
