import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetRenderedPages, SEARCH_RENDERS_AT_ONCE } from "../../lib/server/pages/blog-page-answer.ts";
import { closeStaffDirectory } from "../../lib/server/staff-directory.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { GET } from "./route.ts";

/*
 * GET /site-pages as Next.js calls it, its renders asked of "this server" (here a loopback one that
 * holds each search's rendering until told): a flood of distinct searches is refused with a 503
 * beyond the few rendered at once, and answered again once they are done.
 */

let renderer: Server;
let origin: string;
const held: (() => void)[] = [];

beforeAll(async () => {
  renderer = createServer((request, response) => {
    const words = new URL(request.url ?? "/", "http://x").searchParams.get("q") ?? "";
    held.push(() => response.end(`<!DOCTYPE html><html><body><p>${words}</p></body></html>`));
  });
  await new Promise<void>((resolve) => renderer.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => renderer.close(() => resolve())));

const search = (words: string) =>
  GET(new NextRequest(`${origin}/site-pages?path=/blog&q=${encodeURIComponent(words)}`));

describe("GET /site-pages for a search", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    forgetRenderedPages();
    database = await createTestDatabase("sqlite");
    vi.stubEnv("DATA_DIR", database.dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("LOG_LEVEL", "silent");
    vi.stubEnv("__NEXT_PRIVATE_ORIGIN", undefined);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await closeStaffDirectory();
    await database.drop();
  });

  it("refuses more distinct searches than it renders at once with a 503, then answers again", async () => {
    const underWay = Array.from({ length: SEARCH_RENDERS_AT_ONCE }, (_, i) => search(`mot${i}`));
    await expect.poll(() => held.length).toBe(SEARCH_RENDERS_AT_ONCE);
    const refused = await search("un mot de plus");
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: "Recherche momentanément indisponible." });
    for (const done of held.splice(0)) done();
    for (const answer of await Promise.all(underWay)) expect(answer.status).toBe(200);
    const again = search("un mot de plus");
    await expect.poll(() => held.length).toBe(1);
    for (const done of held.splice(0)) done();
    expect(await (await again).json()).toMatchObject({ status: 200 });
  });
});
