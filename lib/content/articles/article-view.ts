import type { ArticleViewProps } from "../../../components/blog/ArticleView.tsx";
import { renderArticleHtml } from "./article-html.ts";
import type { ArticleContent } from "./article-rules.ts";

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
