import { defineConfig } from "vitest/config";

/** Gates over the build in DIST_DIR (default dist): run by scripts/test.ts after the build step. */
export default defineConfig({
  test: {
    include: ["tests/gates/**/*.gate.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
