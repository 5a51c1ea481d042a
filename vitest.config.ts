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
    setupFiles: ["tests/unit-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
