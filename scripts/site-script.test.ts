import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleSiteScript, COMPILE_HINT, writeSiteScript } from "./site-script.ts";

describe("the site script's bundle", () => {
  it("is an ES module named by its hash, with the beacon and web-vitals in a file of their own, fetched on demand", async () => {
    const bundle = await bundleSiteScript({ CONSENT_BANNER_VERSION: "v-test" });
    expect(bundle.url).toMatch(/^\/_next\/static\/chunks\/site\/site-[A-Z0-9]+\.js$/);
    const entry = bundle.files.find((file) => bundle.url.endsWith(file.name))!;
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
    const entry = bundle.files.find((file) => bundle.url.endsWith(file.name))!;
    // The island comes on demand: the entry names it, and holds none of ReactDOM.
    expect(entry.text).toMatch(/import\("\.\/pre-registration-island-[A-Z0-9]+\.js"\)/);
    expect(entry.text).not.toContain("react-dom");
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
      expect(readFileSync(join(dir, "chunks", "site", basename(bundle.url)), "utf8")).toContain("data-site-script");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
