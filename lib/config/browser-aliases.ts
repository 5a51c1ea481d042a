/**
 * Packages the browser's bundles take from this project instead (paths from the project's root):
 * react-remove-scroll-bar, which Radix Dialog's scroll lock imports, inserts a `<style>` no
 * Content-Security-Policy hash can foresee (lib/browser/scroll-bar-lock.ts). Read by next.config's
 * `resolveAlias` (Next's chunks) and by scripts/site-script.ts (the site script's, whose popup
 * island holds a Radix dialog too).
 */
export const BROWSER_ALIASES: Readonly<Record<string, string>> = {
  "react-remove-scroll-bar/constants": "./lib/browser/scroll-bar-constants.ts",
  "react-remove-scroll-bar": "./lib/browser/scroll-bar-lock.ts",
};
