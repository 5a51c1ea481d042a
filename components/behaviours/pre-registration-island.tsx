/**
 * The home page's pre-registration popup as an island: mounted by the site script
 * (lib/browser/pre-registration-views.ts) with its own React root, apart from Next's, so that the
 * home page need not load the framework for a popup that opens by itself at 6 s. Bundled with the
 * site script (scripts/site-script.ts), in a chunk of its own fetched only on the home page, and
 * only while the popup may still open. The popup itself (PreRegistrationPopup, its Radix dialog)
 * is the same component, with the same behaviour, as when Next rendered it.
 */
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { PreRegistrationPopup } from "./PreRegistrationPopup.tsx";

/** The island's element, last in <body>: hydration leaves an element it did not render there alone. */
export const ISLAND_ATTRIBUTE = "data-pre-registration";

/**
 * Mounts the popup, its 6 s counted from `startedAt` (performance.now()'s clock); returns what
 * unmounts it. Rendered at once, its timer set when this returns (the browser tests count on it).
 */
export function mountPreRegistrationPopup(startedAt: number): () => void {
  const container = document.createElement("div");
  container.setAttribute(ISLAND_ATTRIBUTE, "");
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<PreRegistrationPopup startedAt={startedAt} />));
  return () => {
    root.unmount();
    container.remove();
  };
}
