/** A back-office screen a ScreenNav links to. */
export interface AdminScreenLink {
  href: string;
  label: string;
}

const LINK_STYLES = {
  /** A desk's own screens (tabs): the current one filled. */
  tabs: (current: boolean) => `btn ${current ? "btn-primary" : "btn-ghost"}`,
} as const;

/** Links between back-office screens, the current one marked `aria-current="page"`. Plain links: no script. */
export function ScreenNav({
  label,
  screens,
  current,
  look,
}: {
  label: string;
  screens: readonly AdminScreenLink[];
  current: string;
  look: keyof typeof LINK_STYLES;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
          <li key={screen.href}>
            <a
              href={screen.href}
              aria-current={screen.href === current ? "page" : undefined}
              className={LINK_STYLES[look](screen.href === current)}
            >
              {screen.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
