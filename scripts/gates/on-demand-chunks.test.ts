import { describe, expect, it } from "vitest";
import { chunksOfModuleWith, onDemandLists } from "./on-demand-chunks.ts";

/** A loader chunk as Turbopack writes it: each module on demand with the list of its chunks. */
const loader = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,609011,s=>{s.v(t=>Promise.all(["static/chunks/a.js","static/chunks/shared.js"].map(t=>s.l(t))).then(()=>t(345536)))},799158,s=>{s.v(t=>Promise.all(["static/chunks/beacon.js"].map(t=>s.l(t))).then(()=>t(338387)))}]);`;

describe("the chunks of a module loaded on demand", () => {
  it("reads every list of the loader", () => {
    expect(onDemandLists([loader, "no list here"])).toEqual([
      ["/_next/static/chunks/a.js", "/_next/static/chunks/shared.js"],
      ["/_next/static/chunks/beacon.js"],
    ]);
  });

  it("finds the list of the module whose chunk holds the marker", () => {
    const chunks = new Map([
      ["/_next/static/chunks/loader.js", loader],
      ["/_next/static/chunks/beacon.js", 'observe({type:"largest-contentful-paint"})'],
      ["/_next/static/chunks/a.js", "a()"],
    ]);
    expect(chunksOfModuleWith(chunks, "largest-contentful-paint")).toEqual(["/_next/static/chunks/beacon.js"]);
    expect(chunksOfModuleWith(chunks, "a()")).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/shared.js"]);
  });

  it("fails rather than measure nothing, or the wrong module", () => {
    const chunks = new Map([["/_next/static/chunks/loader.js", loader]]);
    expect(() => chunksOfModuleWith(chunks, "largest-contentful-paint")).toThrow(/0 on-demand lists/);
  });
});
