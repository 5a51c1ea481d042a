import { describe, expect, it } from "vitest";
import { getSortedPosts } from "./blog.ts";
import { escapeXml, rssXml } from "./rss.ts";

describe("RSS feed", () => {
  const posts = getSortedPosts();

  it("escapes the five XML characters", () => {
    expect(escapeXml(`a & b < c > d "e" l'f`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; l&apos;f");
  });

  it("lists every post, newest first, with absolute links, dates, categories and the language", () => {
    const xml = rssXml(posts, "https://example.fr");
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain("<language>fr-FR</language>");
    expect(xml).toContain(
      '<link>https://example.fr/blog/gestion-administrative-tpe-outil-tout-en-un</link><guid isPermaLink="true">https://example.fr/blog/gestion-administrative-tpe-outil-tout-en-un</guid>',
    );
    expect(xml).toContain("<pubDate>Tue, 01 Apr 2025 00:00:00 GMT</pubDate><category>Devis et facturation</category>");
    expect(xml.indexOf("gestion-administrative")).toBeLessThan(xml.indexOf("devis-rapides"));
  });
});
