import { overridableText } from "../behaviours/overridable-text.ts";
import { cx } from "./cx.ts";

/** The h2 and lead text opening a section; `id` lets the section reference it with aria-labelledby. */
export function SectionHeading(props: {
  id: string;
  title: string;
  text?: string;
  eyebrow?: string;
  titleKey?: string;
  textKey?: string;
  /** A second lead line (home automation section). */
  subtitle?: string;
  subtitleKey?: string;
  center?: boolean;
}) {
  const { id, title, text, eyebrow, titleKey, textKey, subtitle, subtitleKey, center = false } = props;
  return (
    <div className={cx("max-w-3xl", center && "mx-auto text-center")}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="title-section mt-2" {...overridableText(titleKey)}>
        {title}
      </h2>
      {subtitle && (
        <p className="mt-3 text-xl font-semibold text-brand-700" {...overridableText(subtitleKey)}>
          {subtitle}
        </p>
      )}
      {text && (
        <p className="mt-4 text-lg leading-8 text-muted" {...overridableText(textKey)}>
          {text}
        </p>
      )}
    </div>
  );
}
