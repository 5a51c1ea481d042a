import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteUrl } from "./lib/config/env.ts";
import { sitemap } from "./src/integrations/sitemap.ts";

export default defineConfig({
  site: siteUrl(),
  output: "static",
  outDir: process.env.DIST_DIR ?? "./dist",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "never" },
  compressHTML: true,
  integrations: [sitemap(siteUrl())],
  vite: {
    plugins: [tailwindcss()],
    // Page scripts (a few KB) go inline: a script file requested before the first paint costs a round trip
    // on a phone. Other assets keep Vite's default rule (undefined).
    build: { assetsInlineLimit: (file, content) => (file.endsWith(".js") ? content.length <= 16 * 1024 : undefined) },
  },
});
