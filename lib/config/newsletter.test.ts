import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isNewsletterLinkPath,
  NEWSLETTER_CONFIRM_OUTCOMES,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONSENT,
  NEWSLETTER_EMAIL_TEXTS,
  NEWSLETTER_LINK_VALIDITY_MS,
  NEWSLETTER_UNSUBSCRIBE_OUTCOMES,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "./newsletter.ts";
import { NEWSLETTER_RETENTION } from "./newsletter-proof.ts";

/**
 * Every consent text ever shown, by version (sha-256 of the text): a new wording with the version
 * unchanged fails here. Add a line with a new version instead of changing one.
 */
const CONSENT_VERSIONS: Record<string, string> = {
  v1: "d8911e955a5ca6f662a5eac4a8eb2d52b9d45f54537db8645672878d06d0af43",
};

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the newsletter's settings", () => {
  it("pin each consent version to its text", () => {
    expect(Object.keys(CONSENT_VERSIONS)).toContain(NEWSLETTER_CONSENT.version);
    expect(digest(NEWSLETTER_CONSENT.text)).toBe(CONSENT_VERSIONS[NEWSLETTER_CONSENT.version]);
  });

  it("say the link's validity the privacy policy states", () => {
    expect(NEWSLETTER_LINK_VALIDITY_MS).toBe(NEWSLETTER_RETENTION.pendingDays * 24 * 60 * 60_000);
    expect(NEWSLETTER_CONFIRM_OUTCOMES.expired.text).toContain(`${NEWSLETTER_RETENTION.pendingDays}\u00a0jours`);
  });

  it("write French typography: a no-break space before : ; ! ? and inside « »", () => {
    const texts = [
      NEWSLETTER_CONSENT.text,
      ...Object.values(NEWSLETTER_CONFIRM_OUTCOMES).flatMap((o) => [o.title, o.text]),
      ...Object.values(NEWSLETTER_UNSUBSCRIBE_OUTCOMES).flatMap((o) => [o.title, o.text]),
      ...Object.values(NEWSLETTER_EMAIL_TEXTS),
    ];
    for (const text of texts) {
      expect(text, text).not.toMatch(/(?<!\u00a0)[:;!?»]/u);
      expect(text, text).not.toMatch(/«(?!\u00a0)/u);
    }
  });

  it("know their two pages", () => {
    expect(isNewsletterLinkPath(NEWSLETTER_CONFIRM_PATH)).toBe(true);
    expect(isNewsletterLinkPath(`${NEWSLETTER_UNSUBSCRIBE_PATH}/`)).toBe(true);
    expect(isNewsletterLinkPath("/newsletter")).toBe(false);
    expect(isNewsletterLinkPath(`${NEWSLETTER_CONFIRM_PATH}/autre`)).toBe(false);
  });
});
