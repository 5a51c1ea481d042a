import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteUrl } from "./src/config/env.ts";

export default defineConfig({
  site: siteUrl(),
  output: "static",
  outDir: process.env.DIST_DIR ?? "./dist",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "never" },
  compressHTML: true,
  vite: { plugins: [tailwindcss()] },
});
