import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../lib/server/config.ts";
import { checkNewsletterConfirmation } from "./newsletter-confirmation.ts";

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/doctor-newsletter", ...env });

describe("checkNewsletterConfirmation", () => {
  it("fails in the site's mode without SMTP_URL, and says what to set", () => {
    const result = checkNewsletterConfirmation(config({}));
    expect(result.status).toBe("fail");
    expect(JSON.stringify(result)).toContain("SMTP_URL");
  });

  it("passes with SMTP_URL, or when Brevo confirms", () => {
    expect(checkNewsletterConfirmation(config({ SMTP_URL: "smtp://relais.exemple.fr:587" })).status).toBe("ok");
    expect(checkNewsletterConfirmation(config({ NEWSLETTER_CONFIRMATION: "brevo" })).status).toBe("ok");
  });
});
