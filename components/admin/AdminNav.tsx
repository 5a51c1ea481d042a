import { type AdminScreen, screensFor } from "../../lib/config/admin.ts";
import type { StaffRole } from "../../lib/config/staff-roles.ts";
import { Icon } from "../icons/Icon.tsx";

/** A link of the back office's frame, tinted when it is the current screen (`aria-current="page"`). */
export const FRAME_LINK = "btn btn-ghost aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

/**
 * The back office's navigation: the screens the member's role opens, grouped by what the team does
 * (Demandes, Contenu, Audience, Site), the current one marked `aria-current="page"`. Plain links: no
 * script. A screen the role does not open is not listed (and answers 403 all the same).
 *
 * Below 1024 px the list folds behind one « Menu », a native `<details>` (opened with a tap, Enter or
 * Space, no script), so that the screen's title shows on the first screen; from Tailwind's `lg` up,
 * app/globals.css (`details.admin-menu`) shows the list and hides « Menu », and it is the side bar's
 * column of groups (AdminShell). One list either way.
 */
export function AdminNav({ role, current }: { role: StaffRole | null; current: string }) {
  const groups = new Map<string, AdminScreen[]>();
  for (const screen of screensFor(role)) groups.set(screen.group, [...(groups.get(screen.group) ?? []), screen]);
  return (
    <nav aria-label="Back-office" className="mt-4">
      <details className="admin-menu group">
        <summary className="btn btn-secondary group-open:mb-3">
          Menu
          <Icon name="chevron" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="flex flex-wrap gap-x-6 gap-y-3 lg:flex-col lg:gap-y-4">
          {[...groups].map(([group, screens]) => (
            <li key={group}>
              <p id={`groupe-${group}`} className="text-xs font-semibold tracking-wide text-muted uppercase">
                {group}
              </p>
              <ul aria-labelledby={`groupe-${group}`} className="mt-1 flex flex-wrap gap-1 lg:flex-col">
                {screens.map((screen) => (
                  <li key={screen.href}>
                    <a
                      href={screen.href}
                      aria-current={screen.href === current ? "page" : undefined}
                      className={`${FRAME_LINK} lg:w-full lg:justify-start`}
                    >
                      {screen.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
