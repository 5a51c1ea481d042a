import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { middlewareBundleMismatches } from "./middleware-bundle.ts";

/** A build folder whose compiled middleware is `code`, split over two files as Turbopack does. */
function buildWithMiddleware(code: string): string {
  const dir = mkdtempSync(join(tmpdir(), "middleware-bundle-"));
  mkdirSync(join(dir, "server", "edge", "chunks"), { recursive: true });
  writeFileSync(join(dir, "server", "edge", "chunks", "a.js"), "self.runtime = 1;");
  writeFileSync(join(dir, "server", "edge", "chunks", "b.js"), code);
  const files = ["server/edge/chunks/a.js", "server/edge/chunks/b.js"];
  writeFileSync(join(dir, "server", "middleware-manifest.json"), JSON.stringify({ middleware: { "/": { files } } }));
  return dir;
}

describe("the middleware's bundle", () => {
  const pages = { "/": ["'sha256-abc+/='"], "/contact": ["'sha256-def='"] };

  it("agrees with the pages when it carries every hash", () => {
    const dir = buildWithMiddleware(`f('{"/":["'sha256-abc+/='"],"/contact":["'sha256-def='"]}')`);
    expect(middlewareBundleMismatches(dir, pages)).toEqual([]);
  });

  it("names each page with a script whose hash it lacks (a build whose second pass did not happen)", () => {
    const dir = buildWithMiddleware(`f('{"/":["'sha256-abc+/='"]}')`);
    expect(middlewareBundleMismatches(dir, pages)).toEqual([
      "/contact: 1 inline script(s) whose hash is not in the middleware",
    ]);
  });

  it("names each server action id it lacks", () => {
    const dir = buildWithMiddleware(`f('{"/":["'sha256-abc+/='"],"/contact":["'sha256-def='"]}','["60aa"]')`);
    expect(middlewareBundleMismatches(dir, pages, ["60aa"])).toEqual([]);
    expect(middlewareBundleMismatches(dir, pages, ["60aa", "40bb"])).toEqual([
      "server action 40bb: not in the middleware",
    ]);
  });

  it("refuses a build without middleware", () => {
    const dir = mkdtempSync(join(tmpdir(), "middleware-bundle-"));
    mkdirSync(join(dir, "server"));
    writeFileSync(join(dir, "server", "middleware-manifest.json"), JSON.stringify({ middleware: {} }));
    expect(() => middlewareBundleMismatches(dir, pages)).toThrow(/no middleware/);
  });
});
