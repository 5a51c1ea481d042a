import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StorePage } from "../config/blog-pages.ts";
import { provideSharedStorePages } from "./shared-store-pages.ts";
import { forgetStorePages, lastSharedStorePage, storePage, storePageResponse } from "./store-page-answer.ts";

/** The origin's /site-pages on loopback, answering the page of its current version. */
let origin: string;
let server: Server;
let current = "v1";
let asked = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked++;
    const url = new URL(request.url ?? "/", "http://origine");
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify({
        version: current,
        status: 200,
        body: `${url.searchParams.get("path")} ${current}`,
        scriptHashes: [],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  forgetStorePages();
  asked = 0;
});

const body = async (version: string) => {
  const page = await storePage(origin, "/blog/a", "", version);
  return page?.status === 200 ? page.body : undefined;
};

describe("the store's pages in the middleware", () => {
  it("are asked once per version, then answered from memory", async () => {
    current = "v1";
    expect(await body("v1")).toBe("/blog/a v1");
    expect(await body("v1")).toBe("/blog/a v1");
    expect(asked).toBe(1);
    current = "v2";
    expect(await body("v2")).toBe("/blog/a v2");
    expect(asked).toBe(2);
  });

  it("are kept under the version the origin found them in, so an earlier version coming back is asked again", async () => {
    // This process still believes v1 while the origin is at v2 (an article just published)…
    current = "v2";
    expect(await body("v1")).toBe("/blog/a v2");
    // …then the article is scheduled again: the origin is back at v1, whose page must not be v2's.
    current = "v1";
    expect(await body("v1")).toBe("/blog/a v1");
    expect(asked).toBe(2);
  });

  it("asks each search, and forgets an answer the origin could not give", async () => {
    current = "v1";
    await storePage(origin, "/blog", "tva", "v1");
    await storePage(origin, "/blog", "tva", "v1");
    expect(asked).toBe(2);
    expect(await storePage("http://127.0.0.1:1", "/blog/b", "", "v1")).toBeUndefined();
    expect(await storePage(origin, "/blog/b", "", "v1")).toMatchObject({ status: 200 });
  });
});

describe("the store's pages shared by the Worker's isolates (its R2 level)", () => {
  /** Another isolate's memory being empty, what this one asks goes through the shared level. */
  const bucket = new Map<string, StorePage>();
  beforeEach(() => {
    bucket.clear();
    provideSharedStorePages({
      get: async (pathname) => bucket.get(pathname),
      keep: async (pathname, page) => void bucket.set(pathname, page),
    });
  });
  afterAll(() => provideSharedStorePages(undefined));

  it("keep what the origin answered, and answer the other isolates from it while its version is the one", async () => {
    current = "v1";
    expect(await body("v1")).toBe("/blog/a v1");
    expect(bucket.get("/blog/a")).toMatchObject({ version: "v1", status: 200 });
    forgetStorePages(); // another isolate
    expect(await body("v1")).toBe("/blog/a v1");
    expect(asked).toBe(1);
    forgetStorePages();
    current = "v2";
    expect(await body("v2")).toBe("/blog/a v2");
    expect(asked).toBe(2);
    expect(bucket.get("/blog/a")).toMatchObject({ version: "v2" });
  });

  it("answer the last page kept when the origin is out of reach, without keeping it as the version asked", async () => {
    bucket.set("/blog/a", { version: "v1", status: 404 });
    const closed = "http://127.0.0.1:1";
    expect(await storePage(closed, "/blog/a", "", "v2")).toEqual({ version: "v1", status: 404 });
    current = "v2";
    expect(await body("v2")).toBe("/blog/a v2"); // asked again once the origin answers
    expect(await lastSharedStorePage("/blog/a")).toMatchObject({ version: "v2", status: 200 });
    expect(await lastSharedStorePage("/blog/b")).toBeUndefined();
  });

  it("are not used for a search, nor when the level fails", async () => {
    current = "v1";
    await storePage(origin, "/blog", "tva", "v1");
    expect(bucket.size).toBe(0);
    provideSharedStorePages({
      get: () => Promise.reject(new Error("R2 indisponible")),
      keep: async () => undefined,
    });
    expect(await body("v1")).toBe("/blog/a v1");
    expect(await lastSharedStorePage("/blog/a")).toBeUndefined();
  });
});

describe("a page of the store as answered", () => {
  const page = {
    version: "v1",
    status: 200 as const,
    body: '<html><head><title>Avant | Gestio</title></head><body><script>self.__next_f=[["Avant | Gestio"]]</script></body></html>',
    scriptHashes: ["'sha256-avant'"],
  };

  it("carries the CSP of its own scripts, and the SEO desk's values written in under the hashes of the page as written", async () => {
    const plain = await storePageResponse("/blog/a", page, "https://www.exemple.fr", undefined, (path) => path);
    expect(plain.headers.get("content-security-policy")).toContain("'sha256-avant'");
    expect(plain.headers.get("x-blog-version")).toBe("v1");
    expect(await plain.text()).toBe(page.body);

    const seo = { title: "Après", changedAt: "2026-11-26T00:00:00.000Z" };
    const written = await storePageResponse("/blog/a", page, "https://www.exemple.fr", { seo }, (path) => path);
    const html = await written.text();
    expect(html).toContain("<title>Après</title>");
    // The hashes taken again from the page as written, not the stored ones.
    const policy = written.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'sha256-avant'");
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  });

  it("writes the home page's saved texts into the home page of the store, its hashes kept", async () => {
    const home = {
      version: "v2",
      status: 200 as const,
      body: '<html><body><h1 data-content-key="main-title">Titre d\'origine</h1><script>self.x=1</script></body></html>',
      scriptHashes: ["'sha256-accueil'"],
    };
    const answer = await storePageResponse(
      "/",
      home,
      "https://www.exemple.fr",
      { homeTexts: { "main-title": "Votre gestion <enfin> sereine" } },
      (path) => path,
    );
    expect(await answer.text()).toContain(">Votre gestion &lt;enfin&gt; sereine</h1>");
    expect(answer.headers.get("content-security-policy")).toContain(
      `'sha256-${createHash("sha256").update("self.x=1").digest("base64")}'`,
    );
  });

  it("is XML for the feed", async () => {
    const feed = await storePageResponse(
      "/rss.xml",
      { ...page, body: "<rss/>" },
      "https://www.exemple.fr",
      undefined,
      (p) => p,
    );
    expect(feed.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  });
});
