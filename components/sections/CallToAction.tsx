import type { ReactNode } from "react";
import { overridableText } from "../behaviours/overridable-text.ts";

/** Closing call to action on a brand-coloured band; buttons as children. */
export function CallToAction(props: {
  id: string;
  title: string;
  text: string;
  titleKey?: string;
  textKey?: string;
  children?: ReactNode;
}) {
  const { id, title, text, titleKey, textKey, children } = props;
  return (
    <section aria-labelledby={id} className="container-page section">
      <div className="rounded-2xl bg-brand-700 px-6 py-12 text-center text-on-brand sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl" {...overridableText(titleKey)}>
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-50" {...overridableText(textKey)}>
          {text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3 [&_.btn-secondary]:border-white">{children}</div>
      </div>
    </section>
  );
}
