import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "astro-site/**/*.test.ts",
      "lib/**/*.test.ts",
      "lib/**/*.test.tsx",
      "components/**/*.test.tsx",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
