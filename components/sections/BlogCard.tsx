import type { BlogPost } from "../../lib/content/blog.ts";
import { isoDay } from "../../lib/content/blog.ts";
import { formatLongDate } from "../../lib/format/french-format.ts";

/** A post in a list: image, category, date, title linking to the article, excerpt. */
export function BlogCard({
  post,
  eager = false,
  headingLevel = "h2",
}: {
  post: BlogPost;
  /** The first card may sit in the first screen: load it eagerly. */
  eager?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const { title, excerpt, category, date, image, imageAlt } = post;
  const Heading = headingLevel;
  const href = `/blog/${post.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {/* biome-ignore lint/performance/noImgElement: plain files of public/, no image optimisation server (next.config.mjs). */}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={imageAlt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
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
        <p className="mt-3 flex-1 leading-7 text-muted">{excerpt}</p>
        <p className="mt-4 font-semibold text-brand-700" aria-hidden="true">
          Lire l'article →
        </p>
      </div>
    </article>
  );
}
