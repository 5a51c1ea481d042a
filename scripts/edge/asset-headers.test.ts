import { describe, expect, it } from "vitest";
import { assetHeadersFile } from "./asset-headers.ts";

describe("the static assets' _headers on the edge", () => {
  it("gives every asset the security headers with no script allowed, and the hashed chunks a year of cache", () => {
    const file = assetHeadersFile("https://www.gestio.fr");
    const [all, chunks] = file.split("/_next/static/*");
    expect(all).toMatch(/^\/\*\n/);
    expect(all).toContain("  X-Content-Type-Options: nosniff\n");
    expect(all).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains\n");
    expect(all).toMatch(/ {2}Content-Security-Policy: default-src 'self'; script-src 'self'; /);
    expect(chunks).toBe("\n  Cache-Control: public, max-age=31536000, immutable\n");
  });
});
