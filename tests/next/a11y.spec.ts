/** The accessibility gate (tests/e2e/a11y-gate.ts) on the Next.js build. */
import { defineA11yGate } from "../e2e/a11y-gate.ts";

defineA11yGate("next");
