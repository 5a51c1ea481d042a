import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONSENT_BANNER_SOURCES } from "../lib/config/consent-banner.ts";
import { consentBannerVersion } from "./consent-banner-version.ts";

describe("the cookie banner's version", () => {
  it("is the start of a SHA-256 of its texts and code, and changes with its code", () => {
    const here = consentBannerVersion();
    expect(here.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(here.version).toBe(here.codeHash.slice(0, 12));
    expect(consentBannerVersion()).toEqual(here);

    const copy = mkdtempSync(join(tmpdir(), "banner-"));
    for (const file of CONSENT_BANNER_SOURCES) cpSync(file, join(copy, file), { recursive: true });
    expect(consentBannerVersion(copy)).toEqual(here);
    writeFileSync(join(copy, CONSENT_BANNER_SOURCES[0]), "// changed\n", { flag: "a" });
    expect(consentBannerVersion(copy).version).not.toBe(here.version);
  });
});
