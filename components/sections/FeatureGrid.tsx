import type { Feature } from "../../lib/catalog/types.ts";
import { Icon } from "../icons/Icon.tsx";
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
          <Icon name="check-circle" className="h-8 w-8 text-accent-600" />
          <Heading className="card-title mt-4">{item.title}</Heading>
          <p className="mt-2 body-text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
