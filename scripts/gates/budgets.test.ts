import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { siteScriptBootSource } from "../../lib/browser/site-script-boot.ts";
import { scriptsOnDemand } from "../../lib/security/framework-on-demand.ts";
import { bundleSiteScript } from "../site-script.ts";
import {
  type AssetReader,
  BUDGETS,
  budgetViolations,
  fontFaces,
  kb,
  oversizedImages,
  pageWeight,
  parseUnicodeRange,
  staticImports,
} from "./budgets.ts";
import { brotliSize } from "./dist.ts";

/** An in-memory build: text files are measured compressed, binary ones by length. */
function memoryAssets(files: Record<string, string | number>): AssetReader {
  return {
    text: (path) => (typeof files[path] === "string" ? files[path] : undefined),
    transferSize: (path) => {
      const file = files[path];
      if (file === undefined) return undefined;
      return typeof file === "number" ? file : brotliSize(file);
    },
  };
}

/** Text that brotli cannot shrink much: `bytes` of random base64. */
function incompressible(bytes: number): string {
  return randomBytes(bytes).toString("base64").slice(0, bytes);
}

const page = (head: string, body = "<p>Bonjour</p>") =>
  `<!doctype html><html lang="fr"><head>${head}</head><body>${body}</body></html>`;

describe("JavaScript before interaction", () => {
  it("counts module scripts, preloads and their static imports, not dynamic imports", () => {
    const assets = memoryAssets({
      "/_next/static/chunks/page.js": `import{a}from"./shared.js";import"./side.js";a(()=>import("./dialog.js"));`,
      "/_next/static/chunks/shared.js": `export const a=f=>f();`,
      "/_next/static/chunks/side.js": `console.log(1)`,
      "/_next/static/chunks/dialog.js": incompressible(40_000),
      "/_next/static/chunks/preloaded.js": `export{b}from"./re-exported.js"`,
      "/_next/static/chunks/re-exported.js": `export const b=1`,
    });
    const html = page(
      `<script type="module" src="/_next/static/chunks/page.js"></script><link rel="modulepreload" href="/_next/static/chunks/preloaded.js">`,
    );
    const weight = pageWeight(html, "/", assets, brotliSize);
    expect(weight.files.js.sort()).toEqual(
      [
        "/_next/static/chunks/page.js",
        "/_next/static/chunks/preloaded.js",
        "/_next/static/chunks/re-exported.js",
        "/_next/static/chunks/shared.js",
        "/_next/static/chunks/side.js",
      ].sort(),
    );
    expect(weight.js).toBeLessThan(BUDGETS.js);
    expect(budgetViolations("/", weight)).toEqual([]);
  });

  it("fails a page whose JavaScript exceeds 17.5 KB compressed, inline scripts included", () => {
    const assets = memoryAssets({ "/_next/static/chunks/big.js": incompressible(16_000) });
    const html = page(
      `<script type="module" src="/_next/static/chunks/big.js"></script><script>${incompressible(8_000)}</script><script type="application/ld+json">${incompressible(30_000)}</script>`,
    );
    const weight = pageWeight(html, "/tarifs", assets, brotliSize);
    expect(weight.inline.js).toBeGreaterThan(5_000);
    expect(weight.inline.js).toBeLessThan(10_000); // the JSON-LD block is data, not script
    const problems = budgetViolations("/tarifs", weight);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/tarifs: JavaScript before interaction .* > 17\.5 KB/);
  });

  it("holds only our share of the JavaScript to the budget when the framework's is set aside", () => {
    const assets = memoryAssets({ "/_next/static/chunks/react.js": incompressible(120_000) });
    const weight = pageWeight(
      page(`<script src="/_next/static/chunks/react.js" async></script>`),
      "/a-propos",
      assets,
      brotliSize,
    );
    const framework = weight.js - 6_000;
    expect(budgetViolations("/a-propos", weight, BUDGETS, weight.js - framework)).toEqual([]);
    const problems = budgetViolations("/a-propos", weight, BUDGETS, 18_000);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^\/a-propos: JavaScript before interaction 17\.6 KB > 17\.5 KB \(ours; .* more is the framework's\)/,
    );
  });

  it("leaves out the nomodule legacy scripts that a module-capable browser never downloads", () => {
    const assets = memoryAssets({
      "/_next/static/chunks/app.js": "run()",
      "/_next/static/chunks/polyfills.js": "poly()",
    });
    const weight = pageWeight(
      page(
        '<script src="/_next/static/chunks/app.js" async></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      ),
      "/",
      assets,
      brotliSize,
    );
    expect(weight.files.js).toEqual(["/_next/static/chunks/app.js"]);
  });

  it("counts the chunks a page loads on demand, as it counts <script src>", () => {
    const assets = memoryAssets({ "/_next/static/chunks/app.js": "run()", "/_next/static/chunks/later.js": "later()" });
    const html = scriptsOnDemand(
      page(
        '<script src="/_next/static/chunks/app.js" async=""></script><script src="/_next/static/chunks/later.js" async=""></script>',
      ),
    );
    expect(html).not.toContain("<script src=");
    expect(pageWeight(html, "/", assets, brotliSize).files.js).toEqual([
      "/_next/static/chunks/app.js",
      "/_next/static/chunks/later.js",
    ]);
  });

  it("counts the files the site script's loader asks for on every page, not the popup's island", async () => {
    const bundle = await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" });
    const folder = "/_next/static/chunks/site/";
    const assets = memoryAssets(Object.fromEntries(bundle.files.map((file) => [`${folder}${file.name}`, file.text])));
    const html = page("", `<script>${siteScriptBootSource(bundle.url)}</script>`);
    const absolute = (files: readonly string[]) => files.map((file) => `${folder}${file.slice(2)}`);
    const loaded = pageWeight(html, "/", assets, brotliSize).files.js;
    expect(loaded).toEqual([bundle.url, ...absolute(bundle.preloads.main)]);
    expect(loaded.filter((file) => absolute(bundle.preloads.island).includes(file))).toEqual([]);
  });

  it("reads static imports in minified and formatted code, ignoring import()", () => {
    expect(
      staticImports(
        `import{x as y}from"./a.js";import "./b.js"\nimport * as c from './c.js';export*from"./d.js";const e=import("./e.js")`,
      ),
    ).toEqual(["./a.js", "./b.js", "./c.js", "./d.js"]);
  });
});

