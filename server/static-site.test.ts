import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectSources, contentSecurityPolicy, inlineScriptHashes } from "../lib/security/headers.ts";
import { urlPathOf } from "./static-site.ts";

describe("urlPathOf", () => {
  it("maps built files to clean URLs", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("tarifs.html")).toBe("/tarifs");
    expect(urlPathOf("tarifs/crmpro.html")).toBe("/tarifs/crmpro");
    expect(urlPathOf("blog/index.html")).toBe("/blog");
    expect(urlPathOf("_astro/app.abc.css")).toBe("/_astro/app.abc.css");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const body = "console.log(1)";
    const html = `<script type="module">${body}</script><script type="application/ld+json">{}</script><script src="/a.js"></script>`;
    const expected = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows no inline script without its hash and no third-party origin by default", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], connectSources("/functions/v1"), false);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("lets the pages reach a functions server on another origin", () => {
    expect(connectSources("https://api.exemple.fr/functions/v1")).toEqual(["'self'", "https://api.exemple.fr"]);
  });
});
