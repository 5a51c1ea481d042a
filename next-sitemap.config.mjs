// sitemap.xml and robots.txt, written into public/ by `next-sitemap` right after `next build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_PATH } from "./lib/config/admin.ts";
import { siteUrl } from "./lib/config/env.ts";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "./lib/config/newsletter.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "./lib/config/redirects.ts";
import { contentLastmod } from "./lib/seo/sitemap.ts";

const sourceDir = process.env.NEXT_DIST_DIR ?? ".next";
const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*noindex/i;

/** True when the pre-rendered page says noindex: such a page leaves the sitemap by itself. */
function saysNoindex(path) {
  const file = path === "/" ? "index.html" : `${path.slice(1)}.html`;
  try {
    return NOINDEX.test(readFileSync(join(sourceDir, "server", "app", file), "utf8"));
  } catch {
    return false;
  }
}

/** `lastmod` from the content's own dates (blog front matter, legal pages' last update), never the build time. */
const lastmod = contentLastmod();

/** Next's metadata routes (the pages' Open Graph images) are files, not pages. */
const METADATA_ROUTE = /\/opengraph-image(?:\/|$)|\/twitter-image(?:\/|$)/;

/** @type {import('next-sitemap').IConfig} */
export default {
  siteUrl: siteUrl(),
  sourceDir,
  outDir: "public",
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  autoLastmod: false,
  changefreq: null,
  priority: null,
  exclude: [
    "/404",
    "/_not-found",
    "/_global-error",
    "/health",
    "/rss.xml",
    "/functions/*",
    ADMIN_PATH,
    `${ADMIN_PATH}/*`,
    // Rendered per request (noindex): the newsletter e-mail's links.
    NEWSLETTER_CONFIRM_PATH,
    NEWSLETTER_UNSUBSCRIBE_PATH,
    ...Object.keys(INTERNAL_REDIRECTS),
    ...Object.keys(PRODUCT_REDIRECTS),
  ],
  transform: async (_config, path) =>
    METADATA_ROUTE.test(path) || saysNoindex(path) ? null : { loc: path, lastmod: lastmod.get(path) },
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/", disallow: ADMIN_PATH }],
    // Every public page may be crawled, the staff's back office not; the one sitemap is named with its absolute address.
    transformRobotsTxt: async () =>
      ["User-agent: *", "Allow: /", `Disallow: ${ADMIN_PATH}`, "", `Sitemap: ${siteUrl()}/sitemap.xml`, ""].join("\n"),
  },
};