describe("the home page's HTML", () => {
  it("fails the home page when its HTML, uncompressed, is over the ceiling; other pages have none", () => {
    const assets = memoryAssets({});
    const html = page("", `<p>${"Une phrase qui se répète. ".repeat(3_400)}</p>`);
    expect(Buffer.byteLength(html)).toBeGreaterThan(BUDGETS.homeHtml);
    expect(budgetViolations("/", pageWeight(html, "/", assets, brotliSize))).toEqual([
      `/: HTML ${kb(Buffer.byteLength(html))} uncompressed > ${kb(BUDGETS.homeHtml)}`,
    ]);
    expect(budgetViolations("/blog", pageWeight(html, "/blog", assets, brotliSize))).toEqual([]);
  });
});

describe("CSS", () => {
  it("fails a page whose stylesheets exceed 20 KB compressed", () => {
    const assets = memoryAssets({ "/_next/static/chunks/a.css": `.a{content:"${incompressible(20_000)}"}` });
    const html = page(
      `<link rel="stylesheet" href="/_next/static/chunks/a.css"><style>.b{content:"${incompressible(10_000)}"}</style>`,
    );
    const problems = budgetViolations("/cgv", pageWeight(html, "/cgv", assets, brotliSize));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/cgv: CSS .* > 20\.0 KB/);
  });
});

