import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOME_BASE_HEADER } from "../config/home-texts.ts";
import { forgetBuiltHome, homeWithTexts } from "./home-answer.ts";

const PAGE = '<h1 data-content-key="main-title">Gérez toute votre entreprise, simplement</h1>';

describe("the home page with the saved texts", () => {
  let server: Server;
  let origin: string;
  let reads: string[];

  beforeEach(async () => {
    forgetBuiltHome();
    reads = [];
    server = createServer((request, response) => {
      reads.push(String(request.headers[HOME_BASE_HEADER]));
      response.writeHead(200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is the page as built (read once) with the texts written in, under the page's own headers", async () => {
    const headers = { "Content-Security-Policy": "script-src 'self' 'sha256-x'" };
    const first = await homeWithTexts(origin, { "main-title": "Votre gestion, sereine" }, headers);
    expect(first?.status).toBe(200);
    expect(first?.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-x'");
    expect(await first?.text()).toBe('<h1 data-content-key="main-title">Votre gestion, sereine</h1>');
    const second = await homeWithTexts(origin, { "main-title": "Autre titre" }, headers);
    expect(await second?.text()).toContain("Autre titre");
    expect(reads).toEqual(["1"]);
  });

  it("is not given when the page as built cannot be read (the visitor gets the defaults)", async () => {
    expect(await homeWithTexts("http://127.0.0.1:9", { "main-title": "X" }, {})).toBeUndefined();
  });
});
