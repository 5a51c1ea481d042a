import { describe, expect, it } from "vitest";
import { blogAddress, parseStorePage, renderPathOf, SEARCH_MAX_LENGTH, searchWords } from "./blog-pages.ts";

describe("the blog's addresses answered from the store", () => {
  it("are the list, an article, its card, the feed and the sitemap; nothing else", () => {
    expect(blogAddress("/blog")).toEqual({ kind: "list" });
    expect(blogAddress("/blog/gerer-sa-tva")).toEqual({ kind: "article", slug: "gerer-sa-tva" });
    expect(blogAddress("/blog/gerer-sa-tva/opengraph-image")).toEqual({ kind: "image", slug: "gerer-sa-tva" });
    expect(blogAddress("/rss.xml")).toEqual({ kind: "feed" });
    expect(blogAddress("/sitemap.xml")).toEqual({ kind: "sitemap" });
    for (const other of [
      "/blog/opengraph-image",
      "/blog/",
      "/blog/A-b",
      "/blog/a/b",
      "/tarifs",
      "/blogs",
      `/blog/${"a".repeat(81)}`,
    ])
      expect(blogAddress(other), other).toBeUndefined();
    expect(renderPathOf({ kind: "article", slug: "gerer-sa-tva" })).toBe("/rendu-blog/gerer-sa-tva");
    expect(renderPathOf({ kind: "image", slug: "gerer-sa-tva" })).toBe("/rendu-blog/gerer-sa-tva/carte");
  });

  it("read back from the origin only in the shapes it sends", () => {
    const page = { version: "v1", status: 200, body: "<html></html>", scriptHashes: ["'sha256-x'"] };
    expect(parseStorePage(page)).toEqual(page);
    expect(parseStorePage({ version: "v1", status: 404 })).toEqual({ version: "v1", status: 404 });
    expect(parseStorePage({ version: "v1", status: 301, location: "/blog/nouvelle" })).toEqual({
      version: "v1",
      status: 301,
      location: "/blog/nouvelle",
    });
    // A move elsewhere than the blog, a page without its version or with odd hashes: not served.
    for (const odd of [
      { version: "v1", status: 301, location: "https://ailleurs.example/" },
      { status: 404 },
      { ...page, scriptHashes: [1] },
      { ...page, status: 500 },
      null,
      "texte",
    ])
      expect(parseStorePage(odd)).toBeUndefined();
  });

  it("take a search's words trimmed, a long paste cut", () => {
    expect(searchWords("  échéance TVA ")).toBe("échéance TVA");
    expect(searchWords(` ${"a".repeat(SEARCH_MAX_LENGTH + 20)}`)).toBe("a".repeat(SEARCH_MAX_LENGTH));
    expect(searchWords("   ")).toBe("");
  });
});