describe("fonts", () => {
  const css = `@font-face{font-family:Inter;src:url(/_next/static/chunks/latin-ext.woff2) format("woff2");unicode-range:U+0100-02BA,U+20A0-20AB}
@font-face{font-family:Inter;src:url(/_next/static/chunks/latin.woff2) format("woff2");unicode-range:U+0000-00FF,U+0152-0153,U+2000-206F}
@font-face{font-family:Inter;src:url(/_next/static/chunks/cyrillic.woff2) format("woff2");unicode-range:U+0400-045F}
@font-face{font-family:Mono;src:url("/_next/static/chunks/mono.woff") format("woff"),url(/_next/static/chunks/mono.woff2) format("woff2")}`;

  it("parses unicode ranges with wildcards", () => {
    expect(parseUnicodeRange("U+0000-00FF, U+0131, U+4??")).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });

  it("prefers the woff2 source of each face", () => {
    expect(fontFaces(css).map((f) => f.url)).toEqual([
      "/_next/static/chunks/latin-ext.woff2",
      "/_next/static/chunks/latin.woff2",
      "/_next/static/chunks/cyrillic.woff2",
      "/_next/static/chunks/mono.woff2",
    ]);
  });

  it("counts only the faces the browser picks for the page's text", () => {
    const assets = memoryAssets({
      "/_next/static/chunks/site.css": css,
      "/_next/static/chunks/latin-ext.woff2": 85_000,
      "/_next/static/chunks/latin.woff2": 48_000,
      "/_next/static/chunks/cyrillic.woff2": 19_000,
      "/_next/static/chunks/mono.woff2": 30_000,
    });
    // "œ" is in both Latin ranges: the face declared last (Latin) serves it, Latin Extended is never fetched.
    const html = page(`<link rel="stylesheet" href="/_next/static/chunks/site.css">`, "<p>Cœur de métier</p>");
    const weight = pageWeight(html, "/", assets, brotliSize);
    expect(weight.files.fonts.sort()).toEqual(["/_next/static/chunks/latin.woff2", "/_next/static/chunks/mono.woff2"]);
    expect(weight.fonts).toBe(78_000);
    const polish = pageWeight(
      page(`<link rel="stylesheet" href="/_next/static/chunks/site.css">`, "<p>Łódź</p>"),
      "/",
      assets,
      brotliSize,
    );
    expect(polish.files.fonts).toContain("/_next/static/chunks/latin-ext.woff2");
  });
});

describe("home page total and images", () => {
  it("fails a home page over 200 KB in total, and only the home page", () => {
    const assets = memoryAssets({
      "/hero.webp": 180_000,
      "/below.webp": 500_000,
      "/_next/static/chunks/s.css": ".a{color:red}",
    });
    const html = page(
      `<link rel="stylesheet" href="/_next/static/chunks/s.css">`,
      `<h1>Accueil</h1><img src="/hero.webp" alt=""><img src="/below.webp" alt="" loading="lazy">${incompressible(40_000)}`,
    );
    const home = pageWeight(html, "/", assets, brotliSize);
    expect(home.files.images).toEqual(["/hero.webp"]);
    expect(budgetViolations("/", home)[0]).toMatch(/^\/: home page total .* > 200\.0 KB/);
    expect(budgetViolations("/a-propos", pageWeight(html, "/a-propos", assets, brotliSize))).toEqual([]);
  });

  it("reports a referenced file missing from the build", () => {
    const weight = pageWeight(
      page(`<script type="module" src="/_next/static/chunks/gone.js"></script>`),
      "/",
      memoryAssets({}),
      brotliSize,
    );
    expect(budgetViolations("/", weight)).toEqual([
      "/: references /_next/static/chunks/gone.js, which is not in the build",
    ]);
  });

  it("flags any image over 150 KB", () => {
    expect(
      oversizedImages([
        { path: "/og-image.png", size: 120_000 },
        { path: "/_next/static/chunks/hero.avif", size: 160_000 },
        { path: "/_next/static/chunks/app.js", size: 900_000 },
      ]),
    ).toEqual(["/_next/static/chunks/hero.avif: 156.3 KB > 150.0 KB"]);
  });
});
