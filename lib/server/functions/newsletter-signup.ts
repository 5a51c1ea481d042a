import { NEWSLETTER_CONSENT, NEWSLETTER_MAIL_LIMITS } from "../../config/newsletter.ts";
import { newsletterSchema } from "../../forms/schemas.ts";
import type { FunctionDefinition } from "./definition.ts";

/**
 * Newsletter: signing up twice is a success, stored once. By default the site confirms the address
 * itself (lib/server/newsletter/): a confirmation e-mail, then Brevo's list once confirmed. With
 * NEWSLETTER_CONFIRMATION=brevo the address goes to Brevo at once (its double opt-in when a template
 * is set).
 */
export const newsletterSignup: FunctionDefinition = {
  type: "newsletter",
  schema: newsletterSchema,
  channels: ["brevo-newsletter"],
  oncePerEmail: true,
  configure(config) {
    if (config.newsletter.confirmation === "brevo") return { channels: ["brevo-newsletter"] };
    return {
      channels: [],
      newsletter: {
        consentVersion: NEWSLETTER_CONSENT.version,
        consentText: NEWSLETTER_CONSENT.text,
        mailLimits: {
          perAddress: NEWSLETTER_MAIL_LIMITS.perAddress,
          perSite: { max: config.newsletter.mailsPerHour, windowMs: NEWSLETTER_MAIL_LIMITS.perSiteWindowMs },
        },
      },
    };
  },
  answer: () => ({ success: true }),
};
