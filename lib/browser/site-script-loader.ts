/**
 * The site script's loader: the one file the pages' boot adds (site-script-boot.ts). It imports
 * nothing statically, so the browser runs it as soon as it has arrived, and it asks at once for
 * every file the page will run: the site script (site-script.ts) and the chunks it imports, and, on
 * the home page while the popup may still open, the popup's island and its dialog with all their
 * chunks (the graph is known at build: scripts/site-script.ts writes the lists in). Fetched in
 * one round rather than one module's imports after another's: on a slow network, four round trips
 * in a row had made the popup late (issue 51).
 */
import { popupMayOpen } from "./popup-may-open.ts";

/** The files of the site script, as the build knows them: "./<name>.js", beside the loader. */
export interface SiteScriptFiles {
  /** The site script's own module, then every chunk it imports statically. */
  main: readonly string[];
  /** The popup's island, its dialog and every chunk of theirs the main files do not hold. */
  island: readonly string[];
}

/**
 * Asks for every file of the page at once (modulepreload: the browser's module map then holds them
 * when the imports ask), then runs the site script. `base`: the loader's own address.
 */
export function loadSiteScript(files: SiteScriptFiles, base: string, path = location.pathname): Promise<void> {
  const wanted = popupMayOpen(path) ? [...files.main, ...files.island] : files.main;
  for (const file of wanted) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
  return import(new URL(files.main[0]!, base).href).then(
    () => undefined,
    () => console.warn("[site] the site script could not be loaded"),
  );
}
