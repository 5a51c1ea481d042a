import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { middleware } from "../../middleware.ts";

const post = (headers: Record<string, string>) =>
  new NextRequest("http://127.0.0.1:3000/contact", { method: "POST", headers, body: "firstName=" });

/**
 * A public page answering its form posted as a document is rendered for that request, page data
 * included: its policy gets a fresh nonce, handed to Next through the request's own header.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the middleware on a form posted without JavaScript", () => {
  it("gives the page's answer a nonce and 'strict-dynamic' besides its hashes, fresh each time", async () => {
    const answers = await Promise.all(
      [1, 2].map(() => middleware(post({ "content-type": "application/x-www-form-urlencoded" }))),
    );
    const policies = answers.map((answer) => answer.headers.get("content-security-policy") ?? "");
    const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(policy)?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(policies[0]).toContain("'strict-dynamic'");
    expect(policies[0]).not.toContain("'unsafe-inline'");
    expect(answers[0]!.headers.get("x-middleware-request-content-security-policy")).toBe(policies[0]);
    expect(answers[0]!.headers.get("x-robots-tag")).toBeNull();
  });

  it("in the Worker, whose Next renders it without the nonce, keeps the page's static policy", async () => {
    vi.stubGlobal("navigator", { userAgent: "Cloudflare-Workers" });
    const answer = await middleware(post({ "content-type": "application/x-www-form-urlencoded" }));
    expect(answer.headers.get("content-security-policy")).not.toContain("nonce");
    expect(answer.headers.get("content-security-policy")).not.toContain("'strict-dynamic'");
    expect(answer.headers.get("x-middleware-request-content-security-policy")).toBeNull();
  });

  it("leaves a server action's call from a hydrated page (it answers data) and a reading under the static policy", async () => {
    const call = await middleware(post({ "next-action": "abc", "content-type": "text/plain;charset=UTF-8" }));
    const reading = await middleware(new NextRequest("http://127.0.0.1:3000/contact"));
    for (const answer of [call, reading]) {
      expect(answer.headers.get("content-security-policy")).not.toContain("nonce");
      expect(answer.headers.get("x-middleware-request-content-security-policy")).toBeNull();
    }
  });
});
