import type { BlogImage } from "../../lib/content/blog.ts";
import { isoDay } from "../../lib/content/blog.ts";
import { IMAGE_SIZES } from "../../lib/content/blog-images.ts";
import { formatLongDate } from "../../lib/format/french-format.ts";
import { BlogCta } from "../sections/BlogCta.tsx";
import { BlogPicture } from "../sections/BlogPicture.tsx";

/** What an article page shows, wherever it comes from (a file of the repository, the store). */
export interface ArticleViewProps {
  title: string;
  excerpt: string;
  category: string;
  /** The publication date; none for a draft never published (its preview says so). */
  date: Date | null;
  cover: { image: BlogImage; alt: string } | null;
  /** The body as HTML: the repository's own Markdown, or a stored article's, sanitised (lib/content/articles/article-html.ts). */
  html: string;
  cta: Parameters<typeof BlogCta>[0];
}

/**
 * An article as the public page shows it, and as the back office previews it: one
 * component, so the preview is the page's own rendering.
 */
export function ArticleView({ title, excerpt, category, date, cover, html, cta }: ArticleViewProps) {
  return (
    <article className="container-page max-w-3xl pb-16 pt-8 md:pt-12">
      <header>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">{category}</span>
          <span className="text-muted">
            {date ? (
              <>
                Publié le <time dateTime={isoDay(date)}>{formatLongDate(date)}</time>
              </>
            ) : (
              "Pas encore publié"
            )}
          </span>
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-4 text-xl leading-8 text-muted">{excerpt}</p>
      </header>

      {cover && (
        <div className="mt-8">
          <BlogPicture
            image={cover.image}
            alt={cover.alt}
            sizes={IMAGE_SIZES.article}
            load="first"
            className="aspect-video w-full rounded-2xl object-cover"
          />
        </div>
      )}

      <div
        className="mt-10 text-lg leading-8 text-ink [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
        data-article-body
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's own Markdown, or a stored article's kept to an allow-list by sanitize-html.
        dangerouslySetInnerHTML={{ __html: html }}
      />

      <BlogCta {...cta} />
    </article>
  );
}
