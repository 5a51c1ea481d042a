/** The accessibility gate (tests/e2e/a11y-gate.ts). */
import { defineA11yGate } from "./a11y-gate.ts";

defineA11yGate();
