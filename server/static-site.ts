import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { connectSources, contentSecurityPolicy, inlineScriptHashes } from "../lib/security/headers.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** A file of the built site, held in memory with its precompressed variants. */
export interface SiteFile {
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  type: string;
  etag: string;
  cacheControl: string;
  /** Content-Security-Policy for HTML pages (hashes of their inline scripts). */
  csp: string | undefined;
}

export interface StaticSite {
  /** Looks up a clean URL path ("/", "/tarifs/crmpro", "/_astro/x.css"). */
  get(path: string): SiteFile | undefined;
  notFound: SiteFile | undefined;
  size: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** "/index.html" → "/", "/a/b.html" → "/a/b", other files keep their path. */
export function urlPathOf(file: string): string {
  const path = `/${file.split(sep).join("/")}`;
  if (!path.endsWith(".html")) return path;
  const clean = path.slice(0, -".html".length);
  if (clean === "/index") return "/";
  return clean.endsWith("/index") ? clean.slice(0, -"/index".length) : clean;
}

function cacheControlOf(path: string): string {
  if (path.startsWith("/_astro/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html")) return "no-cache";
  return "public, max-age=86400";
}

export interface LoadOptions {
  functionsUrl: string;
  https: boolean;
}

/** Reads the whole build once at start-up: pages are served from memory afterwards. */
export function loadStaticSite(distDir: string, options: LoadOptions): StaticSite {
  const files = new Map<string, SiteFile>();
  if (!existsSync(distDir)) return { get: () => undefined, notFound: undefined, size: 0 };
  const connect = connectSources(options.functionsUrl);

  for (const full of walk(distDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = relative(distDir, full);
    const ext = extname(full).toLowerCase();
    const body = readFileSync(full);
    const isHtml = ext === ".html";
    files.set(urlPathOf(rel), {
      body,
      br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gzip: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: cacheControlOf(`/${rel.split(sep).join("/")}`),
      csp: isHtml
        ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), connect, options.https)
        : undefined,
    });
  }
  return { get: (path) => files.get(path), notFound: files.get("/404"), size: files.size };
}
