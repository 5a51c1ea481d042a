/**
 * `react-remove-scroll-bar`, in place of the package (next.config's `resolveAlias`), for Radix
 * Dialog's scroll lock. The package inserts a `<style>` holding the measured scrollbar width, which
 * no Content-Security-Policy hash can foresee (it changes with the browser's zoom) and a pre-rendered
 * page has no nonce for. Here the same rules live in the stylesheet (app/globals.css,
 * `body[data-scroll-locked]`), and only the width is set, as a custom property through CSSOM, which
 * the policy allows. Same exports and behaviour as the package's 2.x for what Radix uses: the lock
 * attribute counted across nested locks, the gap measured before the page's scrollbar goes.
 */
import { useEffect } from "react";
import { removedBarSizeVariable } from "./scroll-bar-constants.ts";

export {
  fullWidthClassName,
  noScrollbarsClassName,
  removedBarSizeVariable,
  zeroRightClassName,
} from "./scroll-bar-constants.ts";

export const lockAttribute = "data-scroll-locked";

type GapMode = "margin" | "padding";

export const zeroGap = { left: 0, top: 0, right: 0, gap: 0 };

/** The width the page's scrollbar takes (and the body's offsets), as the package measures it. */
export function getGapWidth(gapMode: GapMode = "margin"): typeof zeroGap {
  if (typeof window === "undefined") return zeroGap;
  const style = window.getComputedStyle(document.body);
  const side = (name: "Left" | "Top" | "Right") =>
    Number.parseInt(style.getPropertyValue(`${gapMode}-${name.toLowerCase()}`) || "", 10) || 0;
  const [left, top, right] = [side("Left"), side("Top"), side("Right")];
  const gap = Math.max(0, window.innerWidth - document.documentElement.clientWidth + right - left);
  return { left, top, right, gap };
}

const lockCount = () => Number.parseInt(document.body.getAttribute(lockAttribute) || "0", 10) || 0;

/** Locks the page's scroll while mounted (the stylesheet's rules apply to the locked body). */
export function RemoveScrollBar({
  gapMode = "margin",
}: {
  noRelative?: boolean;
  noImportant?: boolean;
  gapMode?: GapMode;
}) {
  useEffect(() => {
    const body = document.body;
    if (lockCount() === 0) body.style.setProperty(removedBarSizeVariable, `${getGapWidth(gapMode).gap}px`);
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
