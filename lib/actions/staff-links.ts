"use server";

import { redirect } from "next/navigation";
import { LINKS_ADMIN_PATH } from "../config/admin.ts";
import { BLOG_PATH } from "../config/blog-pages.ts";
import { siteUrl } from "../config/env.ts";
import { linkTarget } from "../seo/links-extract.ts";
import { replaceHref } from "../seo/links-replace.ts";
import { resolveInternal } from "../seo/links-resolve.ts";
import { announceChange } from "../server/announce-change.ts";
import { articleById, publishedArticles, saveArticle } from "../server/articles/articles-store.ts";
import { siteAddresses } from "../server/seo/links-report.ts";
import { livePagePaths } from "../server/seo/review.ts";
import { requireStaff } from "../server/staff-guard.ts";

const field = (form: FormData, name: string) => String(form.get(name) ?? "");
const back = (message: string) => `${LINKS_ADMIN_PATH}?message=${message}#liens-internes`;

/**
 * « Remplacer par l'adresse finale » of the links report: in the article's Markdown, the link that
 * answers a redirect is written with its final address (found again here, never taken from the
 * form), saved as a new version over the one the report read (a change meanwhile: refused;
 * the store journals the save) and announced to search engines.
 */
export async function replaceLinkAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(LINKS_ADMIN_PATH, "articles");
  const article = await articleById(directory.db, field(form, "article"));
  const href = field(form, "lien");
  if (!article) redirect(back("lien-introuvable"));
  if (article.version !== Number(field(form, "version"))) redirect(back("lien-article-modifie"));
  const page = `${BLOG_PATH}/${article.slug}`;
  const target = linkTarget(href, page, siteUrl());
  const now = Date.now();
  const articles = await publishedArticles(directory.db, { now });
  const site = await siteAddresses(
    directory.db,
    // Following one link needs where the build's pages are, not every page fetched again as the report does.
    livePagePaths(),
    articles,
  );
  const answer = target?.kind === "internal" ? resolveInternal(target.path, site) : undefined;
  if (answer?.kind !== "redirect") redirect(back("lien-sans-adresse-finale"));
  const { text, count } = replaceHref(article.body, href, answer.final);
  if (count === 0) redirect(back("lien-introuvable"));
  const {
    id,
    state: _state,
    publishAt: _at,
    version,
    createdAt: _c,
    updatedAt: _u,
    updatedBy: _b,
    ...content
  } = article;
  const change = await saveArticle(directory.db, id, version, { ...content, body: text }, staff.userId, now);
  if (!change.ok) redirect(back("conflict" in change ? "lien-article-modifie" : "lien-refuse"));
  await announceChange(directory.db, [page], now);
  redirect(back("lien-remplace"));
}
