import { describe, expect, it } from "vitest";
import { importViolations, isProductFile, readSources } from "./import-boundaries.ts";

const sources = (files: Record<string, string>) => new Map(Object.entries(files));

describe("the import floors", () => {
  it("finds no violation in this project", () => {
    expect(importViolations(readSources(process.cwd()))).toEqual([]);
  });

  it("refuses shipped code that imports a command, a gate or a test helper, type-only imports included", () => {
    const violations = importViolations(
      sources({
        "app/admin/seo/page.tsx": 'import { pathOnSite } from "../../../scripts/gates/seo-audit.ts";',
        "components/admin/Findings.tsx": 'import type { Finding } from "../../scripts/gates/seo-audit.ts";',
        "middleware.ts": 'import { x } from "./tests/support/databases.ts";',
        "worker.ts": 'const m = await import("./scripts/dist-dir.ts");',
        "scripts/gates/seo-audit.ts": "export const pathOnSite = 1;",
        "scripts/dist-dir.ts": "export const distDir = 1;",
        "tests/support/databases.ts": "export const x = 1;",
      }),
    );
    expect(violations.map((v) => `${v.file} ${v.message.split(":")[0]}`)).toEqual([
      "app/admin/seo/page.tsx imports scripts/gates/seo-audit.ts",
      "components/admin/Findings.tsx imports scripts/gates/seo-audit.ts",
      "middleware.ts imports tests/support/databases.ts",
      "worker.ts imports scripts/dist-dir.ts",
    ]);
  });

  it("lets tests, commands and configurations import what they need", () => {
    expect(
      importViolations(
        sources({
          "lib/seo/audit.ts": "export const auditSite = 1;",
          "lib/seo/audit.test.ts": 'import { x } from "../../tests/support/databases.ts";',
          "app/functions/route.test.ts": 'import { y } from "../../tests/fixtures/bodies.ts";',
          "scripts/seo.ts": 'import { auditSite } from "../lib/seo/audit.ts";',
          "scripts/bench/stores.ts": 'import { x } from "../../tests/support/databases.ts";',
          "tests/support/databases.ts": "export const x = 1;",
          "tests/fixtures/bodies.ts": "export const y = 1;",
        }),
      ),
    ).toEqual([]);
  });

  it("refuses a lib/ module that only tests import, through other lib/ modules too, and one nothing imports", () => {
    const violations = importViolations(
      sources({
        "app/page.tsx": 'import { a } from "../lib/a.ts";',
        "lib/a.ts": "export const a = 1;",
        "lib/jobs/test-support.ts": 'import { b } from "./b.ts";',
        "lib/jobs/b.ts": "export const b = 1;",
        "lib/jobs/b.test.ts": 'import { s } from "./test-support.ts";',
        "lib/forgotten.ts": "export const c = 1;",
        "lib/jobs/store.ts": 'const worker = new Worker(new URL("./store-thread.ts", import.meta.url));',
        "lib/jobs/store-thread.ts": "export {};",
        "scripts/outbox.ts": 'import "../lib/jobs/store.ts";',
        // A module the build puts in a package's place is used too.
        "next.config.mjs":
          'import { BROWSER_ALIASES } from "./lib/config/browser-aliases.ts"; export default { turbopack: { resolveAlias: BROWSER_ALIASES } };',
        "lib/config/browser-aliases.ts": 'export const BROWSER_ALIASES = { pkg: "./lib/browser/aliased.ts" };',
        "lib/browser/aliased.ts": "export {};",
      }),
    );
    expect(violations.map((v) => [v.file, v.message.split(" (")[0]!.split(":")[0]])).toEqual([
      ["lib/forgotten.ts", "imported by nothing"],
      ["lib/jobs/b.ts", "used by tests only"],
      ["lib/jobs/test-support.ts", "used by tests only"],
    ]);
  });

  it("refuses modules that import each other, type-only imports and longer cycles included, each cycle once", () => {
    const violations = importViolations(
      sources({
        "instrumentation.ts": 'import "./lib/jobs/runtime.ts";\nimport "./lib/a.ts";\nimport "./lib/self.ts";',
        "lib/jobs/runtime.ts": 'import { stopAudience } from "./audience/audience-runtime.ts";',
        "lib/jobs/audience/audience-runtime.ts": 'import type { ServerRuntime } from "../runtime.ts";',
        "lib/a.ts": 'import { b } from "./b.ts";',
        "lib/b.ts": 'export { c as b } from "./c.ts";',
        "lib/c.ts": 'const a = await import("./a.ts");',
        "lib/self.ts": 'import "./self.ts";',
      }),
    );
    expect(violations.map((v) => `${v.file}: ${v.message.split(":")[0]}`)).toEqual([
      "lib/a.ts: imports itself back (lib/a.ts → lib/b.ts → lib/c.ts → lib/a.ts)",
      "lib/jobs/audience/audience-runtime.ts: imports itself back (lib/jobs/audience/audience-runtime.ts → lib/jobs/runtime.ts → lib/jobs/audience/audience-runtime.ts)",
      "lib/self.ts: imports itself back (lib/self.ts → lib/self.ts)",
    ]);
  });

  it("counts the middleware, the Worker's entry and instrumentation as shipped, their tests as tests", () => {
    expect(
      ["middleware.ts", "worker.ts", "instrumentation.ts", "lib/x.ts", "app/a/page.tsx"].every(isProductFile),
    ).toBe(true);
    expect(
      ["lib/x.test.ts", "components/A.test.tsx", "tests/e2e/a.spec.ts", "scripts/seo.ts"].some(isProductFile),
    ).toBe(false);
  });
});
