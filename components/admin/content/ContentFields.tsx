import { QUOTE_PRICES } from "../../../lib/catalog/content/fields.ts";
import type { FormNode } from "../../../lib/catalog/content/form-values.ts";
import { FieldError } from "../FormErrorSummary.tsx";

/** A control's id from its name (`c.0.features.2` → `champ-c-0-features-2`): the summary's links and the labels point at it. */
export const controlId = (name: string): string => `champ-${name.replace(/\./g, "-")}`;

const described = (id: string, help: string | undefined, error: string | undefined) =>
  [help ? `${id}-aide` : "", error ? `${id}-erreur` : ""].filter(Boolean).join(" ") || undefined;

const INPUT = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-ink";

/**
 * The fields of a content item, drawn from the tree its kind's schema gives: a group as a fieldset,
 * a list as an ordered list whose items move, go and come with buttons (keyboard and no script:
 * each is a submit button the action answers), a text, a price, a choice or a box. Uncontrolled
 * fields: each answer of the action gives them their values again.
 */
export function ContentFields({
  node,
  errors,
  depth = 0,
  position,
}: {
  node: FormNode;
  errors: Record<string, string>;
  depth?: number;
  /** Its place in a list (from 1): « Formule 2 ». */
  position?: number;
}) {
  if (node.kind === "group")
    return (
      <fieldset className={depth > 1 ? "space-y-4" : "space-y-4 rounded-lg border border-line p-4"}>
        <legend className="px-1 font-semibold text-ink">
          {node.meta.label}
          {position !== undefined && ` ${position}`}
        </legend>
        {node.fields.map((field) => (
          <ContentFields key={field.path} node={field} errors={errors} depth={depth + 1} />
        ))}
      </fieldset>
    );
  if (node.kind === "list") {
    const { meta, items, path } = node;
    const id = controlId(path);
    return (
      <fieldset className="space-y-3" id={id} aria-describedby={described(id, meta.help, errors[path])}>
        <legend className="font-semibold text-ink">
          {meta.label}{" "}
          <span className="font-normal text-muted">
            ({items.length} sur {meta.max} au plus)
          </span>
        </legend>
        {meta.help && (
          <p id={`${id}-aide`} className="text-sm text-muted">
            {meta.help}
          </p>
        )}
        <FieldError id={id} message={errors[path]} />
        <input type="hidden" name={`${path}.n`} value={items.length} />
        <ol className="space-y-3">
          {items.map((child, index) => {
            const which = `${meta.feminine ? "la" : "le"} ${meta.itemLabel} ${index + 1}`;
            return (
              <li key={child.path} className="rounded-md border border-line bg-surface p-3" data-list-item={child.path}>
                <ContentFields node={child} errors={errors} depth={depth + 1} position={index + 1} />
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="submit"
                    name="intent"
                    value={`monter:${child.path}`}
                    className="btn btn-secondary text-sm"
                    disabled={index === 0}
                    aria-label={`Monter ${which}`}
                  >
                    Monter
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={`descendre:${child.path}`}
                    className="btn btn-secondary text-sm"
                    disabled={index === items.length - 1}
                    aria-label={`Descendre ${which}`}
                  >
                    Descendre
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={`retirer:${child.path}`}
                    className="btn btn-secondary text-sm"
                    disabled={items.length <= meta.min}
                    aria-label={`Retirer ${which}`}
                  >
                    Retirer
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="submit"
          name="intent"
          value={`ajouter:${path}`}
          className="btn btn-secondary text-sm"
          disabled={items.length >= meta.max}
        >
          Ajouter {meta.feminine ? "une" : "un"} {meta.itemLabel}
        </button>
      </fieldset>
    );
  }
  const { meta, path, value } = node;
  const id = controlId(path);
  const error = errors[path];
  const help = "help" in meta ? meta.help : undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described(id, help, error),
  } as const;
  const helpLine = help && (
    <p id={`${id}-aide`} className="mt-1 text-sm text-muted">
      {help}
    </p>
  );
  switch (meta.field) {
    case "hidden":
      return <input type="hidden" name={path} value={value} />;
    case "boolean":
      return (
        <div>
          <label className="flex items-center gap-2 font-medium text-ink">
            <input type="checkbox" name={path} defaultChecked={node.checked} className="h-5 w-5" {...common} />
            {meta.label}
          </label>
          {helpLine}
          <FieldError id={id} message={error} />
        </div>
      );
    case "price":
      return (
        <div>
          <label htmlFor={`${id}-type`} className="block font-medium text-ink">
            {meta.label}
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <select
              id={`${id}-type`}
              name={`${path}.kind`}
              defaultValue={node.priceKind}
              className="rounded-md border border-line bg-white px-3 py-2 text-ink"
              aria-label={`${meta.label} : type`}
            >
              <option value="amount">Un prix</option>
              {QUOTE_PRICES.map((quote) => (
                <option key={quote} value={quote}>
                  {quote}
                </option>
              ))}
            </select>
            <input
              type="text"
              inputMode="decimal"
              name={`${path}.amount`}
              defaultValue={value}
              className="w-32 rounded-md border border-line bg-white px-3 py-2 text-ink"
              aria-label={`${meta.label} en euros`}
              {...common}
            />
            <span aria-hidden="true">€</span>
          </div>
          {helpLine}
          <FieldError id={id} message={error} />
        </div>
      );
    case "target":
      return (
        <div>
          <label htmlFor={id} className="block font-medium text-ink">
            {meta.label}
          </label>
          <select name={path} defaultValue={value} className={INPUT} {...common}>
            {meta.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {helpLine}
          <FieldError id={id} message={error} />
        </div>
      );
    default:
      return (
        <div>
          <label htmlFor={id} className="block font-medium text-ink">
            {meta.label}
            {!meta.required && <span className="font-normal text-muted"> (facultatif)</span>}{" "}
            <span className="font-normal text-muted">({meta.max.toLocaleString("fr-FR")} caractères au plus)</span>
          </label>
          {meta.multiline ? (
            <textarea
              name={path}
              defaultValue={value}
              rows={Math.min(8, Math.max(3, Math.ceil(value.length / 80)))}
              className={INPUT}
              {...common}
            />
          ) : (
            <input type="text" name={path} defaultValue={value} className={INPUT} {...common} />
          )}
          {helpLine}
          <FieldError id={id} message={error} />
        </div>
      );
  }
}
