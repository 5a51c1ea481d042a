import { describe, expect, it } from "vitest";
import { boundedBody } from "./bounded-body.ts";
import { fromThisSite } from "./same-origin.ts";

const SITE = "https://www.exemple.fr";
const request = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/mesure-audience", { method: "POST", headers });

describe("a request from this site's pages", () => {
  it("has the site's Origin, or the host it was sent to, or says nothing of where it comes from", () => {
    expect(fromThisSite(request({ origin: SITE }), SITE)).toBe(true);
    expect(fromThisSite(request({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), SITE)).toBe(true);
    expect(fromThisSite(request({ "sec-fetch-site": "same-origin", origin: SITE }), SITE)).toBe(true);
    expect(fromThisSite(request({}), SITE)).toBe(true);
  });

  it("is not another site's: cross-site, another Origin, an opaque one", () => {
    expect(fromThisSite(request({ "sec-fetch-site": "cross-site" }), SITE)).toBe(false);
    expect(fromThisSite(request({ "sec-fetch-site": "cross-site", origin: SITE }), SITE)).toBe(false);
    expect(fromThisSite(request({ origin: "https://ailleurs.fr" }), SITE)).toBe(false);
    expect(fromThisSite(request({ origin: "https://www.exemple.fr.ailleurs.fr" }), SITE)).toBe(false);
    expect(fromThisSite(request({ origin: "null" }), SITE)).toBe(false);
  });
});

describe("a body read within a bound", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://127.0.0.1/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("is the whole body up to the bound", async () => {
    expect(new TextDecoder().decode(await boundedBody(post("abc"), 3))).toBe("abc");
    expect(await boundedBody(new Request("http://127.0.0.1/"), 3)).toEqual(new Uint8Array(0));
  });

  it("is nothing beyond it, announced or streamed, and an endless body is not read to its end", async () => {
    expect(await boundedBody(post("abcd"), 3)).toBeUndefined();
    expect(await boundedBody(post("ab", { "content-length": "4096" }), 3)).toBeUndefined();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(100));
      },
    });
    expect(await boundedBody(post(endless), 1_000)).toBeUndefined();
    expect(pulled).toBeLessThanOrEqual(12);
  });
});
