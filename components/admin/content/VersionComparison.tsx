import type { Change } from "diff";
import type { Comparison } from "../../../lib/catalog/content/compare.ts";

/** A field's text with its removed words (before) or added words (after) marked, the others as they are. */
function Marked({ words, side }: { words: Change[]; side: "before" | "after" }) {
  const hidden = side === "before" ? "added" : "removed";
  const marked = side === "before" ? "removed" : "added";
  const parts = words.filter((part) => !part[hidden]);
  if (parts.every((part) => part.value === "")) return <span className="text-muted">(vide)</span>;
  return (
    <>
      {parts.map((part, index) =>
        part[marked] ? (
          side === "before" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered.
            <del key={index} className="rounded bg-red-100 px-0.5 text-red-900">
              {part.value}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered.
            <ins key={index} className="rounded bg-green-100 px-0.5 text-green-900 no-underline">
              {part.value}
            </ins>
          )
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered.
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}

/**
 * Two versions compared field by field: each changed field with its place in the form, what it
 * was (words removed struck out) and what it is (words added marked), every field included, those
 * that do not show on the page too; then how many are the same.
 */
export function VersionComparison({
  comparison,
  before,
  after,
}: {
  comparison: Comparison;
  before: string;
  after: string;
}) {
  return (
    <div data-comparison>
      <p className="text-muted">
        {comparison.changed.length === 0
          ? "Aucune différence entre ces deux versions."
          : `${comparison.changed.length} champ${comparison.changed.length > 1 ? "s" : ""} modifié${comparison.changed.length > 1 ? "s" : ""}, ${comparison.unchanged} identique${comparison.unchanged > 1 ? "s" : ""}.`}
      </p>
      {comparison.changed.length > 0 && (
        <ol className="mt-4 space-y-4">
          {comparison.changed.map((field) => (
            <li key={field.path} className="rounded-lg border border-line bg-white p-3" data-field={field.path}>
              <p className="font-semibold text-ink">{field.label}</p>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                <div>
                  <p className="text-sm font-medium text-muted">{before}</p>
                  <p className="mt-1 whitespace-pre-wrap break-words" data-side="avant">
                    <Marked words={field.words} side="before" />
                  </p>
                </div>
                <div>
                  <p className="text-sm font-medium text-muted">{after}</p>
                  <p className="mt-1 whitespace-pre-wrap break-words" data-side="apres">
                    <Marked words={field.words} side="after" />
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
