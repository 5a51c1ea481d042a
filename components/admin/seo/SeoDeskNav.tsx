import {
  INDEXNOW_ADMIN_PATH,
  LINKS_ADMIN_PATH,
  NOT_FOUND_ADMIN_PATH,
  REDIRECTS_ADMIN_PATH,
  SEARCH_PERFORMANCE_ADMIN_PATH,
  SEO_ADMIN_PATH,
} from "../../../lib/config/admin.ts";
import { ScreenNav } from "../ScreenNav.tsx";

/** The SEO desk's screens. */
const SEO_SCREENS = [
  { href: SEO_ADMIN_PATH, label: "Pages" },
  { href: REDIRECTS_ADMIN_PATH, label: "Redirections" },
  { href: NOT_FOUND_ADMIN_PATH, label: "Adresses introuvables" },
  { href: LINKS_ADMIN_PATH, label: "Liens" },
  { href: INDEXNOW_ADMIN_PATH, label: "IndexNow" },
  { href: SEARCH_PERFORMANCE_ADMIN_PATH, label: "Performances" },
] as const;

/** The links between the SEO desk's screens, the current one marked. */
export function SeoDeskNav({ current }: { current: string }) {
  return <ScreenNav label="Outils SEO" screens={SEO_SCREENS} current={current} />;
}
