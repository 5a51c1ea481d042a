/** The loader's entry, which scripts/site-script.ts bundles with the site script's files written in. */
import { loadSiteScript, type SiteScriptFiles } from "./site-script-loader.ts";

declare const SITE_SCRIPT_FILES: SiteScriptFiles;

void loadSiteScript(SITE_SCRIPT_FILES, import.meta.url);
