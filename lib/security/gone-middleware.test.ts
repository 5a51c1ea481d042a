import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { middleware } from "../../middleware.ts";
import { ERROR_PAGE_CSS } from "../config/error-page-style.ts";
import type { Redirect } from "../config/redirect-rules.ts";
import { forgetMaintenanceReadings } from "./maintenance-answer.ts";
import { GONE_PAGE_HTML, GONE_PAGE_TEXTS, goneResponse } from "./redirect-answer.ts";

const STYLE_HASH = `'sha256-${createHash("sha256").update(ERROR_PAGE_CSS).digest("base64")}'`;

describe("the page of an address removed on purpose", () => {
  it("is French, without script, styled by the error pages' rules, with a way home", async () => {
    expect(GONE_PAGE_HTML).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(GONE_PAGE_HTML).toContain("<title>Page supprimée</title>");
    expect(GONE_PAGE_HTML).toContain("<h1>Page supprimée</h1><p>Cette page a été supprimée définitivement.</p>");
    expect(GONE_PAGE_HTML).toContain('<a href="/">Retour à l’accueil</a>');
    expect(GONE_PAGE_HTML).toContain(`<style>${ERROR_PAGE_CSS}</style>`);
    expect(GONE_PAGE_HTML).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    expect(GONE_PAGE_TEXTS.home).toBe("Retour à l’accueil");
    const answer = goneResponse({ "X-Frame-Options": "DENY" });
    expect(answer.status).toBe(410);
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(await answer.text()).toBe(GONE_PAGE_HTML);
    expect(await goneResponse({}, "HEAD").text()).toBe("");
  });
});

/** The middleware as `next start` runs it: the settings read from this server, a hit posted back to it. */
describe("an address removed on purpose, answered by the middleware", () => {
  let server: Server;
  let origin: string;
  const posted: string[] = [];
  const redirects: Redirect[] = [
    { from: "/offre-retiree", to: "", status: 410 },
    { from: "/ancienne-offre", to: "/tarifs", status: 301 },
  ];
  const before = { origin: process.env.__NEXT_PRIVATE_ORIGIN, styles: process.env.CSP_STYLE_HASHES };

  beforeAll(async () => {
    forgetMaintenanceReadings();
    // The build's style hashes, as next.config hands them to the middleware's bundle.
    process.env.CSP_STYLE_HASHES = JSON.stringify({ elements: [STYLE_HASH], attributes: [] });
    server = createServer((request, response) => {
      if (request.url === "/site-settings") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ redirects }));
      } else if (request.url === "/site-events" && request.method === "POST") {
        let body = "";
        request.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on("end", () => {
          posted.push(body);
          response.writeHead(204).end();
        });
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.__NEXT_PRIVATE_ORIGIN = origin;
  });
  afterAll(async () => {
    for (const [name, value] of [
      ["__NEXT_PRIVATE_ORIGIN", before.origin],
      ["CSP_STYLE_HASHES", before.styles],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    forgetMaintenanceReadings();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("answers 410 with the French page, under the site's headers and a strict policy, revalidated, its use counted", async () => {
    const answer = await middleware(new NextRequest(`${origin}/offre-retiree/?utm_source=lettre`));
    expect(answer.status).toBe(410);
    expect(answer.headers.get("location")).toBeNull();
    expect(answer.headers.get("x-middleware-next")).toBeNull();
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = answer.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src [^;]*/);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain(`style-src-elem 'self' ${STYLE_HASH}`);
    expect(await answer.text()).toBe(GONE_PAGE_HTML);
    await expect.poll(() => posted.join("\n")).toContain('"redirectHits":{"/offre-retiree":1}');
  });

  it("still redirects the other entries", async () => {
    const answer = await middleware(new NextRequest(`${origin}/ancienne-offre`));
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toMatch(/^http:\/\/[^/]+\/tarifs$/);
  });
});
