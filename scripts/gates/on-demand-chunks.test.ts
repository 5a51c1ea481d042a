import { describe, expect, it } from "vitest";
import { chunksOfModuleWith } from "./on-demand-chunks.ts";

/** Files as esbuild splits the site script: the entry, a module on demand, the chunks they share. */
const SITE = "/_next/static/chunks/site";
const chunks = new Map([
  [`${SITE}/site-A.js`, `import{a as o}from"./chunk-S.js";import("./audience-beacon-B.js");o();`],
  [
    `${SITE}/audience-beacon-B.js`,
    `import{a as o}from"./chunk-S.js";import{b}from"./chunk-W.js";observe({type:"largest-contentful-paint"})`,
  ],
  [`${SITE}/chunk-S.js`, "var a=()=>1;export{a};"],
  [`${SITE}/chunk-W.js`, 'import"./chunk-S.js";var b=2;export{b};'],
]);

describe("the files of a module loaded on demand", () => {
  it("is the module's own file and every file it imports statically, once each", () => {
    expect(chunksOfModuleWith(chunks, "largest-contentful-paint")).toEqual([
      `${SITE}/audience-beacon-B.js`,
      `${SITE}/chunk-S.js`,
      `${SITE}/chunk-W.js`,
    ]);
  });

  it("does not follow what the module imports on demand itself", () => {
    expect(chunksOfModuleWith(chunks, "o();")).toEqual([`${SITE}/site-A.js`, `${SITE}/chunk-S.js`]);
  });

  it("fails rather than measure nothing, the wrong module, or a file the build lacks", () => {
    expect(() => chunksOfModuleWith(chunks, "first-input")).toThrow(/0 files hold/);
    expect(() => chunksOfModuleWith(chunks, "var ")).toThrow(/2 files hold/);
    const broken = new Map([[`${SITE}/x.js`, 'import"./gone.js";marker']]);
    expect(() => chunksOfModuleWith(broken, "marker")).toThrow(/gone\.js is imported but not in the build/);
  });
});
