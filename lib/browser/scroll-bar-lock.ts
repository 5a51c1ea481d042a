/**
 * `react-remove-scroll-bar`, in place of the package (next.config's `resolveAlias`), for Radix
 * Dialog's scroll lock. The package inserts a `<style>` holding the measured scrollbar width, which
 * no Content-Security-Policy hash can foresee (it changes with the browser's zoom) and a pre-rendered
 * page has no nonce for. Here the same rules live in the stylesheet (app/globals.css,
 * `body[data-scroll-locked]`), and only the width is set, as a custom property through CSSOM, which
 * the policy allows. What react-remove-scroll imports from the package (`RemoveScrollBar`; its
 * constants come from scroll-bar-constants.ts), with the package's 2.x behaviour: the lock
 * attribute counted across nested locks, the gap measured before the page's scrollbar goes.
 */
import { useEffect } from "react";
import { removedBarSizeVariable } from "./scroll-bar-constants.ts";

const lockAttribute = "data-scroll-locked";

type GapMode = "margin" | "padding";

/** The width the page's scrollbar takes (less the body's side offsets), as the package measures it. */
function gapWidth(gapMode: GapMode): number {
  const style = window.getComputedStyle(document.body);
  const side = (name: "left" | "right") => Number.parseInt(style.getPropertyValue(`${gapMode}-${name}`) || "", 10) || 0;
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth + side("right") - side("left"));
}

const lockCount = () => Number.parseInt(document.body.getAttribute(lockAttribute) || "0", 10) || 0;

/**
 * Locks the page's scroll while mounted (the stylesheet's rules apply to the locked body, with the
 * package's defaults: `!important`, `position: relative`; its `noImportant` and `noRelative`, which
 * Radix never passes, are not offered).
 */
export function RemoveScrollBar({ gapMode = "margin" }: { gapMode?: GapMode }) {
  useEffect(() => {
    const body = document.body;
    if (lockCount() === 0) body.style.setProperty(removedBarSizeVariable, `${gapWidth(gapMode)}px`);
    body.setAttribute(lockAttribute, String(lockCount() + 1));
    return () => {
      const left = lockCount() - 1;
      if (left > 0) return body.setAttribute(lockAttribute, String(left));
      body.removeAttribute(lockAttribute);
      body.style.removeProperty(removedBarSizeVariable);
    };
  }, [gapMode]);
  return null;
}
