/**
 * Accessibility gate on the Astro build: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no violation on any
 * built page at 375 px and 1280 px, nor with each dialog, the cookie banner or the pre-registration popup open.
 */
import { defineA11yGate } from "./a11y-gate.ts";

defineA11yGate("astro");
