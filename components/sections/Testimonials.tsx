import type { Testimonial } from "../../lib/catalog/types.ts";
import { overridableText } from "../behaviours/overridable-text.ts";
import { cx } from "./cx.ts";

/** Customer quotes: a grid of cards, or one large quote (ComptaPro). */
export function Testimonials(props: {
  id: string;
  title: string;
  text?: string;
  titleKey?: string;
  textKey?: string;
  items: readonly Testimonial[];
}) {
  const { id, title, text, titleKey, textKey, items } = props;
  const single = items.length === 1;
  return (
    <section aria-labelledby={id} className="bg-surface">
      <div className="container-page section">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={id} className="title-section" {...overridableText(titleKey)}>
            {title}
          </h2>
          {text && (
            <p className="mt-4 text-lg leading-8 text-muted" {...overridableText(textKey)}>
              {text}
            </p>
          )}
        </div>
        <ul
          className={cx(
            "mt-10 grid gap-6",
            single ? "mx-auto max-w-3xl" : items.length === 2 ? "md:grid-cols-2" : "md:grid-cols-3",
          )}
        >
          {items.map((t) => (
            <li key={t.author} className="card flex h-full flex-col">
              <figure className="flex h-full flex-col">
                <blockquote className={cx("flex-1 leading-7 text-ink", single && "text-xl leading-9")}>
                  <p>«&nbsp;{t.quote}&nbsp;»</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-ink">{t.author}</span>
                  {t.role && <span className="block text-sm text-muted">{t.role}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
