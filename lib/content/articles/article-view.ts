import type { ArticleViewProps } from "../../../components/blog/ArticleView.tsx";
import type { BlogEntry } from "../blog-entry.ts";
import { renderArticleHtml } from "./article-html.ts";
import type { Article, ArticleContent } from "./article-rules.ts";

/** What ArticleView shows of a stored article's content: its body sanitised, its cover if it has one. */
export function articleViewOf(content: ArticleContent, publishAt: number | null): ArticleViewProps {
  const { cover } = content;
  return {
    title: content.title,
    excerpt: content.excerpt,
    category: content.category,
    date: publishAt === null ? null : new Date(publishAt),
    cover: cover ? { image: { src: cover.src, width: cover.width, height: cover.height }, alt: cover.alt } : null,
    html: renderArticleHtml(content.body),
    cta: content.cta,
  };
}

/** A published article of the store as the public blog shows it. */
export function entryOfArticle(article: Article): BlogEntry {
  const { slug, title, excerpt, category, cover, cta, seoTitle, seoDescription } = article;
  return {
    slug,
    title,
    excerpt,
    category,
    date: new Date(article.publishAt ?? article.createdAt),
    modified: new Date(Math.max(article.updatedAt, article.publishAt ?? 0)),
    image: cover ? { src: cover.src, width: cover.width, height: cover.height } : null,
    imageAlt: cover?.alt ?? "",
    html: renderArticleHtml(article.body),
    cta,
    seoTitle,
    seoDescription,
  };
}
