import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { middleware } from "../../middleware.ts";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "../config/newsletter.ts";

const request = (path: string) => new NextRequest(`http://127.0.0.1:3000${path}`);

/** The newsletter's two pages are rendered per request from the store: a nonce policy of their own, never indexed. */
describe("the middleware on the newsletter's pages", () => {
  it("gives each answer a fresh nonce, handed to Next through the request's own policy, and noindex", async () => {
    const answers = await Promise.all([
      middleware(request(`${NEWSLETTER_CONFIRM_PATH}?jeton=abc`)),
      middleware(request(NEWSLETTER_UNSUBSCRIBE_PATH)),
    ]);
    const nonces = answers.map(
      (answer) => /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1],
    );
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonces[1]).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const { headers } of answers) {
      expect(headers.get("x-middleware-next")).toBe("1");
      expect(headers.get("content-security-policy")).toContain("'strict-dynamic'");
      expect(headers.get("content-security-policy")).not.toContain("'unsafe-inline'");
      expect(headers.get("x-robots-tag")).toBe("noindex");
      expect(headers.get("x-middleware-request-content-security-policy")).toBe(headers.get("content-security-policy"));
    }
  });

  it("leaves the other pages under their own hashes", async () => {
    const answer = await middleware(request("/newsletter/autre"));
    expect(answer.headers.get("content-security-policy") ?? "").not.toContain("'nonce-");
  });
});
