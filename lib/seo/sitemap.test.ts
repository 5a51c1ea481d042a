import { describe, expect, it } from "vitest";
import { getSortedPosts, isoDay } from "../content/blog.ts";
import { contentLastmod } from "./sitemap.ts";

describe("sitemap lastmod", () => {
  it("dates each post by its front matter and the blog by its newest post", () => {
    const dates = contentLastmod([
      { slug: "ancien", date: new Date("2025-04-01") },
      { slug: "recent", date: new Date("2025-04-24") },
    ]);
    expect(dates.get("/blog/ancien")).toBe("2025-04-01");
    expect(dates.get("/blog/recent")).toBe("2025-04-24");
    expect(dates.get("/blog")).toBe("2025-04-24");
  });

  it("dates the legal pages by the update they print", () => {
    const dates = contentLastmod([]);
    expect(dates.get("/cgv")).toBe("2025-08-25");
    expect(dates.get("/politique-confidentialite")).toBe("2026-11-28");
    expect(dates.has("/blog")).toBe(false);
  });

  it("gives no date to pages without dated content", () => {
    const dates = contentLastmod();
    expect(dates.has("/")).toBe(false);
    expect(dates.has("/tarifs")).toBe(false);
    for (const post of getSortedPosts()) expect(dates.get(`/blog/${post.slug}`)).toBe(isoDay(post.date));
  });
});
