import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_PAGE_CSS } from "../lib/config/error-page-style.ts";
import { cspHash as sha256 } from "../lib/security/inline-script-hashes.ts";
import { parseStyleHashes } from "../lib/security/style-hashes.ts";
import { buildStyleHashes, inlineStyles, sonnerStylesheet } from "./style-hashes.ts";

describe("the public pages' inline styles", () => {
  it("reads every style attribute (entities decoded, as the browser hashes it) and <style> element", () => {
    expect(
      inlineStyles(
        '<div style="font-family:&quot;Segoe UI&quot;;margin:0"></div><p class="a" style=\'color:red\'>x</p><style>b{c:d}</style><span data-style="no">',
      ),
    ).toEqual({ elements: ["b{c:d}"], attributes: ['font-family:"Segoe UI";margin:0', "color:red"] });
  });

  it("finds the stylesheet sonner inserts at run time, and hashes it with the pages' styles", () => {
    const css = sonnerStylesheet();
    expect(css).toContain("[data-sonner-toaster]");
    const dir = mkdtempSync(join(tmpdir(), "style-hashes-"));
    writeFileSync(
      join(dir, "index.html"),
      '<div style="margin:0"></div><div style="margin:0"></div><style>p{}</style>',
    );
    expect(buildStyleHashes(dir)).toEqual({
      elements: [sha256("p{}"), sha256(css), sha256(""), sha256(ERROR_PAGE_CSS)].sort(),
      attributes: [sha256("margin:0")],
    });
  });

  it("takes from the build only two JSON lists of sha256 sources", () => {
    const none = { elements: [], attributes: [] };
    expect(parseStyleHashes(JSON.stringify({ elements: ["'sha256-YQ=='"], attributes: [] }))).toEqual({
      elements: ["'sha256-YQ=='"],
      attributes: [],
    });
    expect(parseStyleHashes(JSON.stringify({ elements: [], attributes: ["'unsafe-inline'"] }))).toEqual(none);
    expect(parseStyleHashes(JSON.stringify(["'sha256-YQ=='"]))).toEqual(none);
    expect(parseStyleHashes("{elements")).toEqual(none);
    expect(parseStyleHashes(undefined)).toEqual(none);
  });
});
