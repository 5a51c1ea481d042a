import { describe, expect, it } from "vitest";
import { LCP_IMAGE_BUDGET, lcpImageProblems } from "./lcp-image.ts";

const SIZES = new Map<string, number>([
  ["/_images/blog/a-640.avif", 4_000],
  ["/_images/blog/a-1200.avif", 8_000],
  ["/_images/blog/a-640.webp", 6_000],
  ["/_images/blog/a-1200.webp", 13_000],
]);
const sizeOf = (url: string) => SIZES.get(url);

const picture = (img: string, avif = "/_images/blog/a-640.avif 640w, /_images/blog/a-1200.avif 1200w") =>
  `<header><img src="/logo.svg" alt=""></header><main><h1>Titre</h1><picture>` +
  `<source type="image/avif" srcset="${avif}" sizes="100vw">` +
  `<source type="image/webp" srcset="/_images/blog/a-640.webp 640w, /_images/blog/a-1200.webp 1200w" sizes="100vw">` +
  `${img}</picture></main>`;

describe("the blog's LCP image", () => {
  it("passes as a responsive AVIF and WebP picture, fetched first, within the budget", () => {
    const html = picture('<img src="/blog/a.png" width="1200" height="675" alt="Une facture" fetchpriority="high">');
    expect(lcpImageProblems("/blog/a", html, sizeOf)).toEqual([]);
  });

  it("fails a plain PNG, a lazy one, one not fetched first", () => {
    expect(lcpImageProblems("/blog", '<main><img src="/blog/a.png" alt="x" loading="lazy"></main>', sizeOf)).toEqual([
      "/blog: the LCP image is lazy",
      '/blog: the LCP image is not fetchpriority="high"',
      '/blog: the LCP image offers no image/avif (a <picture> <source type="image/avif">)',
      '/blog: the LCP image offers no image/webp (a <picture> <source type="image/webp">)',
    ]);
  });

  it("fails an AVIF over the budget, a single width, or a candidate missing from the build", () => {
    const heavy = picture('<img src="/blog/a.png" alt="x" fetchpriority="high">');
    expect(lcpImageProblems("/blog/a", heavy, sizeOf, 7_000)).toEqual([
      `/blog/a: /_images/blog/a-1200.avif 7.8 KB > 6.8 KB`,
    ]);
    const single = picture('<img src="/blog/a.png" alt="x" fetchpriority="high">', "/_images/blog/a-1200.avif 1200w");
    expect(lcpImageProblems("/blog/a", single, sizeOf)).toEqual([
      '/blog/a: the image/avif source is not responsive (several "url Nw" candidates and sizes)',
    ]);
    const missing = picture(
      '<img src="/blog/a.png" alt="x" fetchpriority="high">',
      "/_images/blog/a-640.avif 640w, /_images/blog/a-960.avif 960w",
    );
    expect(lcpImageProblems("/blog/a", missing, sizeOf)).toEqual([
      "/blog/a: /_images/blog/a-960.avif is not in the build",
    ]);
    expect(LCP_IMAGE_BUDGET).toBe(20 * 1024);
  });
});
