/**
 * Keyboard-only walk on the Astro build: Tab through the header and its menus with a visible focus at every
 * stop, open a dialog with Enter, fill it, stay trapped in it, close it with Escape and land back on its opener.
 */
import { defineKeyboardGate } from "./keyboard-gate.ts";

defineKeyboardGate("astro");
