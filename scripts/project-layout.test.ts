import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The stack and layout the product owner asked for (../shared/spec/design-card.md): its packages,
 * its top-level folders and files, nothing else at the top beside what tooling needs, and no trace
 * of the Astro site or the Hono server this app replaced.
 */

const CARD_PACKAGES = [
  "next",
  "react",
  "react-dom",
  "@supabase/supabase-js",
  "zod",
  "react-hook-form",
  "@hookform/resolvers",
  "tailwindcss",
  "@radix-ui/react-dialog",
  "@radix-ui/react-accordion",
  "next-sitemap",
  "vitest",
  "@testing-library/react",
  "playwright",
];

const CARD_TOP_LEVEL = [
  "app",
  "components",
  "lib",
  "public",
  "tests",
  "middleware.ts",
  "next.config.mjs",
  "package.json",
  "tsconfig.json",
  "tailwind.config.ts",
  "README.md",
];

/** What tooling needs beside the card's list (design card, "How we read it"), and the README's guides. */
const TOOLING = new Set([
  "scripts",
  "instrumentation.ts",
  "postcss.config.mjs",
  "vitest.config.ts",
  "vitest.gates.config.ts",
  "playwright.config.ts",
  "playwright.edge.config.ts",
  "open-next.config.ts",
  "wrangler.jsonc",
  // The edge Worker's entry (wrangler.jsonc `main`): OpenNext's Worker, its R2 level and Cron Trigger.
  "worker.ts",
  "next-sitemap.config.mjs",
  "biome.json",
  "package-lock.json",
  "next-env.d.ts",
  "Dockerfile",
  "compose.yaml",
  // The guides the README links to: architecture, deploying, testing, SEO, the team's guide.
  "docs",
]);

/** Build output, installed packages and local data: ignored by git, never part of the project. */
const UNTRACKED = /^(node_modules|data|test-results|\.next.*|.*\.tsbuildinfo)$/;

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const installed = { ...pkg.dependencies, ...pkg.devDependencies };

function unexpectedTopLevel(entries: string[]): string[] {
  return entries.filter(
    (name) => !name.startsWith(".") && !CARD_TOP_LEVEL.includes(name) && !TOOLING.has(name) && !UNTRACKED.test(name),
  );
}

describe("the design card's stack and layout", () => {
  it("lists every package of the card in package.json", () => {
    expect(CARD_PACKAGES.filter((name) => !(name in installed))).toEqual([]);
  });

  it("has every top-level folder and file of the card", () => {
    expect(CARD_TOP_LEVEL.filter((name) => !existsSync(name))).toEqual([]);
  });

  it("has nothing else at the top but what tooling needs", () => {
    expect(unexpectedTopLevel(readdirSync("."))).toEqual([]);
    expect(unexpectedTopLevel(["app", "astro-site", "server", "bench"])).toEqual(["astro-site", "server", "bench"]);
  });

  it("keeps no Astro or Hono package, file or configuration", () => {
    const leftovers = Object.keys(installed).filter((name) => /^(astro|@astrojs\/|hono|@hono\/)/.test(name));
    expect(leftovers).toEqual([]);
    expect(["astro.config.ts", "astro.config.mjs", "astro-site", "src", "server"].filter((p) => existsSync(p))).toEqual(
      [],
    );
  });

  it("pins Node.js 24 for every npm script, as engines and .nvmrc say", () => {
    expect(installed.node).toMatch(/^\^?24\./);
    expect(readFileSync(".nvmrc", "utf8").trim()).toMatch(/^24/);
  });
});
