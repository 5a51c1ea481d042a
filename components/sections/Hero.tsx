import type { ReactNode } from "react";
import { overridableText } from "../behaviours/overridable-text.ts";
import { cx } from "./cx.ts";

/** Page hero: the only h1 of the page, an optional eyebrow and lead text, actions as children. */
export function Hero(props: {
  title: string;
  text?: string;
  eyebrow?: string;
  /** Home page: the override keys of the title and the text. */
  titleKey?: string;
  eyebrowKey?: string;
  textKey?: string;
  subtitle?: string;
  subtitleKey?: string;
  children?: ReactNode;
  after?: ReactNode;
  aside?: ReactNode;
}) {
  const { title, text, eyebrow, titleKey, eyebrowKey, textKey, subtitle, subtitleKey, children, after, aside } = props;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cx("container-page section", aside ? "grid items-center gap-12 lg:grid-cols-[3fr_2fr]" : undefined)}
      >
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="eyebrow" {...overridableText(eyebrowKey)}>
              {eyebrow}
            </p>
          )}
          <h1 className="mt-3 text-display font-extrabold text-ink" {...overridableText(titleKey)}>
            {title}
          </h1>
          {subtitle && (
            <p className="mt-5 text-xl font-semibold leading-8 text-brand-800" {...overridableText(subtitleKey)}>
              {subtitle}
            </p>
          )}
          {text && (
            <p className="mt-5 text-lg leading-8 text-muted" {...overridableText(textKey)}>
              {text}
            </p>
          )}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
          {after}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
