/**
 * The site script's inline boot, last in every public page's <body> (with the early controls, in
 * EarlyControlsScript's element): notes the document's own path as the first page viewed
 * (site-views.ts), and adds the site script's loader (site-script-loader.ts, which fetches
 * lib/browser/site-script.ts and its chunks, modules built apart from Next's chunks by
 * scripts/site-script.ts) once the page has loaded and been painted: nothing of it competes with the page's own loading,
 * and it needs none of React's. Only the server imports this module.
 */
import { inlineCall } from "./inline-script.ts";
import { SITE_VIEWS_GLOBAL } from "./site-views.ts";

/** In a tab in the background at `load`, which renders nothing: the site script is added this long after. */
export const SITE_SCRIPT_HIDDEN_DELAY_MS = 100;

/**
 * Runs inline (serialised): the global of site-views.ts, the module's address, the delay in a hidden
 * tab. Added after `load` at the first callback of an IntersectionObserver, which the browser
 * delivers after its next rendering: a frame, not a timer, so a test that stops the page's clock
 * still gets it.
 */
export function bootSiteScript(globalName: string, src: string, hiddenDelay: number): void {
  (window as unknown as Record<string, unknown>)[globalName] = { paths: [location.pathname] };
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.append(script);
  };
  addEventListener(
    "load",
    () => {
      new IntersectionObserver((_entries, observer) => {
        observer.disconnect();
        add();
      }).observe(document.body);
      if (document.hidden) setTimeout(add, hiddenDelay);
    },
    { once: true },
  );
}

/** The boot as the pages carry it, for the site script at `src`. */
export function siteScriptBootSource(src: string): string {
  return inlineCall(bootSiteScript, SITE_VIEWS_GLOBAL, src, SITE_SCRIPT_HIDDEN_DELAY_MS);
}

/** The boot's arguments, at the end of its source whichever compiler wrote the function before them. */
const BOOT_ARGUMENTS = new RegExp(`\\(${JSON.stringify(SITE_VIEWS_GLOBAL)},("(?:[^"\\\\]|\\\\.)*"),\\d+\\);$`);

/** The site script an inline script adds (undefined when it is not the boot): for the build's gates. */
export function siteScriptOfBoot(inlineScript: string): string | undefined {
  const match = BOOT_ARGUMENTS.exec(inlineScript.trim());
  return match ? (JSON.parse(match[1]!) as string) : undefined;
}
