import { type Change, diffWords } from "diff";
import type { z } from "zod";
import { priceLabel } from "../price-label.ts";
import { groupShapeOf, listItemOf, metaOf, type QuotePrice, targetInputOf } from "./fields.ts";

/**
 * Two versions of a content item compared field by field, every field included, those a visitor
 * never sees too (a button's target, an anchor, the order of a list: each place compared). Text
 * fields carry their words added and removed (`diff`'s diffWords).
 */
export interface FieldComparison {
  /** The control's name (`c.1.price`): a stable key. */
  path: string;
  /** Where the field is, as the form names it: « Formule 2 › Prix mensuel TTC ». */
  label: string;
  before: string;
  after: string;
  /** The words of `before` and `after`, marked added or removed. */
  words: Change[];
}

export interface Comparison {
  changed: FieldComparison[];
  /** How many fields are the same in both. */
  unchanged: number;
}

/** A leaf's value as a person reads it: a price as on the page, a box as Oui / Non, a target by its name. */
function shown(meta: ReturnType<typeof metaOf>, value: unknown): string {
  if (value === undefined) return "";
  switch (meta.field) {
    case "price":
      return typeof value === "number" || value === "Sur devis" || value === "Nous contacter"
        ? priceLabel(value as number | QuotePrice)
        : String(value);
    case "boolean":
      return value === true ? "Oui" : "Non";
    case "target": {
      const choice = targetInputOf(value);
      const option = meta.options.find((one) => one.value === choice);
      return option ? `${option.label} (${choice})` : choice;
    }
    default:
      return typeof value === "string" ? value : JSON.stringify(value);
  }
}

/** Compares `before` and `after`, two values of `schema` (older first). */
export function compareVersions(schema: z.ZodType, before: unknown, after: unknown): Comparison {
  const changed: FieldComparison[] = [];
  let unchanged = 0;
  const walk = (node: z.ZodType, a: unknown, b: unknown, path: string, label: string) => {
    const meta = metaOf(node);
    if (meta.field === "group") {
      const shape = groupShapeOf(node);
      const objectA = (typeof a === "object" && a !== null ? a : {}) as Record<string, unknown>;
      const objectB = (typeof b === "object" && b !== null ? b : {}) as Record<string, unknown>;
      for (const key of Object.keys(shape)) {
        const field = shape[key] as z.ZodType;
        walk(field, objectA[key], objectB[key], `${path}.${key}`, join(label, metaOf(field).label));
      }
      return;
    }
    if (meta.field === "list") {
      const listA = Array.isArray(a) ? a : [];
      const listB = Array.isArray(b) ? b : [];
      const item = listItemOf(node);
      const itemName = metaOf(item).label;
      for (let index = 0; index < Math.max(listA.length, listB.length); index++)
        walk(item, listA[index], listB[index], `${path}.${index}`, join(label, `${itemName} ${index + 1}`));
      return;
    }
    const textA = shown(meta, a);
    const textB = shown(meta, b);
    if (textA === textB) unchanged++;
    else changed.push({ path, label, before: textA, after: textB, words: diffWords(textA, textB) });
  };
  walk(schema, before, after, "c", "");
  return { changed, unchanged };
}

const join = (outer: string, inner: string) => (outer ? `${outer} › ${inner}` : inner);
