import type { Context } from "hono";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../lib/config/redirects.ts";
import type { SiteFile, StaticSite } from "./static-site.ts";

function pickEncoding(accept: string | undefined, file: SiteFile): "br" | "gzip" | undefined {
  if (!accept) return undefined;
  const accepted = accept
    .toLowerCase()
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(";")[0]);
  if (file.br && accepted.includes("br")) return "br";
  if (file.gzip && accepted.includes("gzip")) return "gzip";
  return undefined;
}

function send(c: Context, file: SiteFile, status: 200 | 404): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
    ETag: file.etag,
  });
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  if (file.br || file.gzip) headers.set("Vary", "Accept-Encoding");

  if (status === 200 && c.req.header("if-none-match") === file.etag)
    return new Response(null, { status: 304, headers });

  const encoding = pickEncoding(c.req.header("accept-encoding"), file);
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.length ?? 0));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body ?? file.body), { status, headers });
}

function withQuery(c: Context, path: string): string {
  const query = new URL(c.req.url).search;
  return `${path}${query}`;
}

/** Serves the pre-rendered site: redirects, clean URLs, 404 page with status 404. */
export function staticRoute(site: StaticSite) {
  return (c: Context): Response => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      path = c.req.path;
    }

    const internal = INTERNAL_REDIRECTS[path];
    if (internal) return c.redirect(withQuery(c, internal), 301);
    const product = PRODUCT_REDIRECTS[path];
    if (product) return c.redirect(product, 302);

    if (path.length > 1 && path.endsWith("/")) {
      const clean = path.replace(/\/+$/, "") || "/";
      if (site.get(clean)) return c.redirect(withQuery(c, clean), 301);
    }
    if (path.endsWith(".html")) {
      const clean = path === "/index.html" ? "/" : path.slice(0, -".html".length);
      if (site.get(clean)) return c.redirect(withQuery(c, clean), 301);
    }

    const file = path === "/404" ? undefined : site.get(path);
    if (file) return send(c, file, 200);
    if (site.notFound) return send(c, site.notFound, 404);
    return c.text("404 – page introuvable", 404);
  };
}
