/**
 * `next build` in two passes sharing one build id and one server-actions key, so both pre-render
 * the very same pages:
 *   1. pre-renders every page; the hashes of each page's inline scripts are read from its HTML;
 *   2. builds again with those hashes in next.config's `env` (CSP_SCRIPT_HASHES), which writes them
 *      into the middleware's bundle: the middleware reads no file, on Node or on the edge.
 * After each pass, Next's script chunks are loaded on demand (scripts/framework-on-demand-scripts.ts),
 * so the hashes are those of the pages as served.
 * The second pass also gets the ids of the server actions (lib/security/server-actions.ts) and the
 * hashes of the pages' inline styles (lib/security/style-hashes.ts).
 * Before both, the site script is bundled (scripts/site-script.ts): its hashed address goes to both
 * passes (SITE_SCRIPT_URL) and its files into each pass's static folder.
 * Then the build stops (exit 1) unless every page's inline scripts are exactly the hashes the
 * middleware announces for it and its bundle knows every action id, and leaves the manifest in <distDir>/csp-manifest.json for the gates.
 */

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { distDir } from "../lib/config/dist-dir.ts";
import { SITE_SCRIPT_VARIABLE } from "../lib/config/site-script.ts";
import { CSP_MANIFEST_VARIABLE, type CspManifest, NOT_FOUND_KEY } from "../lib/security/csp-manifest.ts";
import { SERVER_ACTION_IDS_VARIABLE } from "../lib/security/server-actions.ts";
import { CSP_STYLE_VARIABLE, NO_STYLE_HASHES } from "../lib/security/style-hashes.ts";
import { consentBannerVersion } from "./consent-banner-version.ts";
import { buildCspManifest, CSP_MANIFEST_FILE, cspMismatches } from "./csp-manifest.ts";
import { loadPagesScriptsOnDemand } from "./framework-on-demand-scripts.ts";
import { middlewareBundleMismatches } from "./middleware-bundle.ts";
import { serverActionIds } from "./server-action-ids.ts";
import { bundleSiteScript, writeSiteScript } from "./site-script.ts";
import { buildStyleHashes } from "./style-hashes.ts";

/** Options for `next build` itself, e.g. `--webpack` (`node scripts/build-pages.ts --webpack`). */
const NEXT_BUILD_OPTIONS = process.argv.slice(2);

function nextBuild(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build", ...NEXT_BUILD_OPTIONS], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The pages as Next wrote them, and the copy `output: "standalone"` already took of them.
  const pages = [join(dir, "server", "app"), join(dir, "standalone", basename(resolve(dir)), "server", "app")];
  console.log(`Framework on demand: ${loadPagesScriptsOnDemand(pages)} pages rewritten`);
  console.log(`Site script: ${writeSiteScript(siteScript, join(dir, "static"))} files, entry ${siteScript.url}`);
}

function pagesManifest(dir: string): CspManifest {
  const manifest = buildCspManifest(join(dir, "server", "app"));
  if (!manifest[NOT_FOUND_KEY]) throw new Error(`no pre-rendered not-found page in ${dir}/server/app`);
  return manifest;
}

function fail(title: string, problems: string[]): never {
  console.error(`\n✖ ${title}:\n${problems.map((line) => `  - ${line}`).join("\n")}\n`);
  process.exit(1);
}

const dir = distDir();
// A deployer running several instances sets its own key (Next's NEXT_SERVER_ACTIONS_ENCRYPTION_KEY); else one per build.
const banner = consentBannerVersion();
// The one value of next.config's `env` the site script's modules read (lib/config/consent-banner.ts).
const siteScript = await bundleSiteScript({ CONSENT_BANNER_VERSION: banner.version });
const shared = {
  [SITE_SCRIPT_VARIABLE]: siteScript.url,
  // The cookie banner's version and hash (scripts/consent-banner-version.ts), in both passes' bundles.
  CONSENT_BANNER_VERSION: banner.version,
  CONSENT_BANNER_CODE_HASH: banner.codeHash,
  SITE_BUILD_ID: process.env.SITE_BUILD_ID ?? randomBytes(12).toString("base64url"),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
};

console.log("\n▶ next build, pass 1 of 2: the pages, whose inline scripts give the CSP hashes");
nextBuild({
  ...shared,
  [CSP_MANIFEST_VARIABLE]: "{}",
  [SERVER_ACTION_IDS_VARIABLE]: "[]",
  [CSP_STYLE_VARIABLE]: JSON.stringify(NO_STYLE_HASHES),
});
const hashes = pagesManifest(dir);
const styleHashes = buildStyleHashes(join(dir, "server", "app"));
const actionIds = serverActionIds(dir);

console.log(
  `\n▶ next build, pass 2 of 2: the same pages, the hashes of ${Object.keys(hashes).length} pages in the middleware`,
);
nextBuild({
  ...shared,
  [CSP_MANIFEST_VARIABLE]: JSON.stringify(hashes),
  [SERVER_ACTION_IDS_VARIABLE]: JSON.stringify(actionIds),
  [CSP_STYLE_VARIABLE]: JSON.stringify(styleHashes),
});
const secondStyles = buildStyleHashes(join(dir, "server", "app"));
if (JSON.stringify(secondStyles) !== JSON.stringify(styleHashes))
  fail("the second pass pre-rendered other inline styles than the first", [
    `elements ${styleHashes.elements.length} → ${secondStyles.elements.length}, attributes ${styleHashes.attributes.length} → ${secondStyles.attributes.length}`,
  ]);

const pages = pagesManifest(dir);
const differences = cspMismatches(pages, hashes);
if (differences.length)
  fail("the second pass pre-rendered other scripts than the first (is the build deterministic?)", differences);
// The forms' action ids, by which the middleware tells a form posted from an earlier build's page.
const secondIds = serverActionIds(dir);
if (JSON.stringify(secondIds) !== JSON.stringify(actionIds))
  fail("the second pass's server actions have other ids than the first's", [
    `${actionIds.length} → ${secondIds.length} ids`,
  ]);
const bundle = middlewareBundleMismatches(dir, pages, secondIds);
if (bundle.length) fail("the middleware's bundle does not announce every page's script hashes and action ids", bundle);

writeFileSync(join(dir, CSP_MANIFEST_FILE), JSON.stringify(pages));
console.log(
  `CSP hashes of ${Object.keys(pages).length} pre-rendered pages, in the middleware and ${join(dir, CSP_MANIFEST_FILE)}`,
);
