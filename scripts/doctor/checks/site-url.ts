import { type CheckResult, fail, ok } from "../check.ts";

const CHECK = "SITE_URL";

/** The public origin must be https:// (`raw` is the variable as set; unset means the development default). */
export function checkSiteUrl(raw: string | undefined, siteUrl: string): CheckResult {
  const fix = "SITE_URL=https://www.your-domain.fr (the public origin), then npm run build";
  if (!raw?.trim()) return fail(CHECK, `unset: the development default ${siteUrl}`, fix);
  if (!siteUrl.startsWith("https://"))
    return fail(CHECK, `${siteUrl} is not https:// (canonicals, sitemap, HSTS)`, fix);
  return ok(CHECK, siteUrl);
}
