/** The site script's entry, which scripts/site-script.ts bundles: site-script.ts says what it does. */
import { startSiteScript } from "./site-script.ts";

startSiteScript();
