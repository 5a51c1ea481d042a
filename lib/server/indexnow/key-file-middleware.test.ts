import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { middleware } from "../../../middleware.ts";

const KEY = "0f3c9a2b-cle-indexnow";
const request = (path: string) => new NextRequest(`http://127.0.0.1:3000${path}`);

/** The IndexNow key file (`/{key}.txt`), answered by the middleware under `next start` and in the Worker. */
describe("the IndexNow key file", () => {
  const before = process.env.INDEXNOW_KEY;
  afterEach(() => {
    if (before === undefined) delete process.env.INDEXNOW_KEY;
    else process.env.INDEXNOW_KEY = before;
  });

  it("is served as plain text, its body the key, when the key is set", async () => {
    process.env.INDEXNOW_KEY = KEY;
    const answer = await middleware(request(`/${KEY}.txt`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.headers.get("x-middleware-next")).toBeNull();
    expect(await answer.text()).toBe(KEY);
  });

  it("is not served for another key, nor when no key is set (the path goes on to the 404 page)", async () => {
    process.env.INDEXNOW_KEY = KEY;
    for (const path of ["/autre-cle-123.txt", `/${KEY}`, `/${KEY}.txt/x`])
      expect(await (await middleware(request(path))).text(), path).not.toBe(KEY);
    delete process.env.INDEXNOW_KEY;
    expect(await (await middleware(request(`/${KEY}.txt`))).text()).not.toBe(KEY);
  });
});
