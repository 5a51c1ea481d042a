/**
 * The choice of two versions to compare, « Avant » and « Après », as a GET form to `action`
 * (`?a=…&b=…`): no script, the page compares them on the server. Used by the content desk's history
 * and an article's comparison.
 */
export function VersionPicker({
  action,
  choices,
  a,
  b,
  className,
}: {
  action: string;
  /** Each version's key (in the address) and its name. */
  choices: readonly (readonly [string, string])[];
  a: string;
  b: string;
  className?: string;
}) {
  return (
    <form method="get" action={action} className={`flex flex-wrap items-end gap-4 ${className ?? ""}`}>
      {(["a", "b"] as const).map((side) => (
        <div key={side}>
          <label htmlFor={`version-${side}`} className="block font-medium text-ink">
            {side === "a" ? "Avant" : "Après"}
          </label>
          <select
            id={`version-${side}`}
            name={side}
            defaultValue={side === "a" ? a : b}
            className="mt-1 max-w-full rounded-md border border-line bg-white px-3 py-2 text-ink"
          >
            {choices.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="btn btn-primary">
        Comparer
      </button>
    </form>
  );
}

/** The version a query names when it is one of `choices`, else `fallback`. */
export function pickVersion(choices: ReadonlyMap<string, unknown>, key: unknown, fallback: string): string {
  return typeof key === "string" && choices.has(key) ? key : fallback;
}
