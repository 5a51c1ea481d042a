import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCspManifest, cspMismatches, routeOf } from "./csp-manifest.ts";

describe("the CSP manifest of a build", () => {
  it("names each pre-rendered page by its route", () => {
    expect(routeOf("index.html")).toBe("/");
    expect(routeOf("tarifs/crmpro.html")).toBe("/tarifs/crmpro");
    expect(routeOf("_not-found.html")).toBe("/_not-found");
  });

  it("reads the hashes of each page's inline scripts from its HTML", () => {
    const dir = mkdtempSync(join(tmpdir(), "csp-manifest-"));
    mkdirSync(join(dir, "tarifs"));
    writeFileSync(join(dir, "index.html"), "<script>a()</script><script src='/x.js'></script>");
    writeFileSync(join(dir, "tarifs", "crmpro.html"), "<p>rien</p>");
    const manifest = buildCspManifest(dir);
    expect(Object.keys(manifest).sort()).toEqual(["/", "/tarifs/crmpro"]);
    expect(manifest["/"]).toHaveLength(1);
    expect(manifest["/tarifs/crmpro"]).toEqual([]);
  });

  it("finds nothing to say when every page's scripts are exactly the hashes announced", () => {
    const pages = { "/": ["'sha256-a'", "'sha256-b'"], "/_not-found": [] };
    expect(cspMismatches(pages, { "/": ["'sha256-b'", "'sha256-a'"], "/_not-found": [] })).toEqual([]);
  });

  it("names each page whose scripts and announced hashes disagree, either way", () => {
    const pages = { "/": ["'sha256-a'", "'sha256-b'"], "/contact": ["'sha256-c'"], "/blog": [] };
    const announced = { "/": ["'sha256-a'", "'sha256-z'"], "/blog": [], "/ancienne": ["'sha256-d'"] };
    expect(cspMismatches(pages, announced).sort()).toEqual([
      "/: 1 hash(es) of no script of the page",
      "/: 1 inline script(s) without their hash",
      "/ancienne: hashes announced for a page the build does not have",
      "/contact: no hash announced for its 1 inline script(s)",
    ]);
  });
});
