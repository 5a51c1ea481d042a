import { afterEach, describe, expect, it, vi } from "vitest";
import { adminSecurityHeaders, securityHeaderList, securityHeaders, withSecurityHeaders } from "./headers.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("security headers", () => {
  it("allow a page's inline scripts by hash only, never 'unsafe-inline'", () => {
    const hashes = inlineScriptHashes(
      '<script>self.a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script>',
    );
    expect(hashes).toHaveLength(1);
    const policy = securityHeaders("http://127.0.0.1:3000", hashes)["Content-Security-Policy"];
    expect(policy).toContain(`script-src 'self' ${hashes[0]}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("allow workers from the site's own origin only, even beside 'strict-dynamic', and never eval", () => {
    const policies = [
      securityHeaders("https://www.gestio.fr")["Content-Security-Policy"],
      adminSecurityHeaders("https://www.gestio.fr", "bm9uY2U", [])["Content-Security-Policy"],
    ];
    for (const policy of policies) {
      expect(policy).toContain("; worker-src 'self';");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("blob:");
    }
  });

  it("allow the inline styles of the build by their hashes only, on the public pages and in the back office", async () => {
    vi.resetModules();
    vi.stubEnv(
      "CSP_STYLE_HASHES",
      JSON.stringify({ elements: ["'sha256-ZWxlbQ=='"], attributes: ["'sha256-YXR0cg=='"] }),
    );
    const fresh = await import("./headers.ts");
    const policies = [
      fresh.securityHeaders("https://www.gestio.fr")["Content-Security-Policy"],
      fresh.adminSecurityHeaders("https://www.gestio.fr", "bm9uY2U", [])["Content-Security-Policy"],
    ];
    for (const policy of policies) {
      // An element's hash never allows an attribute, nor the reverse; style-src, with both, for older browsers.
      expect(policy).toContain("style-src 'self' 'unsafe-hashes' 'sha256-YXR0cg==' 'sha256-ZWxlbQ==';");
      expect(policy).toContain("style-src-elem 'self' 'sha256-ZWxlbQ==';");
      expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-YXR0cg==';");
      expect(policy).not.toContain("'unsafe-inline'");
    }
  });

  it("allow no inline style at all when the build announced none", () => {
    const policy = securityHeaders("https://www.gestio.fr")["Content-Security-Policy"];
    expect(policy).toContain("style-src 'self'; style-src-elem 'self'; style-src-attr 'none';");
    expect(adminSecurityHeaders("https://www.gestio.fr", "bm9uY2U", [])["Content-Security-Policy"]).toContain(
      "style-src 'self'; style-src-elem 'self'; style-src-attr 'none';",
    );
  });

  it("add HSTS and upgrade-insecure-requests on an https site only", () => {
    const https = securityHeaders("https://www.gestio.fr");
    expect(https["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    expect(securityHeaders("http://127.0.0.1:3000")["Strict-Transport-Security"]).toBeUndefined();
  });

  it("are set on a handler's own answer, without scripts allowed, its own headers kept", () => {
    const response = withSecurityHeaders(
      Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }),
      "http://127.0.0.1:3000",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("are built once per site URL and set of hashes, whoever asks", () => {
    const hashes = ["'sha256-abc'"];
    const first = securityHeaderList("https://www.gestio.fr", hashes);
    expect(securityHeaderList("https://www.gestio.fr", [...hashes])).toBe(first);
    expect(securityHeaderList("https://www.gestio.fr")).not.toBe(first);
    expect(Object.fromEntries(first)).toEqual(securityHeaders("https://www.gestio.fr", hashes));
  });
});
