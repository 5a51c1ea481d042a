import { markRouteChange } from "./lib/browser/page-start.ts";

/** Next.js calls this in the browser when a client-side navigation starts: the next page's delays count from here. */
export function onRouterTransitionStart(): void {
  markRouteChange();
}
