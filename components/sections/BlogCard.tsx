import { isoDay } from "../../lib/content/blog.ts";
import type { BlogEntry } from "../../lib/content/blog-entry.ts";
import { IMAGE_SIZES } from "../../lib/content/blog-images.ts";
import { formatLongDate } from "../../lib/format/french-format.ts";
import { BlogPicture, type ImageLoad } from "./BlogPicture.tsx";

/** A post in a list: image, category, date, title linking to the article, excerpt. */
export function BlogCard({
  post,
  load = "lazy",
  headingLevel = "h2",
}: {
  post: Pick<BlogEntry, "slug" | "title" | "excerpt" | "category" | "date" | "image" | "imageAlt">;
  /** "first" for the first card (its image is the page's largest), "eager" for the rest of the first row. */
  load?: ImageLoad;
  headingLevel?: "h2" | "h3";
}) {
  const { title, excerpt, category, date, image, imageAlt } = post;
  const Heading = headingLevel;
  const href = `/blog/${post.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {image && (
        <BlogPicture
          image={image}
          alt={imageAlt}
          sizes={IMAGE_SIZES.card}
          load={load}
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">{category}</span>
          <time dateTime={isoDay(date)} className="text-muted">
            {formatLongDate(date)}
          </time>
        </p>
        <Heading className="mt-4 text-xl font-bold leading-snug">
          <a href={href} className="rounded-sm after:absolute after:inset-0 group-hover:text-brand-700">
            {title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 body-text">{excerpt}</p>
        <p className="mt-4 font-semibold text-brand-700" aria-hidden="true">
          Lire l'article →
        </p>
      </div>
    </article>
  );
}
