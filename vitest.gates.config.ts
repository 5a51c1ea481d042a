import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Gates over the build in NEXT_DIST_DIR (default .next): run by scripts/test.ts after the build step. */
export default defineConfig({
  resolve: {
    alias: {
      // As in vitest.config.ts: the gates open the store as the server does (Next resolves it to this empty module).
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: ["tests/gates/**/*.gate.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
