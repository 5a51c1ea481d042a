import type { Feature } from "../../lib/catalog/types.ts";
import { cx } from "./cx.ts";

const COLUMNS = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const;

/** Titled short texts in cards (benefits, features, reasons to choose). */
export function FeatureGrid({
  items,
  level = "h3",
  columns = 3,
}: {
  items: readonly Feature[];
  /** Heading level of each item, below the section's h2. */
  level?: "h3" | "h4";
  columns?: 2 | 3 | 4;
}) {
  const Heading = level;
  return (
    <ul className={cx("mt-10 grid gap-6", COLUMNS[columns])}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <svg className="h-8 w-8 text-accent-600" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <Heading className="mt-4 text-lg font-semibold text-ink">{item.title}</Heading>
          <p className="mt-2 leading-7 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
