import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { FAQ_GROUPS } from "../../lib/catalog/faq.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";

/**
 * Walks every page of the build (the .html files of DIST_DIR) and checks what search
 * engines and social networks read. A page added later is checked without editing this file.
 */
const DIST = process.env.DIST_DIR ?? "dist";
const ORIGIN = siteUrl();
const SUFFIX = " | Gestio";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "_astro" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

function pathOf(file: string): string {
  const clean = `/${relative(DIST, file).split(sep).join("/")}`.replace(/\.html$/, "");
  return clean === "/index" ? "/" : clean;
}

function fileOf(path: string): string {
  return join(DIST, path === "/" ? "index.html" : `${path.slice(1)}.html`);
}

const PATHS = htmlFiles(DIST).map(pathOf).sort();

interface JsonLdNode {
  "@type"?: string;
  [key: string]: unknown;
}

interface PageFacts {
  title: string;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  twitterCard: string | null;
  robots: string | null;
  refresh: string | null;
  h1Count: number;
  jsonLd: string[];
  /** Names of the visible breadcrumb trail, home first. */
  visibleTrail: string[];
}

/** Types of every node of every JSON-LD block (throws on invalid JSON). */
function jsonLdNodes(blocks: string[]): JsonLdNode[] {
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as JsonLdNode & { "@graph"?: JsonLdNode[] };
    return data["@graph"] ?? [data];
  });
}

test("the build has pages to check", () => {
  expect(PATHS.length).toBeGreaterThan(10);
  expect(PATHS).toContain("/");
  expect(PATHS).toContain("/404");
});

