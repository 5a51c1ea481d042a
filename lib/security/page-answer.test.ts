import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readHeadValues } from "../seo/head-overrides.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { AS_BUILT_HEADER, forgetBuiltPages, rewrittenPage, rewrittenSitemap } from "./page-answer.ts";

const HOME = '<h1 data-content-key="main-title">Gérez toute votre entreprise, simplement</h1>';
const TARIFS = readFileSync(new URL("../../tests/fixtures/tarifs-page.html", import.meta.url), "utf8");
const SITEMAP =
  "<urlset><url><loc>https://www.gestio.fr/tarifs</loc></url><url><loc>https://www.gestio.fr/cgv</loc></url></urlset>";
const absolute = (path: string) => `https://www.gestio.fr${path}`;
const AT = "2026-11-25T10:00:00.000Z";

describe("a page with what the back office changed", () => {
  let server: Server;
  let origin: string;
  let reads: string[];

  beforeEach(async () => {
    forgetBuiltPages();
    reads = [];
    server = createServer((request, response) => {
      reads.push(`${request.url} ${request.headers[AS_BUILT_HEADER]}`);
      const body = { "/": HOME, "/tarifs": TARIFS, "/sitemap.xml": SITEMAP }[request.url ?? ""];
      response.writeHead(body ? 200 : 404, { "content-type": "text/html" });
      response.end(body ?? "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is the home page as built (read once) with the saved texts written in", async () => {
    const first = await rewrittenPage(origin, "/", { homeTexts: { "main-title": "Votre gestion, sereine" } }, absolute);
    expect(first?.html).toBe('<h1 data-content-key="main-title">Votre gestion, sereine</h1>');
    const second = await rewrittenPage(origin, "/", { homeTexts: { "main-title": "Autre titre" } }, absolute);
    expect(second?.html).toContain("Autre titre");
    expect(reads).toEqual(["/ 1"]);
  });

  it("has the SEO values written in, and the hashes of its scripts as written", async () => {
    const page = await rewrittenPage(origin, "/tarifs", { seo: { title: "Nos tarifs", changedAt: AT } }, absolute);
    expect(readHeadValues(page?.html ?? "").title).toBe("Nos tarifs");
    expect(page?.scriptHashes).toEqual(inlineScriptHashes(page?.html ?? ""));
    expect(page?.scriptHashes).not.toEqual(inlineScriptHashes(TARIFS));
  });

  it("is not given when the page as built cannot be read (the visitor gets it as built), and is asked again", async () => {
    expect(await rewrittenPage(origin, "/inconnue", { seo: { title: "X", changedAt: AT } }, absolute)).toBeUndefined();
    expect(await rewrittenPage(origin, "/inconnue", { seo: { title: "X", changedAt: AT } }, absolute)).toBeUndefined();
    expect(reads).toEqual(["/inconnue 1", "/inconnue 1"]);
    expect(
      await rewrittenPage("http://127.0.0.1:9", "/", { homeTexts: { "main-title": "X" } }, absolute),
    ).toBeUndefined();
  });

  it("gives the sitemap without the pages set to noindex", async () => {
    const xml = await rewrittenSitemap(
      origin,
      "/sitemap.xml",
      { "/tarifs": { noindex: true, changedAt: AT } },
      absolute(""),
    );
    expect(xml).toBe("<urlset><url><loc>https://www.gestio.fr/cgv</loc></url></urlset>");
  });
});
