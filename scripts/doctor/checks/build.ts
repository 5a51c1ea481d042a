import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "build";

/** Where a build is: `<distDir>/BUILD_ID` (next build), `public/robots.txt` (next-sitemap, at its end). */
export interface BuildPaths {
  distDir: string;
  publicDir: string;
}

/** The origin the build was made for: robots.txt names its sitemap by its absolute URL on SITE_URL. */
export function builtSiteUrl(robotsTxt: string): string | undefined {
  return /^Sitemap:\s*(\S+?)\/sitemap\.xml\s*$/m.exec(robotsTxt)?.[1];
}

/** A build exists and was made for this SITE_URL (pages, canonicals and sitemap carry it). */
export function checkBuild(siteUrl: string, { distDir, publicDir }: BuildPaths): CheckResult {
  const rebuild = `SITE_URL=${siteUrl} npm run build`;
  if (!existsSync(join(distDir, "BUILD_ID"))) return fail(CHECK, `no build in ${distDir}`, rebuild);
  const robots = join(publicDir, "robots.txt");
  if (!existsSync(robots)) return fail(CHECK, `no ${robots}: the build did not finish`, rebuild);
  const built = builtSiteUrl(readFileSync(robots, "utf8"));
  if (built !== siteUrl)
    return fail(CHECK, `built for ${built ?? "an unknown origin"}, not for SITE_URL ${siteUrl}`, rebuild);
  return ok(CHECK, `${distDir}, built for ${siteUrl}`);
}
