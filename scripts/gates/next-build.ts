/**
 * The Next.js build as the gates see it: the pre-rendered pages are the .html files of
 * <distDir>/server/app, the other files are Next's hashed assets (/_next/static/…) and public/.
 */

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { isAdminPath } from "../../lib/config/admin.ts";
import { CONTENT_IMAGE_PREFIX, CONTENT_RENDER_PREFIX, RENDER_PREFIX } from "../../lib/config/blog-pages.ts";
import { distDir } from "../../lib/config/dist-dir.ts";
import { isNewsletterLinkPath } from "../../lib/config/newsletter.ts";
import type { AssetReader } from "./budgets.ts";
import { type BuiltPage, brotliSize } from "./dist.ts";

export function nextDistDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(distDir(env));
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const posix = (path: string) => path.split(sep).join("/");

/** "index.html" → "/", "tarifs/crmpro.html" → "/tarifs/crmpro"; the not-found page is "/404". */
export function nextRouteOf(file: string): string {
  const route = `/${file.replace(/\.html$/, "")}`;
  if (route === "/index") return "/";
  return route === "/_not-found" ? "/404" : route;
}

/** Every page a visitor can be served: the pre-rendered HTML, Next's internal error shell left out. */
export function nextPages(dir: string): BuiltPage[] {
  const app = join(dir, "server", "app");
  if (!existsSync(app)) throw new Error(`No Next.js build in ${dir}: run \`npm run build\` first.`);
  return walk(app)
    .filter((full) => full.endsWith(".html") && !full.endsWith("_global-error.html"))
    .map((full) => {
      const file = posix(relative(app, full));
      return { file, path: nextRouteOf(file), html: readFileSync(full, "utf8") };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * URL paths of the files served beside the pages: /_next/static/…, public/, and the responses of
 * route handlers the build pre-rendered (`<route>.body`: Open Graph images, the RSS feed).
 */
export function nextFiles(dir: string, publicDir = resolve("public")): string[] {
  const statics = walk(join(dir, "static")).map(
    (full) => `/_next/static/${posix(relative(join(dir, "static"), full))}`,
  );
  const publics = walk(publicDir).map((full) => `/${posix(relative(publicDir, full))}`);
  const app = join(dir, "server", "app");
  const prerendered = walk(app)
    .filter((full) => full.endsWith(".body"))
    .map((full) => `/${posix(relative(app, full)).replace(/\.body$/, "")}`);
  return [...statics, ...publics, ...prerendered].sort();
}

/** Where a path of nextFiles lies on disk. */
export function nextFileOnDisk(dir: string, path: string, publicDir = resolve("public")): string {
  if (path.startsWith("/_next/static/")) return join(dir, "static", path.slice("/_next/static/".length));
  const body = join(dir, "server", "app", `${path.slice(1)}.body`);
  return existsSync(body) ? body : join(publicDir, path);
}

const TEXT_ASSET = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest|ico)$/i;

export function nextAssets(dir: string, publicDir = resolve("public")): AssetReader {
  const fileOf = (path: string): string | undefined => {
    const clean = path.split("?")[0] ?? path;
    const full = clean.startsWith("/_next/static/")
      ? join(dir, "static", clean.slice("/_next/static/".length))
      : join(publicDir, clean);
    const root = clean.startsWith("/_next/static/") ? join(dir, "static") : publicDir;
    return full.startsWith(root) && existsSync(full) && statSync(full).isFile() ? full : undefined;
  };
  // Every page loads the same chunks: each file is read and compressed once.
  const sizes = new Map<string, number | undefined>();
  return {
    text: (path) => {
      const full = fileOf(path);
      return full ? readFileSync(full, "utf8") : undefined;
    },
    transferSize: (path) => {
      if (!sizes.has(path)) {
        const full = fileOf(path);
        sizes.set(
          path,
          full ? (TEXT_ASSET.test(full) ? brotliSize(readFileSync(full)) : statSync(full).size) : undefined,
        );
      }
      return sizes.get(path);
    },
  };
}

interface PrerenderManifest {
  routes: Record<string, unknown>;
  dynamicRoutes: Record<string, { fallback: string | false | null }>;
}

/**
 * Pages of the app that `next build` did not pre-render: a static route missing from the prerender
 * manifest, or a dynamic segment that may render unknown params on demand (fallback not false).
 * Route handlers that answer per request (functions, health) are not pages and are not listed.
 */
export function notPrerendered(appPaths: readonly string[], manifest: PrerenderManifest): string[] {
  const problems: string[] = [];
  for (const route of appPaths) {
    if (route.startsWith("/_")) continue;
    // The blog and the content desk's pages as rendered from the store, per request, for the origin's own requests.
    if (
      [RENDER_PREFIX, CONTENT_RENDER_PREFIX, CONTENT_IMAGE_PREFIX].some(
        (prefix) => route === prefix || route.startsWith(`${prefix}/`),
      )
    )
      continue;
    if (isNewsletterLinkPath(route)) {
      // The newsletter's confirmation and unsubscribe pages read the e-mail's link: rendered per request.
      if (route in manifest.routes)
        problems.push(`${route}: newsletter link page pre-rendered, must be rendered per request`);
      continue;
    }
    if (isAdminPath(route)) {
      // The back office is rendered per request, for a signed-in member only.
      if (route in manifest.routes)
        problems.push(`${route}: back-office page pre-rendered, must be rendered per request`);
      continue;
    }
    if (route.includes("[")) {
      const dynamic = manifest.dynamicRoutes[route];
      if (!dynamic) problems.push(`${route}: dynamic segment not pre-rendered (generateStaticParams missing)`);
      else if (dynamic.fallback !== false)
        problems.push(`${route}: renders unknown params on demand (dynamicParams = false missing)`);
    } else if (!(route in manifest.routes)) {
      problems.push(`${route}: rendered on demand, not pre-rendered`);
    }
  }
  return problems;
}

/** The page routes of the build (app/**\/page.tsx and static route handlers such as rss.xml), from its manifests. */
export function appPageRoutes(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, "app-path-routes-manifest.json"), "utf8")) as Record<
    string,
    string
  >;
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page") || entry.endsWith("/rss.xml/route"))
    .map(([, route]) => route);
}

export function prerenderManifest(dir: string): PrerenderManifest {
  return JSON.parse(readFileSync(join(dir, "prerender-manifest.json"), "utf8")) as PrerenderManifest;
}
