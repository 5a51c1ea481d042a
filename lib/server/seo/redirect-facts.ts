import { siteUrl } from "../../config/env.ts";
import type { SiteFacts } from "../../config/redirect-rules.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../config/redirects.ts";
import { readSeoOverrides } from "../settings/seo-overrides-setting.ts";
import type { Db } from "../store/db.ts";
import { originalSeoValues } from "./built-page.ts";
import { livePagePaths } from "./review.ts";

/** What the redirect rules know of this build and of the SEO desk's values: its live pages, those kept out of search engines, the redirects of the code. */
export async function redirectSiteFacts(db: Db): Promise<SiteFacts> {
  const pages = livePagePaths();
  const [overrides, originals] = await Promise.all([
    readSeoOverrides(db),
    Promise.all(pages.map(async (path) => [path, (await originalSeoValues(path)).noindex] as const)),
  ]);
  const live = new Set(pages);
  const builtNoindex = new Set(originals.filter(([, noindex]) => noindex).map(([path]) => path));
  return {
    origin: siteUrl(),
    livePage: (path) => live.has(path),
    noindexed: (path) => overrides[path]?.noindex === true || builtNoindex.has(path),
    builtRedirects: { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS },
  };
}
