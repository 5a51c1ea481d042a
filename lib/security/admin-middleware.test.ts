import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { middleware } from "../../middleware.ts";

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} });

/** The middleware's early part of the back office's guard, and the admin pages' per-request policy. */
describe("the middleware on /admin", () => {
  it("sends a visitor without a session cookie to the sign-in page, with where they were going", async () => {
    const answer = await middleware(request("/admin/envois?x=1"));
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location") ?? "");
    expect(`${location.pathname}${location.search}`).toBe("/admin/connexion?retour=%2Fadmin%2Fenvois%3Fx%3D1");
  });

  it("lets the sign-in page through, and a request with a session cookie (the pages check it)", async () => {
    for (const answer of await Promise.all([
      middleware(request("/admin/connexion")),
      middleware(request("/admin", "staff.session_token=abc.def")),
      middleware(request("/admin", "__Secure-staff.session_token=abc.def")),
    ]))
      expect(answer.headers.get("x-middleware-next")).toBe("1");
    expect((await middleware(request("/admin", "autre.session_token=abc"))).status).toBe(302);
  });

  it("gives each admin answer a fresh nonce, handed to Next through the request's own policy", async () => {
    const policies = (await Promise.all([1, 2].map(() => middleware(request("/admin/connexion"))))).map(
      (answer) => answer.headers,
    );
    const nonces = policies.map((headers) => /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    const headers = policies[0]!;
    expect(headers.get("content-security-policy")).toContain("'strict-dynamic'");
    expect(headers.get("content-security-policy")).not.toContain("'unsafe-inline'");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(headers.get("x-middleware-request-content-security-policy")).toBe(headers.get("content-security-policy"));
  });

  it("leaves the public pages' static policy as it was", async () => {
    const headers = (await middleware(request("/tarifs"))).headers;
    expect(headers.get("content-security-policy")).not.toContain("nonce");
    expect(headers.get("x-robots-tag")).toBeNull();
  });
});
