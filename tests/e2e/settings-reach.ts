import { SITE_SETTINGS_TTL_MS } from "../../lib/config/site-maintenance.ts";
import { budget } from "../browser-args.ts";

/**
 * How long a change saved in the back office may take to reach the public pages (next start or
 * the edge Worker): the settings' reading interval, twice (a reading under way when it was
 * saved, then the next), and the page's rendering; slowed down with the browser tests.
 */
export const SETTINGS_REACH_MS = budget(2 * SITE_SETTINGS_TTL_MS + 5_000);
