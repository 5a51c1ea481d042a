import { describe, expect, it } from "vitest";
import { DIRECT, isSource, NAMED_SOURCES, OTHER_SITE_PREFIX, OTHER_SITES, sourceLabel, sourceOf } from "./sources.ts";

describe("the source of a visit", () => {
  it("is direct without a referring host, or with one that is no host", () => {
    for (const host of [undefined, "", "   ", "exemple..fr", "-exemple.fr", "exem ple.fr", "<script>", "a".repeat(254)])
      expect(sourceOf(host), String(host)).toBe(DIRECT);
  });

  it("names the search engines, assistants and social networks, whatever the country or subdomain", () => {
    const expected: Array<[string, string]> = [
      ["www.google.fr", "google"],
      ["google.com", "google"],
      ["www.google.co.uk", "google"],
      ["news.google.com", "google"],
      ["WWW.GOOGLE.FR", "google"],
      ["www.google.fr.", "google"],
      ["www.bing.com", "bing"],
      ["www.qwant.com", "qwant"],
      ["duckduckgo.com", "duckduckgo"],
      ["www.ecosia.org", "ecosia"],
      ["fr.search.yahoo.com", "yahoo"],
      ["search.brave.com", "brave"],
      ["yandex.ru", "yandex"],
      ["www.baidu.com", "baidu"],
      ["chatgpt.com", "chatgpt"],
      ["chat.openai.com", "chatgpt"],
      ["www.perplexity.ai", "perplexity"],
      ["www.linkedin.com", "linkedin"],
      ["lnkd.in", "linkedin"],
      ["l.facebook.com", "facebook"],
      ["m.facebook.com", "facebook"],
      ["l.instagram.com", "instagram"],
      ["t.co", "x"],
      ["x.com", "x"],
      ["twitter.com", "x"],
      ["www.youtube.com", "youtube"],
      ["www.tiktok.com", "tiktok"],
      ["fr.pinterest.com", "pinterest"],
      ["www.pinterest.fr", "pinterest"],
      ["old.reddit.com", "reddit"],
      ["web.whatsapp.com", "whatsapp"],
    ];
    for (const [host, source] of expected) expect(sourceOf(host), host).toBe(source);
    for (const key of Object.keys(NAMED_SOURCES)) expect(isSource(key)).toBe(true);
  });

  it("does not take a look-alike for a named source", () => {
    expect(sourceOf("notgoogle.com")).toBe("site:notgoogle.com");
    expect(sourceOf("mybing.com")).toBe("site:mybing.com");
    expect(sourceOf("reddit.com.exemple.fr")).toBe("site:reddit.com.exemple.fr");
    expect(sourceOf("xt.co")).toBe("site:xt.co");
    // A look-alike first, the real domain after it.
    expect(sourceOf("abcgoogle.google.com")).toBe("google");
  });

  it("keeps another site's host only (no www., no port), as one the server accepts", () => {
    expect(sourceOf("www.exemple.fr")).toBe("site:exemple.fr");
    expect(sourceOf("blog.exemple.fr")).toBe("site:blog.exemple.fr");
    expect(sourceOf("exemple.fr:8443")).toBe("site:exemple.fr");
    expect(sourceOf("Annuaire-Pro.FR")).toBe("site:annuaire-pro.fr");
    expect(sourceOf("192.0.2.10")).toBe("site:192.0.2.10");
    for (const host of ["www.exemple.fr", "exemple.fr:8443", "xn--caf-dma.fr"])
      expect(isSource(sourceOf(host))).toBe(true);
  });
});

describe("a source as the server accepts it", () => {
  it("is direct, a named source, or another site's well-formed host", () => {
    for (const good of [DIRECT, "google", "linkedin", "site:exemple.fr", `${OTHER_SITE_PREFIX}a.b.c.exemple.fr`])
      expect(isSource(good), good).toBe(true);
  });

  it("is nothing else: not the desk's own groupings, not an unknown name, not a host with a path or a port", () => {
    for (const bad of [
      "",
      "Google",
      "googl",
      "site:",
      OTHER_SITES,
      "site:Exemple.fr",
      "site:exemple.fr/page",
      "site:exemple.fr:8080",
      "site:exemple..fr",
      `site:${"a".repeat(254)}`,
      "__proto__",
      "toString",
      "constructor",
      null,
      undefined,
      42,
      { source: "google" },
    ])
      expect(isSource(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe("the desk's label of a source", () => {
  it("is in French, a named source by its name, another site by its host", () => {
    expect(sourceLabel(DIRECT)).toBe("Accès direct");
    expect(sourceLabel(OTHER_SITES)).toBe("Autres sites");
    expect(sourceLabel("")).toBe("Navigation interne");
    expect(sourceLabel("google")).toBe("Google");
    expect(sourceLabel("x")).toBe("X (Twitter)");
    expect(sourceLabel("site:exemple.fr")).toBe("exemple.fr");
    for (const [key, named] of Object.entries(NAMED_SOURCES)) expect(sourceLabel(key)).toBe(named.label);
  });
});
