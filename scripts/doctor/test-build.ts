import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEGAL_PAGES } from "./checks/legal.ts";

/**
 * Tests only: a folder with what the doctor reads of a build made for `siteUrl` (`.next/BUILD_ID`,
 * the legal pages, `public/robots.txt`), the legal pages holding `legalText`.
 */
export function fakeBuild(siteUrl: string, legalText = "RCS Paris 123 456 782") {
  const root = mkdtempSync(join(tmpdir(), "doctor-run-"));
  const distDir = join(root, ".next");
  const publicDir = join(root, "public");
  mkdirSync(join(distDir, "server", "app"), { recursive: true });
  mkdirSync(publicDir);
  writeFileSync(join(distDir, "BUILD_ID"), "test");
  for (const page of LEGAL_PAGES) writeFileSync(join(distDir, "server", "app", `${page.slice(1)}.html`), legalText);
  writeFileSync(join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  return { root, distDir, publicDir, dataDir: join(root, "data") };
}
