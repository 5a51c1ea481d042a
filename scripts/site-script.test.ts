import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { staticImports } from "./gates/budgets.ts";
import { bundleSiteScript, COMPILE_HINT, loaderPreloads, writeSiteScript } from "./site-script.ts";

type Bundle = Awaited<ReturnType<typeof bundleSiteScript>>;
const fileOf = (bundle: Bundle, specifier: string) =>
  bundle.files.find(
    (file) => `./${file.name}` === specifier || bundle.url === `/_next/static/chunks/site/${file.name}`,
  )!;
/** The site script's own module (the loader's first file). */
const mainOf = (bundle: Bundle) => fileOf(bundle, bundle.preloads.main[0]!);
const loaderOf = (bundle: Bundle) => bundle.files.find((file) => bundle.url.endsWith(`/${file.name}`))!;

describe("the site script's bundle", () => {
  it("is an ES module named by its hash, with the beacon and web-vitals in a file of their own, fetched on demand", async () => {
    const bundle = await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" });
    expect(bundle.url).toMatch(/^\/_next\/static\/chunks\/site\/site-[A-Z0-9]+\.js$/);
    const entry = mainOf(bundle);
    expect(entry.text).not.toContain("largest-contentful-paint");
    expect(entry.text).toMatch(/import\("\.\/audience-beacon-[A-Z0-9]+\.js"\)/);
    expect(bundle.files.some((file) => file.text.includes("largest-contentful-paint"))).toBe(true);
    // React reads `process` only behind `typeof process`; never `process.env`, which the browser lacks.
    expect(bundle.files.some((file) => /\bprocess\.env\b/.test(file.text))).toBe(false);
    expect((await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" })).url).toBe(bundle.url);
  });

  it("puts the popup's island and its dialog in files of their own, compiled whole as they arrive; nothing else", async () => {
    const bundle = await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" });
    const hinted = bundle.files.filter((file) => file.text.startsWith(COMPILE_HINT)).map((file) => file.name);
    expect(hinted).toHaveLength(2);
    expect(hinted.find((name) => name.startsWith("pre-registration-island-"))).toBeDefined();
    expect(hinted.find((name) => name.startsWith("PreRegistrationDialog-"))).toBeDefined();
    const entry = mainOf(bundle);
    // The island comes on demand: the entry names it, and holds none of ReactDOM.
    expect(entry.text).toMatch(/import\("\.\/pre-registration-island-[A-Z0-9]+\.js"\)/);
    expect(entry.text).not.toContain("react-dom");
  });

  it("is added through a loader that imports nothing and asks for every file the page runs, the island's on the home page", async () => {
    const bundle = await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" });
    const loader = loaderOf(bundle);
    expect(staticImports(loader.text)).toEqual([]);
    expect(loader.text).not.toContain("react-dom");
    expect(loaderPreloads(loader.text)).toEqual(bundle.preloads);
    const { main, island } = bundle.preloads;
    // Every file the site script imports statically, transitively, is in the main list, and only those.
    const closure = new Set<string>();
    const visit = (specifier: string) => {
      if (closure.has(specifier)) return;
      closure.add(specifier);
      for (const imported of staticImports(fileOf(bundle, specifier).text)) visit(imported);
    };
    visit(main[0]!);
    expect(new Set(main)).toEqual(closure);
    // The island's list: the island, its dialog and the chunks of theirs the main files lack.
    expect(island.find((file) => file.startsWith("./pre-registration-island-"))).toBeDefined();
    expect(island.find((file) => file.startsWith("./PreRegistrationDialog-"))).toBeDefined();
    expect(island.filter((file) => main.includes(file))).toEqual([]);
    for (const file of island)
      for (const imported of staticImports(fileOf(bundle, file).text)) expect([...main, ...island]).toContain(imported);
    // Neither the beacon nor the visit entry: fetched only when needed.
    expect([...main, ...island].some((file) => /audience-beacon|visit-entry/.test(file))).toBe(false);
  });

  it("refuses to ship a `process.env` the browser would not have", async () => {
    await expect(bundleSiteScript({})).rejects.toThrow(/reads process\.env\.CONSENT_BANNER_VERSION/);
  });

  it("writes every file into the build's static folder, where /_next/static/chunks/site/ is served from", async () => {
    const bundle = await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" });
    const dir = mkdtempSync(join(tmpdir(), "site-script-"));
    try {
      expect(writeSiteScript(bundle, dir)).toBe(bundle.files.length);
      const written = readdirSync(join(dir, "chunks", "site"));
      expect(written.sort()).toEqual(bundle.files.map((file) => file.name).sort());
      const main = readFileSync(join(dir, "chunks", "site", basename(bundle.preloads.main[0]!)), "utf8");
      expect(main).toContain("data-site-script");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
