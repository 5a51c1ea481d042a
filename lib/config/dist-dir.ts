/** Where `next build` writes (next.config.mjs): NEXT_DIST_DIR lets two builds of one checkout live side by side. */
export function distDir(env: Record<string, string | undefined> = process.env): string {
  return env.NEXT_DIST_DIR ?? ".next";
}
