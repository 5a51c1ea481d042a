import { BLOG_PATH } from "../../config/blog-pages.ts";
import { siteUrl } from "../../config/env.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../config/redirects.ts";
import type { Article } from "../../content/articles/article-rules.ts";
import { assembleLinksReport, type HeldLinks, type LinksReport } from "../../seo/links-assemble.ts";
import { linkTarget, pageHrefs, textHrefs } from "../../seo/links-extract.ts";
import { resolveInternal, type SiteAddresses } from "../../seo/links-resolve.ts";
import { publishedArticles } from "../articles/articles-store.ts";
import type { Db } from "../store/db.ts";
import { publicFile } from "./known-path.ts";
import { externalLinkFailures } from "./links-check-store.ts";
import { servedRedirects } from "./redirects-store.ts";
import { ownOrigin, seoReview } from "./review.ts";

/** What an article holds: the links of its Markdown and of its call to action (where the team fixes them). */
export const articleHrefs = (article: Pick<Article, "body" | "cta">): string[] =>
  textHrefs([article.body, article.cta]);

/** What this site answers, for following its internal links: its pages as served, its files, redirects and articles. */
export async function siteAddresses(
  db: Db,
  served: Iterable<string>,
  articles: readonly Article[],
  probed: ReadonlySet<string> = new Set(),
): Promise<SiteAddresses> {
  const answering = new Set([...served, ...probed]);
  for (const article of articles) answering.add(`${BLOG_PATH}/${article.slug}`);
  const current = new Map(articles.map((article) => [article.id, `${BLOG_PATH}/${article.slug}`]));
  const [redirects, formers] = await Promise.all([
    servedRedirects(db),
    db.all<{ slug: string; article_id: string }>("SELECT slug, article_id FROM article_former_slugs"),
  ]);
  const moved = new Map<string, string>();
  for (const former of formers) {
    const to = current.get(former.article_id);
    if (to) moved.set(`${BLOG_PATH}/${former.slug}`, to);
  }
  return {
    origin: siteUrl(),
    answers: (path) => answering.has(path) || publicFile(path),
    aliases: { ...INTERNAL_REDIRECTS, ...PRODUCT_REDIRECTS },
    redirects: new Map(redirects.map((redirect) => [redirect.from, { to: redirect.to, status: redirect.status }])),
    movedArticle: (path) => moved.get(path),
  };
}

/**
 * The links report from the pages as served (the build's pages with the store's content, read
 * through this server like the SEO review) and the articles out (their Markdown: where a link is
 * fixed): orphan pages of the sitemap, internal links answering 404, 410, a loop or a redirect
 * (with the final address), and the external addresses whose last daily check failed.
 */
export async function linksReport(db: Db, now = Date.now()): Promise<LinksReport> {
  const [review, articles, failures] = await Promise.all([
    seoReview(),
    publishedArticles(db, { now }),
    externalLinkFailures(db),
  ]);
  const articlePaths = new Set(articles.map((article) => `${BLOG_PATH}/${article.slug}`));
  const pages = review.pages.filter((page) => page.status === 200 && page.path !== "/404");
  const held: HeldLinks[] = [
    ...pages
      .filter((page) => !articlePaths.has(page.path))
      .map((page) => ({
        holder: { kind: "page" as const, path: page.path },
        page: page.path,
        hrefs: pageHrefs(page.html),
      })),
    ...articles.map((article) => {
      const path = `${BLOG_PATH}/${article.slug}`;
      return {
        holder: { kind: "article" as const, id: article.id, title: article.title, path, version: article.version },
        page: path,
        hrefs: articleHrefs(article),
      };
    }),
  ];
  const served = pages.map((page) => page.path);
  const known = await siteAddresses(db, served, articles);
  const site = await siteAddresses(db, served, articles, await answeringElsewise(held, known));
  // The blog's list links each article out, whichever of its pages shows it.
  const extraEdges = articles.map((article) => [BLOG_PATH, `${BLOG_PATH}/${article.slug}`] as const);
  const sitemap = review.sitemap ?? pages.map((page) => page.path);
  return assembleLinksReport({ held, site, sitemap, extraEdges, failures });
}

/** Links asked of this server at most, per report: those no page, file, redirect or article explains. */
const PROBES_MAX = 200;
const PROBE_TIMEOUT_MS = 5_000;

/**
 * The paths the links lead to that neither a pre-rendered page, a file, a redirect nor an article
 * explains (a route such as /rss.xml, a page rendered on request such as /newsletter/desinscription),
 * asked of this server as a visitor would (a few at a time, redirects not followed): those that
 * answer 200.
 */
async function answeringElsewise(held: readonly HeldLinks[], site: SiteAddresses): Promise<Set<string>> {
  const unknown = new Set<string>();
  for (const { page, hrefs } of held)
    for (const href of hrefs) {
      const target = linkTarget(href, page, site.origin);
      if (target?.kind === "internal" && resolveInternal(target.path, site).kind === "missing")
        unknown.add(target.path);
    }
  const paths = [...unknown].slice(0, PROBES_MAX);
  const answering = new Set<string>();
  const origin = ownOrigin();
  for (let i = 0; i < paths.length; i += 6)
    await Promise.all(
      paths.slice(i, i + 6).map(async (path) => {
        const answer = await fetch(new URL(path, origin), {
          redirect: "manual",
          cache: "no-store",
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        }).catch(() => undefined);
        // Read to the end (a page is small): cancelling the body of Next's fetch waits for its timeout.
        await answer?.text().catch(() => "");
        if (answer?.status === 200) answering.add(path);
      }),
    );
  return answering;
}

/** The other sites' addresses the pages hold: what the daily check looks at. */
export async function externalLinks(db: Db): Promise<string[]> {
  return (await linksReport(db)).externalUrls;
}
