import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { CONSENT_BANNER_SOURCES, CONSENT_BANNER_TEXTS } from "../lib/config/consent-banner.ts";

/**
 * The cookie banner's version: a SHA-256 of its texts and of the source of its code,
 * read at build. The version is its first 12 hex characters; the server records it with the full
 * hash, the texts and the date it went live (lib/server/settings/consent-stats.ts).
 */
export function consentBannerVersion(root = "."): { version: string; codeHash: string } {
  const hash = createHash("sha256").update(JSON.stringify(CONSENT_BANNER_TEXTS));
  for (const file of CONSENT_BANNER_SOURCES) hash.update(`\n${file}\n`).update(readFileSync(`${root}/${file}`));
  const codeHash = hash.digest("hex");
  return { version: codeHash.slice(0, 12), codeHash };
}
