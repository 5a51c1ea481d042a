/**
 * Walks every page of the Next.js build (the pre-rendered .html files of NEXT_DIST_DIR) and checks
 * what search engines and social networks read. A page added later is checked without editing this
 * file. Ported from tests/e2e/seo.spec.ts, with the same checks; where the Next build legitimately
 * differs:
 * - the pages are read from the build's server/app folder (scripts/gates/next-build.ts), the
 *   not-found page being "/404";
 * - the aliases (/faq, /ressources/blog) and the product paths are redirected by the middleware only
 *   and have no fallback page in the build: their statuses and targets are checked over HTTP;
 * - the home page's canonical URL is written as the bare origin: canonicals are compared as URLs;
 * - the brand suffix is left out of a <title> it would push over 60 characters (lib/seo/metadata.ts);
 * - the sitemap is next-sitemap's public/sitemap.xml, whose <urlset> also declares its extensions'
 *   namespaces and which writes the home page as the bare origin: its entries are compared as URLs.
 */

import { FAQ_GROUPS } from "../../lib/catalog/faq.ts";
import { ADMIN_PATH } from "../../lib/config/admin.ts";
import { siteUrl } from "../../lib/config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { SITE } from "../../lib/config/site.ts";
import { getSortedPosts } from "../../lib/content/blog.ts";
import { TITLE_MAX } from "../../lib/seo/metadata.ts";
import { nextDistDir, nextPages } from "../../scripts/gates/next-build.ts";
import { budget } from "../browser-args.ts";
import { expect, test } from "../browser-test.ts";

const ORIGIN = siteUrl();
const SUFFIX = ` | ${SITE.name}`;

const PAGES = nextPages(nextDistDir());
const PATHS = PAGES.map((page) => page.path).sort();
const htmlOf = (path: string) => PAGES.find((page) => page.path === path)?.html ?? "";
const POSTS = getSortedPosts();

/** Kept out of search engines on purpose: the maintenance screen, the not-found page, the per-application demo forms. */
const isNoindexPath = (path: string) =>
  path === "/maintenance" || path === "/404" || /^\/demande-de-demo\/[^/]+$/.test(path);

interface JsonLdNode {
  "@type"?: string;
  [key: string]: unknown;
}

