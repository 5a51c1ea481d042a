import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      // `import "server-only"` throws outside React-server bundles; Next.js resolves it to this empty
      // module (the "react-server" condition), and so do the tests of server code.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: [
      "app/**/*.test.ts",
      "lib/**/*.test.ts",
      "lib/**/*.test.tsx",
      "components/**/*.test.ts",
      "components/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default is the cores less one: on the 2-core machines of CI, one file at a time, a third
    // of the run spent between files. One worker per core (docs/testing.md has the measures).
    maxWorkers: availableParallelism(),
    setupFiles: ["tests/unit-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
