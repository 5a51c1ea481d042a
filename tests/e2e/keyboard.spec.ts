/** The keyboard-only walk (tests/e2e/keyboard-gate.ts). */
import { defineKeyboardGate } from "./keyboard-gate.ts";

defineKeyboardGate();