interface PageFacts {
  title: string;
  description: string | null;
  canonical: string | null;
  ogImage: string | null;
  ogImageAlt: string | null;
  twitterImageAlt: string | null;
  ogType: string | null;
  published: string | null;
  section: string | null;
  twitterCard: string | null;
  robots: string | null;
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
  test.setTimeout(budget(180_000));
  await page.goto("about:blank");
  const titles = new Map<string, string>();
  const images = new Set<string>();
  const imageAlts = new Map<string, string>();
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };

  for (const path of PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    const expectedStatus = path === "/404" ? 404 : 200;
    check(response.status() === expectedStatus, `${path}: status ${response.status()} instead of ${expectedStatus}`);
    const html = await response.text();

    const facts: PageFacts = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        title: doc.title,
        description: attr('meta[name="description"]', "content"),
        canonical: attr('link[rel="canonical"]', "href"),
        ogImage: attr('meta[property="og:image"]', "content"),
        ogImageAlt: attr('meta[property="og:image:alt"]', "content"),
        twitterImageAlt: attr('meta[name="twitter:image:alt"]', "content"),
        ogType: attr('meta[property="og:type"]', "content"),
        published: attr('meta[property="article:published_time"]', "content"),
        section: attr('meta[property="article:section"]', "content"),
        twitterCard: attr('meta[name="twitter:card"]', "content"),
        robots: attr('meta[name="robots"]', "content"),
        h1Count: doc.querySelectorAll("h1").length,
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
        visibleTrail: [...doc.querySelectorAll('nav[aria-label="Fil d\'Ariane"] li')].map((li) =>
          (li.textContent ?? "").replace("/", "").trim(),
        ),
      };
    }, html);

    const noindex = facts.robots?.includes("noindex") ?? false;
    check(noindex === isNoindexPath(path), `${path}: robots ${facts.robots}`);

    // Title: present, unique, at most 60 characters before the site suffix.
    check(facts.title.length > 0, `${path}: no <title>`);
    const previous = titles.get(facts.title);
    check(previous === undefined, `${path}: same <title> as ${previous}`);
    titles.set(facts.title, path);
    if (path !== "/") {
      const own = facts.title.endsWith(SUFFIX) ? facts.title.slice(0, -SUFFIX.length) : facts.title;
      check(
        facts.title.endsWith(SUFFIX) || own.length + SUFFIX.length > TITLE_MAX,
        `${path}: title without the "${SUFFIX}" suffix`,
      );
      check(own.length > 0 && own.length <= TITLE_MAX, `${path}: title of ${own.length} characters: "${own}"`);
    }

    // Description: 120 to 160 characters on every page visitors can find.
    const description = facts.description ?? "";
    check(description.length > 0, `${path}: no meta description`);
    if (!noindex)
      check(
        description.length >= 120 && description.length <= 160,
        `${path}: description of ${description.length} characters`,
      );

    // Canonical: SITE_URL + path (compared as URLs: Next writes the home page's as the bare origin).
    const expectedCanonical = `${ORIGIN}${path}`;
    const canonical = facts.canonical === null ? null : new URL(facts.canonical).href;
    check(
      canonical === new URL(expectedCanonical).href,
      `${path}: canonical ${facts.canonical} ≠ ${expectedCanonical}`,
    );
    // Written exactly so, without a trailing slash, on every page but the home page.
    if (path !== "/") check(facts.canonical === expectedCanonical, `${path}: canonical written ${facts.canonical}`);

    check(facts.ogImage?.startsWith(`${ORIGIN}/`) ?? false, `${path}: og:image ${facts.ogImage}`);
    if (facts.ogImage) images.add(facts.ogImage);
    // Each page's image shows its own title: its alternative text names it, never a placeholder.
    const alt = facts.ogImageAlt ?? "";
    check(alt.startsWith("Gestio – "), `${path}: og:image:alt ${facts.ogImageAlt}`);
    check(!/ [:;!?]/.test(alt), `${path}: og:image:alt has an ordinary space before « : ; ! ? »: "${alt}"`);
    check(!/– (.+)\u202f: \1$/.test(alt), `${path}: og:image:alt says the same thing twice: "${alt}"`);
    check(facts.twitterImageAlt === facts.ogImageAlt, `${path}: twitter:image:alt ${facts.twitterImageAlt}`);
    if (path !== "/404") {
      const sharedWith = imageAlts.get(alt);
      check(sharedWith === undefined, `${path}: same og:image:alt as ${sharedWith}: "${alt}"`);
      imageAlts.set(alt, path);
    }
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
        JSON.stringify(facts.visibleTrail) === JSON.stringify(names) && names.length > 1,
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
        | { datePublished?: string; headline?: string; image?: string; author?: { "@id"?: string } }
        | undefined;
      check(post !== undefined, `${path}: no BlogPosting`);
      check(/^\d{4}-\d{2}-\d{2}$/.test(String(post?.datePublished)), `${path}: BlogPosting without date`);
      check(`${facts.title}`.startsWith(String(post?.headline)), `${path}: headline differs from the title`);
      check(String(post?.image).startsWith(`${ORIGIN}/blog/`), `${path}: BlogPosting image ${post?.image}`);
      check(post?.author?.["@id"] === `${ORIGIN}/#organization`, `${path}: BlogPosting author`);
      check(facts.ogType === "article", `${path}: og:type ${facts.ogType}`);
      check(facts.published === post?.datePublished, `${path}: article:published_time ${facts.published}`);
      const source = POSTS.find((p) => `/blog/${p.slug}` === path);
      check(source !== undefined && source.category === facts.section, `${path}: article:section ${facts.section}`);
      check(
        new URL(facts.ogImage ?? "/", ORIGIN).pathname === `${path}/opengraph-image`,
        `${path}: og:image ${facts.ogImage} is not the article's own Open Graph image`,
      );
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
  }

  for (const image of images) {
    const res = await request.get(new URL(image).pathname);
    check(res.status() === 200, `og:image ${image} answers ${res.status()}`);
  }

  expect(problems, problems.join("\n")).toEqual([]);
});

test("the aliases and the product paths are redirected, and have no page of their own in the build", async ({
  request,
  baseURL,
}) => {
  for (const [path, target] of Object.entries(INTERNAL_REDIRECTS)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers().location ?? "", baseURL).pathname, path).toBe(target);
    expect(PATHS, path).not.toContain(path);
  }
  for (const [path, target] of Object.entries(PRODUCT_REDIRECTS)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(new URL(target).href);
    expect(PATHS, path).not.toContain(path);
  }
});

test("sitemap.xml lists exactly the indexable pages, and robots.txt points to it", async ({ page, request }) => {
  test.setTimeout(budget(180_000));
  await page.goto("about:blank");
  const indexable: string[] = [];
  for (const path of PATHS) {
    if (path === "/404" || path === "/maintenance") continue;
    const robots = await page.evaluate(
      (source) =>
        new DOMParser()
          .parseFromString(source, "text/html")
          .querySelector('meta[name="robots"]')
          ?.getAttribute("content") ?? "",
      htmlOf(path),
    );
    if (!robots.includes("noindex")) indexable.push(new URL(path, `${ORIGIN}/`).href);
  }

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"[\s>]/);
  // As URLs: next-sitemap writes the home page as the bare origin, which is the URL "${ORIGIN}/".
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").href);
  expect([...listed].sort()).toEqual([...indexable].sort());
  for (const excluded of ["/404", "/maintenance", "/faq", "/ressources/blog", "/crmpro"])
    expect(listed).not.toContain(new URL(excluded, `${ORIGIN}/`).href);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  // The back office is never crawled.
  expect(text).toMatch(new RegExp(`^Disallow: ${ADMIN_PATH}$`, "m"));
  expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap\\.xml$`, "m"));
});
