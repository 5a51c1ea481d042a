import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StorePage } from "../config/blog-pages.ts";
import { articlePathsOf, keepPublication as keep, memoryRecord, settingsPublication } from "./blog-warming.ts";
import type { SharedStorePages } from "./shared-store-pages.ts";

/** The Node origin on loopback: its settings' version, and the pages of its published articles. */
let origin: string;
let server: Server;
let version = "v1";
let published = ["a", "b"];
let settingsAnswer = 200;
const asked: string[] = [];

const sitemapOf = (slugs: string[]) =>
  `<?xml version="1.0"?><urlset><url><loc>https://gestio.example/tarifs</loc></url>${slugs
    .map((slug) => `<url><loc>https://gestio.example/blog/${slug}</loc></url>`)
    .join("")}</urlset>`;

function pageOf(path: string): StorePage {
  if (path === "/sitemap.xml") return { version, status: 200, body: sitemapOf(published), scriptHashes: [] };
  const slug = /^\/blog\/(.+)$/.exec(path)?.[1];
  if (slug && !published.includes(slug)) return { version, status: 404 };
  return { version, status: 200, body: `${path} ${version}`, scriptHashes: [] };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://origine");
    response.setHeader("content-type", "application/json");
    if (url.pathname === "/site-settings") {
      response.statusCode = settingsAnswer;
      response.end(JSON.stringify({ blogVersion: version }));
      return;
    }
    const path = url.searchParams.get("path") ?? "";
    asked.push(path);
    response.end(JSON.stringify(pageOf(path)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The R2 level in memory, and the record the Node server keeps (the Worker's is in D1). */
const bucket = new Map<string, StorePage>();
const shared: SharedStorePages = {
  get: async (path) => bucket.get(path),
  keep: async (path, page) => void bucket.set(path, page),
};
let record = memoryRecord();
/** As the Worker's Cron Trigger does it: the version read from the origin's settings. */
const keepPublication = (from: string, ...rest: [SharedStorePages, typeof record]) =>
  keep(from, () => settingsPublication(from), ...rest);

beforeEach(() => {
  bucket.clear();
  record = memoryRecord();
  asked.length = 0;
  version = "v1";
  published = ["a", "b"];
  settingsAnswer = 200;
});

describe("the Cron Trigger keeping a publication for every location", () => {
  it("keeps the list, the feed, the sitemap and each article of the version, then records it", async () => {
    const done = await keepPublication(origin, shared, record);
    expect(done?.version).toBe("v1");
    expect([...bucket.keys()].sort()).toEqual(["/blog", "/blog/a", "/blog/b", "/rss.xml", "/sitemap.xml"]);
    expect(bucket.get("/blog/a")).toMatchObject({ version: "v1", status: 200 });
    expect(await record.keptAt("v1")).toBeGreaterThan(0);
  });

  it("does nothing more while the version is the one kept", async () => {
    await keepPublication(origin, shared, record);
    asked.length = 0;
    expect(await keepPublication(origin, shared, record)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("keeps an article taken offline as its 404, from the previous sitemap", async () => {
    await keepPublication(origin, shared, record);
    version = "v2";
    published = ["a"];
    const done = await keepPublication(origin, shared, record);
    expect(done?.paths).toContain("/blog/b");
    expect(bucket.get("/blog/b")).toEqual({ version: "v2", status: 404 });
    expect(bucket.get("/blog/a")).toMatchObject({ version: "v2", status: 200 });
  });

  it("keeps a version again when it comes back after another (an article scheduled again)", async () => {
    await keepPublication(origin, shared, record);
    version = "v2";
    await keepPublication(origin, shared, record);
    version = "v1";
    expect((await keepPublication(origin, shared, record))?.version).toBe("v1");
    expect(bucket.get("/blog")).toMatchObject({ version: "v1" });
  });

  it("records nothing when the origin cannot tell, so that the next minute tries again", async () => {
    settingsAnswer = 503;
    expect(await keepPublication(origin, shared, record)).toBeUndefined();
    expect(await keepPublication("http://127.0.0.1:1", shared, record)).toBeUndefined();
    expect(await record.lastKeptAt()).toBe(0);
    expect(bucket.size).toBe(0);
  });

  it("reads a sitemap's article addresses, nothing else", () => {
    const page: StorePage = { version: "v1", status: 200, body: sitemapOf(["x", "y"]), scriptHashes: [] };
    expect(articlePathsOf(page)).toEqual(["/blog/x", "/blog/y"]);
    expect(articlePathsOf({ version: "v1", status: 404 })).toEqual([]);
    expect(articlePathsOf(undefined)).toEqual([]);
  });
});
