/**
 * Shared by the behaviours-*.spec.ts files. The storage and clock helpers are in storage-support.ts;
 * the `test` that fails on any page error or Content-Security-Policy violation is helpers.ts's.
 */
import { expect } from "@playwright/test";

export { interactive, test, visit } from "./helpers.ts";
export {
  collectConsole,
  pauseClock,
  readStorage,
  readStorageJson,
  SAMPLE_PATHS,
  seedStorage,
  storedConsent,
  T0,
} from "./storage-support.ts";
export { expect };
