/**
 * How the pages a visitor views reach the site script (lib/browser/site-script.ts), which counts
 * them: a global the inline boot (site-script-boot.ts) creates with the document's own path, and
 * to which a client-side navigation, once React runs, adds its path (AudienceBeacon). Until the
 * site script has arrived the paths wait in `paths`, in order; then it sets `view` and is told
 * directly. The same shape on both sides of the page's two bundles (Next's and the site script's).
 */
export const SITE_VIEWS_GLOBAL = "__siteViews";

/** The attribute `<html>` carries once the site script has started (its listeners are there): the browser tests wait for it. */
export const SITE_SCRIPT_ATTRIBUTE = "data-site-script";

export interface SiteViews {
  /** The paths viewed before the site script arrived, in order. */
  paths: string[];
  /** Set by the site script: tells it of a path viewed. */
  view?: (path: string) => void;
}

function siteViews(win: Window): SiteViews | undefined {
  const views = (win as unknown as Record<string, unknown>)[SITE_VIEWS_GLOBAL];
  return typeof views === "object" && views !== null && Array.isArray((views as SiteViews).paths)
    ? (views as SiteViews)
    : undefined;
}

/** Tells the site script of a page viewed (nothing on a page without it, such as the back office's). */
export function noteView(path: string, win: Window = window): void {
  const views = siteViews(win);
  if (!views) return;
  if (views.view) views.view(path);
  else views.paths.push(path);
}

/** The site script's side: takes the paths viewed so far, in order, and every later one as it comes. */
export function takeViews(view: (path: string) => void, win: Window = window): void {
  const views = siteViews(win);
  if (!views) return;
  views.view = view;
  for (const path of views.paths.splice(0)) view(path);
}
