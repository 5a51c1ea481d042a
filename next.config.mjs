/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // URLs without a trailing slash, as the site has always had them (/tarifs/crmpro).
  trailingSlash: false,
  // Images are plain files in public/: nothing to optimise at request time, no image server.
  images: { unoptimized: true },
  // Where the build goes (.next); NEXT_DIST_DIR lets two builds of one checkout live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Also a self-contained server in <distDir>/standalone (server.js and the traced node_modules), which the
  // Dockerfile ships; scripts/standalone.ts copies the static files, public/ and the CSP manifest beside it.
  // `next start` still serves the same build (it only prints that standalone output exists).
  output: "standalone",
  // Types are checked once for the whole repository by `npm run lint` (tsc --noEmit), not again by the build.
  typescript: { ignoreBuildErrors: true },
  // Source maps of the browser chunks: the budget gate attributes each byte of JavaScript to Next/React or to our code.
  productionBrowserSourceMaps: true,
};

export default nextConfig;
