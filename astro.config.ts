import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { sitemap } from "./astro-site/integrations/sitemap.ts";
import { siteUrl } from "./lib/config/env.ts";

export default defineConfig({
  site: siteUrl(),
  // The Astro site lives in astro-site/ while the move to Next.js (app/) is under way: Next refuses a src/pages beside app/.
  srcDir: "./astro-site",
  output: "static",
  outDir: process.env.DIST_DIR ?? "./dist",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "never" },
  compressHTML: true,
  integrations: [sitemap(siteUrl())],
  vite: {
    plugins: [tailwindcss()],
    // postcss.config.mjs is Next's (Tailwind through PostCSS); Astro uses the Vite plugin instead.
    css: { postcss: {} },
    // Page scripts (a few KB) go inline: a script file requested before the first paint costs a round trip
    // on a phone. Other assets keep Vite's default rule (undefined).
    build: { assetsInlineLimit: (file, content) => (file.endsWith(".js") ? content.length <= 16 * 1024 : undefined) },
  },
});
