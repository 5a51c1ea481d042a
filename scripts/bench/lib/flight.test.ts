import { describe, expect, it } from "vitest";
import { htmlShare } from "./flight.ts";

describe("the Flight share of a page", () => {
  it("counts the whole document and the inline scripts that push React's payload", () => {
    const html =
      "<html><body><p>Été</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
      '<script>self.__next_f.push([1,"ab"])</script><script>other()</script><script src="/x.js"></script></body></html>';
    const share = htmlShare(html);
    expect(share.htmlBytes).toBe(Buffer.byteLength(html));
    expect(share.flightBytes).toBe(
      "(self.__next_f=self.__next_f||[]).push([0])".length + 'self.__next_f.push([1,"ab"])'.length,
    );
  });
});