test("every page has its title, description, canonical, social image, one h1 and valid JSON-LD", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto("about:blank");
  const titles = new Map<string, string>();
  const images = new Set<string>();
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };

  for (const path of PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const expectedStatus = Object.hasOwn(INTERNAL_REDIRECTS, path)
      ? 301
      : Object.hasOwn(PRODUCT_REDIRECTS, path)
        ? 302
        : path === "/404"
          ? 404
          : 200;
    check(response.status() === expectedStatus, `${path}: status ${response.status()} instead of ${expectedStatus}`);
    // The server redirects aliases itself: their fallback page (for static hosts) is read from disk.
    const html =
      expectedStatus === 301 || expectedStatus === 302 ? readFileSync(fileOf(path), "utf8") : await response.text();

    const facts: PageFacts = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        title: doc.title,
        description: attr('meta[name="description"]', "content"),
        canonical: attr('link[rel="canonical"]', "href"),
        ogImage: attr('meta[property="og:image"]', "content"),
        twitterCard: attr('meta[name="twitter:card"]', "content"),
        robots: attr('meta[name="robots"]', "content"),
        refresh: attr('meta[http-equiv="refresh"]', "content"),
        h1Count: doc.querySelectorAll("h1").length,
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
        visibleTrail: [...doc.querySelectorAll('nav[aria-label="Fil d\'Ariane"] li')].map((li) =>
          (li.textContent ?? "").replace("/", "").trim(),
        ),
      };
    }, html);

    const noindex = facts.robots?.includes("noindex") ?? false;
    const alias = INTERNAL_REDIRECTS[path];

    // Title: present, unique, at most 60 characters before the site suffix.
    check(facts.title.length > 0, `${path}: no <title>`);
    const previous = titles.get(facts.title);
    check(previous === undefined, `${path}: same <title> as ${previous}`);
    titles.set(facts.title, path);
    if (path !== "/") {
      check(facts.title.endsWith(SUFFIX), `${path}: title without the "${SUFFIX}" suffix`);
      const own = facts.title.slice(0, -SUFFIX.length);
      check(own.length <= 60, `${path}: title of ${own.length} characters: "${own}"`);
    }

    // Description: 120 to 160 characters on every page visitors can find.
    const description = facts.description ?? "";
    check(description.length > 0, `${path}: no meta description`);
    if (!noindex)
      check(
        description.length >= 120 && description.length <= 160,
        `${path}: description of ${description.length} characters`,
      );

    // Canonical: SITE_URL + path (an alias points to its destination).
    const expectedCanonical = `${ORIGIN}${alias ?? path}`;
    check(facts.canonical === expectedCanonical, `${path}: canonical ${facts.canonical} ≠ ${expectedCanonical}`);

    check(facts.ogImage?.startsWith(`${ORIGIN}/`) ?? false, `${path}: og:image ${facts.ogImage}`);
    if (facts.ogImage) images.add(facts.ogImage);
    check(facts.twitterCard === "summary_large_image", `${path}: twitter:card ${facts.twitterCard}`);
    check(facts.h1Count === 1, `${path}: ${facts.h1Count} h1`);

    let nodes: JsonLdNode[] = [];
    try {
      nodes = jsonLdNodes(facts.jsonLd);
    } catch (error) {
      check(false, `${path}: invalid JSON-LD (${String(error)})`);
    }
    const types = nodes.map((node) => node["@type"]);
    check(types.includes("Organization"), `${path}: no Organization in JSON-LD`);

    const inner = path !== "/" && !noindex;
    if (inner) {
      const trail = nodes.find((node) => node["@type"] === "BreadcrumbList") as
        | { itemListElement: { item: string; name: string; position: number }[] }
        | undefined;
      check(trail !== undefined, `${path}: no BreadcrumbList`);
      const names = trail?.itemListElement.map((crumb) => crumb.name) ?? [];
      check(
        JSON.stringify(facts.visibleTrail) === JSON.stringify(names),
        `${path}: visible trail ${JSON.stringify(facts.visibleTrail)} differs from BreadcrumbList ${JSON.stringify(names)}`,
      );
      const last = trail?.itemListElement.at(-1);
      check(last?.item === expectedCanonical, `${path}: breadcrumb ends at ${last?.item}`);
      check(trail?.itemListElement[0]?.item === `${ORIGIN}/`, `${path}: breadcrumb does not start at home`);
    }

    if (path === "/ressources/faq") {
      const faq = nodes.find((node) => node["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
      const count = FAQ_GROUPS.reduce((sum, group) => sum + group.items.length, 0);
      check(faq?.mainEntity.length === count, `${path}: FAQPage with ${faq?.mainEntity.length} questions`);
    }

    if (/^\/blog\/[^/]+$/.test(path)) {
      const post = nodes.find((node) => node["@type"] === "BlogPosting") as
        | { datePublished?: string; headline?: string; image?: string }
        | undefined;
      check(post !== undefined, `${path}: no BlogPosting`);
      check(/^\d{4}-\d{2}-\d{2}/.test(String(post?.datePublished)), `${path}: BlogPosting without date`);
      check(`${facts.title}`.startsWith(String(post?.headline)), `${path}: headline differs from the title`);
      check(String(post?.image).startsWith(`${ORIGIN}/`), `${path}: BlogPosting without image`);
    }

    if (/^\/tarifs\/[^/]+$/.test(path)) {
      const product = nodes.find((node) => node["@type"] === "Product") as { offers?: unknown } | undefined;
      check(product !== undefined, `${path}: no Product`);
      const offers = (Array.isArray(product?.offers) ? product.offers : [product?.offers]) as (
        | { "@type"?: string; priceCurrency?: string }
        | undefined
      )[];
      check(
        offers.some((offer) => offer?.["@type"] === "Offer" || offer?.["@type"] === "AggregateOffer"),
        `${path}: Product without Offer`,
      );
      check(
        offers.every((offer) => offer?.priceCurrency === undefined || offer.priceCurrency === "EUR"),
        `${path}: offer not in euros`,
      );
    }

    if (alias) {
      check(noindex, `${path}: alias page should be noindex`);
      check(facts.refresh === `0; url=${alias}`, `${path}: meta refresh ${facts.refresh}`);
    }
  }

  for (const image of images) {
    const res = await request.get(new URL(image).pathname);
    check(res.status() === 200, `og:image ${image} answers ${res.status()}`);
  }

  expect(problems, problems.join("\n")).toEqual([]);
});

test("sitemap.xml lists exactly the indexable pages, and robots.txt points to it", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto("about:blank");
  const indexable: string[] = [];
  for (const path of PATHS) {
    if (path === "/404" || path === "/maintenance") continue;
    const html = readFileSync(fileOf(path), "utf8");
    const robots = await page.evaluate(
      (source) =>
        new DOMParser()
          .parseFromString(source, "text/html")
          .querySelector('meta[name="robots"]')
          ?.getAttribute("content") ?? "",
      html,
    );
    if (!robots.includes("noindex")) indexable.push(`${ORIGIN}${path}`);
  }

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect([...listed].sort()).toEqual([...indexable].sort());
  for (const excluded of ["/404", "/maintenance", "/faq", "/ressources/blog", "/crmpro"])
    expect(listed).not.toContain(`${ORIGIN}${excluded}`);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap\\.xml$`, "m"));
});
