/**
 * `react-remove-scroll-bar/constants`, in place of the package's own (next.config's `resolveAlias`):
 * the class names and the custom property its consumers read, unchanged (scroll-bar-lock.ts says why).
 */
export const zeroRightClassName = "right-scroll-bar-position";
export const fullWidthClassName = "width-before-scroll-bar";
export const noScrollbarsClassName = "with-scroll-bars-hidden";
export const removedBarSizeVariable = "--removed-body-scroll-bar-size";
