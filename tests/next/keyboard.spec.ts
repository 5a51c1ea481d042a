/** The keyboard-only walk (tests/e2e/keyboard-gate.ts) on the Next.js build. */
import { defineKeyboardGate } from "../e2e/keyboard-gate.ts";

defineKeyboardGate("next");
