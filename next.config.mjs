import { STORE_RENDER_REWRITES } from "./lib/config/blog-pages.ts";
import { BROWSER_ALIASES } from "./lib/config/browser-aliases.ts";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // URLs without a trailing slash, as the site has always had them (/tarifs/crmpro).
  trailingSlash: false,
  // Images are plain files in public/: nothing to optimise at request time, no image server. The blog's
  // AVIF and WebP variants are made at build (scripts/blog-images.ts) and offered in a <picture>.
  images: { unoptimized: true },
  // scripts/build-pages.ts builds twice with one id, so that both passes pre-render the same pages.
  generateBuildId: async () => process.env.SITE_BUILD_ID ?? null,
  // The origin's own requests for the blog rendered from the store (issue 32, lib/config/blog-pages.ts).
  rewrites: async () => ({ beforeFiles: STORE_RENDER_REWRITES, afterFiles: [], fallback: [] }),
  // The per-page hashes of the inline scripts, from the first pass (scripts/build-pages.ts), written
  // into the middleware's bundle by the second: no file to read at run time, on Node or on the edge.
  // The cookie banner's version and code hash (scripts/consent-banner-version.ts), for its counts and their proof.
  env: {
    CSP_SCRIPT_HASHES: process.env.CSP_SCRIPT_HASHES ?? "{}",
    // The hashes of the pages' inline styles (lib/security/style-hashes.ts), from the first pass too.
    CSP_STYLE_HASHES: process.env.CSP_STYLE_HASHES ?? '{"elements":[],"attributes":[]}',
    CONSENT_BANNER_VERSION: process.env.CONSENT_BANNER_VERSION ?? "",
    CONSENT_BANNER_CODE_HASH: process.env.CONSENT_BANNER_CODE_HASH ?? "",
    // The server actions' ids (lib/security/server-actions.ts), from the first pass too.
    SERVER_ACTION_IDS: process.env.SERVER_ACTION_IDS ?? "[]",
    // The site script's address, hashed (lib/config/site-script.ts), the same to both passes.
    SITE_SCRIPT_URL: process.env.SITE_SCRIPT_URL ?? "",
  },
  // Where the build goes (.next); NEXT_DIST_DIR lets two builds of one checkout live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Also a self-contained server in <distDir>/standalone (server.js and the traced node_modules): what
  // serves the build, `npm run serve` (scripts/serve.ts) as the Dockerfile's image; scripts/standalone.ts
  // copies the static files and public/ beside it.
  output: "standalone",
  // pg loads pg-cloudflare only in workerd (a runtime check the tracer cannot follow): without its
  // files, OpenNext's bundler cannot resolve it (npm run build:edge). The Worker never opens the store.
  // The blog's first articles (lib/content/blog/*.md) are moved into the store at a server's first start
  // (lib/server/articles/article-seeds.ts), and the social cards of the store's articles are drawn at
  // request time with the fonts of lib/seo/og (read from the working folder, which the tracer does not
  // follow): the standalone server carries both.
  outputFileTracingIncludes: {
    "/*": ["./node_modules/pg-cloudflare/**/*", "./lib/content/blog/*.md", "./lib/seo/og/*.woff"],
  },
  // Types are checked once for the whole repository by `npm run lint` (tsc --noEmit), not again by the build.
  typescript: { ignoreBuildErrors: true },
  // Source maps of the browser chunks: the budget gate attributes each byte of JavaScript to Next/React or to our code.
  productionBrowserSourceMaps: true,
  // forbidden(): a back-office screen the member's role does not open answers 403 with app/admin/forbidden.tsx.
  experimental: { authInterrupts: true },
  // Radix Dialog's scroll lock without an inline <style> (lib/browser/scroll-bar-lock.ts): the public
  // pages' Content-Security-Policy allows no inline style but those of the build.
  turbopack: {
    resolveAlias: BROWSER_ALIASES,
  },
};

export default nextConfig;
