import { describe, expect, it } from "vitest";
import { redact, secretValues } from "./secrets.ts";

describe("the doctor's secrets", () => {
  const env = {
    BREVO_API_KEY: "xkeysib-0123456789abcdef",
    FUNCTIONS_FORWARD_SECRET: "f".repeat(40),
    SMTP_URL: "smtps://ventes%40exemple.fr:p%40ss-w0rd@smtp.exemple.fr:465",
    DATABASE_URL: "postgres://site:db-s3cret@db:5432/site",
    SITE_URL: "https://www.exemple.fr",
    ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY: "r2-secret-0123456789",
  };

  it("knows the keys and the passwords inside URLs, encoded and decoded", () => {
    expect(secretValues(env)).toEqual(
      expect.arrayContaining([
        "xkeysib-0123456789abcdef",
        "f".repeat(40),
        "p%40ss-w0rd",
        "p@ss-w0rd",
        "db-s3cret",
        "r2-secret-0123456789",
      ]),
    );
    expect(secretValues(env)).not.toContain("https://www.exemple.fr");
    expect(secretValues({ SMTP_URL: "smtp://smtp.exemple.fr:587" })).toEqual([]);
  });

  it("masks every one of them wherever it appears", () => {
    const text = `key xkeysib-0123456789abcdef, ${env.DATABASE_URL}, password p@ss-w0rd`;
    const masked = redact(text, secretValues(env));
    expect(masked).toBe("key ***, postgres://site:***@db:5432/site, password ***");
  });
});
