import type { ReactNode } from "react";

/**
 * A wide table on a small screen: a named region that scrolls sideways and takes the keyboard
 * focus to do so. Positioned, so that what its table places absolutely (the screen readers'
 * caption) stays inside it instead of widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="relative mt-4 overflow-x-auto focus-visible:outline-2">
      {children}
    </section>
  );
}
