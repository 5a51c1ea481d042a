/**
 * `npm run seo`: the SEO audit of the Next.js build, one table (page by page: title, description,
 * canonical, robots, h1, Open Graph, JSON-LD, sitemap, internal links), then the findings.
 *
 *   npm run seo                       # the build in NEXT_DIST_DIR (default .next), public/sitemap.xml
 *   npm run seo -- --json             # the same as JSON, for machines
 *   npm run seo -- --dist .next-x --sitemap public/sitemap.xml --site-url https://www.example.fr
 *
 * Exit status 1 when there is an error (warnings alone exit 0), 2 when the build cannot be read.
 */
import { parseArgs } from "node:util";
import { nextDistDir } from "./gates/next-build.ts";
import { formatReport } from "./gates/seo-audit.ts";
import { auditBuild } from "./gates/seo-build.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    dist: { type: "string" },
    sitemap: { type: "string" },
    "site-url": { type: "string" },
  },
});

try {
  const report = auditBuild({
    distDir: values.dist ?? nextDistDir(),
    ...(values.sitemap ? { sitemapFile: values.sitemap } : {}),
    ...(values["site-url"] ? { siteUrl: values["site-url"] } : {}),
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exitCode = report.errors > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
