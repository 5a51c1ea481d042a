import { describe, expect, it } from "vitest";
import { nextRouteOf, notPrerendered } from "./next-build.ts";

describe("notPrerendered", () => {
  const manifest = {
    routes: { "/": {}, "/tarifs": {}, "/tarifs/crmpro": {} },
    dynamicRoutes: { "/tarifs/[id]": { fallback: false as const }, "/blog/[slug]": { fallback: null } },
  };

  it("accepts static pages and dynamic segments with dynamicParams = false", () => {
    expect(notPrerendered(["/", "/tarifs", "/tarifs/[id]", "/_not-found"], manifest)).toEqual([]);
  });

  it("leaves out the store's rendering routes (the origin's own requests), and only them", () => {
    expect(
      notPrerendered(["/rendu-blog/[slug]", "/rendu-contenu/[...chemin]", "/rendu-carte/solutions/[slug]"], manifest),
    ).toEqual([]);
    expect(notPrerendered(["/rendus/[slug]"], manifest)).toEqual([
      "/rendus/[slug]: dynamic segment not pre-rendered (generateStaticParams missing)",
    ]);
  });

  it("names a page rendered on demand, a segment open to unknown params, and one not pre-rendered at all", () => {
    expect(notPrerendered(["/contact", "/blog/[slug]", "/solutions/[slug]"], manifest)).toEqual([
      "/contact: rendered on demand, not pre-rendered",
      "/blog/[slug]: renders unknown params on demand (dynamicParams = false missing)",
      "/solutions/[slug]: dynamic segment not pre-rendered (generateStaticParams missing)",
    ]);
  });
});

describe("nextRouteOf", () => {
  it("maps the pre-rendered files to their URL paths", () => {
    expect(nextRouteOf("index.html")).toBe("/");
    expect(nextRouteOf("tarifs/crmpro.html")).toBe("/tarifs/crmpro");
    expect(nextRouteOf("_not-found.html")).toBe("/404");
  });
});
