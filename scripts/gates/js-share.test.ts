import { encode } from "@jridgewell/sourcemap-codec";
import { describe, expect, it } from "vitest";
import { isFrameworkInlineScript, isFrameworkSource, ourCode, sourceMapPathOf } from "./js-share.ts";

describe("ourCode", () => {
  it("keeps the bytes mapped to our sources and gives the rest to the framework", () => {
    const code = "REACTCODE;ourMenu();NEXTCODE;\nunmapped;radix();";
    const map = {
      sources: [
        "turbopack:///[project]/node_modules/react-dom/index.js",
        "turbopack:///[project]/components/layout/HeaderMenu.tsx",
        "turbopack:///[project]/node_modules/next/dist/client.js",
        "turbopack:///[project]/node_modules/@radix-ui/react-dialog/dist/index.mjs",
      ],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [10, 1, 0, 0],
          [20, 2, 0, 0],
        ],
        [[0], [9, 3, 0, 0]],
      ]),
    };
    expect(ourCode(code, map)).toBe("ourMenu();radix();");
  });
});

describe("framework or ours", () => {
  it("counts Next, React and the bundler runtime as the framework, our files and chosen libraries as ours", () => {
    expect(isFrameworkSource("turbopack:///[project]/node_modules/next/src/client/app-index.tsx")).toBe(true);
    expect(isFrameworkSource("turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts")).toBe(true);
    expect(isFrameworkSource("turbopack:///[project]/components/forms/ContactForm.tsx")).toBe(false);
    expect(isFrameworkSource("turbopack:///[project]/node_modules/react-hook-form/dist/index.esm.mjs")).toBe(false);
  });

  it("tells Next's streamed payload from an inline script of ours", () => {
    expect(isFrameworkInlineScript("(self.__next_f=self.__next_f||[]).push([0])")).toBe(true);
    expect(isFrameworkInlineScript('self.__next_f.push([1,"…"])')).toBe(true);
    expect(
      isFrameworkInlineScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
      ),
    ).toBe(true);
    expect(isFrameworkInlineScript("(function(){var s=localStorage.getItem('maintenanceSettings')})()")).toBe(false);
    expect(isFrameworkInlineScript('globalThis["TURBOPACK"]=[];ourCode()')).toBe(false);
  });

  it("finds the source map a chunk names", () => {
    expect(sourceMapPathOf("/_next/static/chunks/a.js", "x()\n//# sourceMappingURL=b.js.map")).toBe(
      "/_next/static/chunks/b.js.map",
    );
    expect(sourceMapPathOf("/_next/static/chunks/a.js", "x()")).toBeUndefined();
  });
});
