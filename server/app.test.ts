import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRODUCT_SITES } from "../lib/config/external-links.ts";
import { loadConfig } from "../lib/server/config.ts";
import { createLogger } from "../lib/server/logger.ts";
import type { Store } from "../lib/server/store/index.ts";
import { createApp } from "./app.ts";
import { loadStaticSite } from "./static-site.ts";

function fixtureDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(dir, "tarifs"));
  mkdirSync(join(dir, "_astro"));
  const home = "<!doctype html><html lang=fr><title>Accueil</title><script type=module>console.log(1)</script></html>";
  writeFileSync(join(dir, "index.html"), home);
  writeFileSync(join(dir, "index.html.gz"), gzipSync(home));
  writeFileSync(join(dir, "tarifs", "crmpro.html"), "<h1>CRMPro</h1>");
  writeFileSync(join(dir, "404.html"), "<h1>404</h1>");
  writeFileSync(join(dir, "_astro", "app.1234.css"), "body{}");
  return dir;
}

function appWith(store: Partial<Store> = {}) {
  const config = loadConfig({ DIST_DIR: fixtureDist(), SITE_URL: "https://www.exemple.fr" });
  // Only ping and close matter to these routes; the functions have their own tests over a real store.
  const fullStore = { kind: "sqlite", ping: async () => {}, close: async () => {}, ...store } as Store;
  const site = loadStaticSite(config.distDir, { functionsUrl: config.functionsUrl, https: true });
  return createApp({ config, store: fullStore, site, logger: createLogger("silent") });
}

describe("static site", () => {
  const app = appWith();

  it("serves pages at clean URLs with security headers and a per-page CSP", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect((await app.request("/tarifs/crmpro")).status).toBe(200);
  });

  it("sends the precompressed variant the browser accepts", async () => {
    const res = await app.request("/", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const plain = await app.request("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("caches hashed assets for a year and answers 304 to a matching ETag", async () => {
    const res = await app.request("/_astro/app.1234.css");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag") ?? "";
    expect((await app.request("/_astro/app.1234.css", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const res = await app.request("/nexiste-pas");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404");
    expect((await app.request("/404")).status).toBe(404);
  });

  it("redirects aliases, trailing slashes and product paths", async () => {
    expect((await app.request("/faq")).headers.get("location")).toBe("/ressources/faq");
    expect((await app.request("/ressources/blog")).headers.get("location")).toBe("/blog");
    const product = await app.request("/crmpro");
    expect(product.status).toBe(302);
    expect(product.headers.get("location")).toBe(PRODUCT_SITES.crmpro);
    const slash = await app.request("/tarifs/crmpro/?a=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/tarifs/crmpro?a=1");
  });
});

describe("health and functions route space", () => {
  it("reports ok when the store answers and 503 when it does not", async () => {
    expect(await (await appWith().request("/health")).json()).toEqual({ status: "ok" });
    const down = appWith({ ping: async () => Promise.reject(new Error("down")) });
    expect((await down.request("/health")).status).toBe(503);
  });

  it("answers an unknown function with a French JSON 404", async () => {
    const res = await appWith().request("/functions/v1/inconnue", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Fonction introuvable." });
  });
});
