import { z } from "zod";
import { formatPrice } from "../../format/french-format.ts";

/**
 * The fields of the content desk, each a zod schema carrying its own description (`.meta()`): the
 * one source of a kind's form (label, help, limits, widget), the server's validation (French
 * messages) and, through the kind's defaults, today's catalog. A field added to a kind's schema is
 * in its form, its validation and its pages at once.
 */
export type FieldMeta =
  | { field: "text"; label: string; max: number; required: boolean; multiline: boolean; help?: string | undefined }
  | { field: "price"; label: string; help?: string | undefined }
  | { field: "boolean"; label: string; help?: string | undefined }
  | { field: "target"; label: string; options: readonly { value: string; label: string }[]; help?: string | undefined }
  | { field: "hidden"; label: string }
  | {
      field: "list";
      label: string;
      itemLabel: string;
      feminine: boolean;
      min: number;
      max: number;
      help?: string | undefined;
    }
  | { field: "group"; label: string };

/** The words the sale of a plan on quote shows in place of a price. */
export const QUOTE_PRICES = ["Sur devis", "Nous contacter"] as const;
export type QuotePrice = (typeof QUOTE_PRICES)[number];

/** The largest monthly price the desk accepts, in euros: beyond, a typing mistake. */
export const MAX_PRICE = 100_000;

export const FIELD_MESSAGES = {
  required: "Ce champ est obligatoire.",
  tooLong: (max: number) => `${max.toLocaleString("fr-FR")} caractères au plus.`,
  tooFew: (min: number, item: string) => `Au moins ${min} ${item}${min > 1 ? "s" : ""}.`,
  tooMany: (max: number, item: string) => `${max} ${item}s au plus.`,
  price:
    "Indiquez un prix en euros, avec au plus deux décimales (par exemple 12,99), ou choisissez « Sur devis » ou « Nous contacter ».",
  priceTooHigh: `Un prix mensuel de ${formatPrice(MAX_PRICE)} au plus.`,
  choice: "Choisissez une des valeurs proposées.",
} as const;

const visibleLength = (value: string) => [...value].length;

/** A plain text (markup is kept as text and shown as text everywhere), trimmed, within `max` characters. */
export function textField(
  label: string,
  max: number,
  options: { required?: boolean; multiline?: boolean; help?: string | undefined } = {},
) {
  const required = options.required ?? true;
  return z
    .string(FIELD_MESSAGES.required)
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .refine((value) => !required || value.length > 0, FIELD_MESSAGES.required)
        .refine((value) => visibleLength(value) <= max, FIELD_MESSAGES.tooLong(max)),
    )
    .meta({
      field: "text",
      label,
      max,
      required,
      multiline: options.multiline ?? false,
      help: options.help,
    } satisfies FieldMeta);
}

/** A price in euros TTC with at most 2 decimals (0: free), or one of the quote wordings. */
export function priceField(label: string, help?: string) {
  return z
    .union(
      [
        z
          .number(FIELD_MESSAGES.price)
          .min(0, FIELD_MESSAGES.price)
          .max(MAX_PRICE, FIELD_MESSAGES.priceTooHigh)
          .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, FIELD_MESSAGES.price),
        z.enum(QUOTE_PRICES),
      ],
      FIELD_MESSAGES.price,
    )
    .meta({ field: "price", label, help } satisfies FieldMeta);
}

export function booleanField(label: string, help?: string) {
  return z.boolean().meta({ field: "boolean", label, help } satisfies FieldMeta);
}

/** A dialog a button may open instead of an address: `demo:{product}` in the desk's choice. */
const DIALOG_TARGET = /^demo:([a-z0-9]+)$/;

/**
 * Where a button leads, among `options` (addresses, or `demo:{product}` for the demo request's
 * dialog): stored as the catalog has it (an address, or `{ dialog: "demo", product }`).
 */
export function targetField(label: string, options: readonly { value: string; label: string }[], help?: string) {
  const values = options.map((option) => option.value);
  return z
    .union([z.string(), z.strictObject({ dialog: z.literal("demo"), product: z.string() })], FIELD_MESSAGES.choice)
    .refine((value) => values.includes(targetInputOf(value)), FIELD_MESSAGES.choice)
    .meta({ field: "target", label, options, help } satisfies FieldMeta);
}

/** A target as the desk's choice names it. */
export function targetInputOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null && (value as { dialog?: unknown }).dialog === "demo")
    return `demo:${String((value as { product?: unknown }).product)}`;
  return "";
}

/** The desk's choice as the catalog keeps it. */
export function targetFromInput(choice: string): unknown {
  const dialog = DIALOG_TARGET.exec(choice);
  return dialog ? { dialog: "demo", product: dialog[1] } : choice;
}

/** A value the form carries unchanged (an anchor), made by the server when empty. */
export function hiddenField(label: string) {
  return z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]*$/)
    .meta({ field: "hidden", label } satisfies FieldMeta);
}

/** An ordered list of `item`s, between `min` and `max` long. */
export function listField<T extends z.ZodType>(
  label: string,
  itemLabel: string,
  item: T,
  bounds: { min?: number; max: number; help?: string | undefined; masculine?: boolean },
) {
  const min = bounds.min ?? 0;
  return z
    .array(item)
    .min(min, FIELD_MESSAGES.tooFew(min, itemLabel))
    .max(bounds.max, FIELD_MESSAGES.tooMany(bounds.max, itemLabel))
    .meta({
      field: "list",
      label,
      itemLabel,
      feminine: !bounds.masculine,
      min,
      max: bounds.max,
      help: bounds.help,
    } satisfies FieldMeta);
}

export function groupField<T extends z.ZodRawShape>(label: string, shape: T) {
  return z.strictObject(shape).meta({ field: "group", label } satisfies FieldMeta);
}

/** The description a field's schema carries (every field of a kind has one). */
export function metaOf(schema: z.ZodType): FieldMeta {
  const meta = schema.meta() as FieldMeta | undefined;
  if (!meta?.field) throw new Error("a content field without its description");
  return meta;
}

/** The schema of a list's items, of a group's fields. */
export function listItemOf(schema: z.ZodType): z.ZodType {
  return (schema as z.ZodArray<z.ZodType>).element;
}
export function groupShapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return (schema as z.ZodObject).shape as Record<string, z.ZodType>;
}

/** A price as the desk's field shows it: « 12,99 » (no symbol: the field says euros), or the wording. */
export function priceInputOf(value: unknown): { kind: "amount" | QuotePrice; amount: string } {
  if (typeof value === "number")
    return { kind: "amount", amount: Number.isInteger(value) ? String(value) : value.toFixed(2).replace(".", ",") };
  if (typeof value === "string" && (QUOTE_PRICES as readonly string[]).includes(value))
    return { kind: value as QuotePrice, amount: "" };
  return { kind: "amount", amount: typeof value === "string" ? value : "" };
}

/**
 * A price typed in the desk: « 12,99 », « 12.99 », « 12 », « 1 200,50 », « 12,99 € »; the typed text
 * as it was when it is no price (validation then says so next to the field, the text kept).
 */
export function priceFromInput(kind: string, amount: string): unknown {
  if ((QUOTE_PRICES as readonly string[]).includes(kind)) return kind;
  const plain = amount.replace(/[\s\u00a0\u202f]/g, "").replace(/€$/, "");
  if (!/^\d{1,6}(?:[.,]\d{1,2})?$/.test(plain)) return amount;
  return Number(plain.replace(",", "."));
}
