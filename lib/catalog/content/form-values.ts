import type { z } from "zod";
import {
  type FieldMeta,
  groupShapeOf,
  listItemOf,
  metaOf,
  priceFromInput,
  priceInputOf,
  targetFromInput,
  targetInputOf,
} from "./fields.ts";

/**
 * A content item's value as the desk's form shows and posts it: each field a named control
 * (`c.0.features.2`), read back through the same schema. The tree is plain data: built on the
 * server from the kind's schema, shown by the form (a client component), never the schema itself.
 */
export const ROOT = "c";

/** The most items of a list read back from a post: enough to refuse 500 with the list kept, not a flood. */
const MAX_ITEMS_READ = 1000;

export type FormNode =
  | {
      kind: "leaf";
      path: string;
      meta: Exclude<FieldMeta, { field: "list" | "group" }>;
      value: string;
      checked?: boolean;
      priceKind?: string;
    }
  | { kind: "list"; path: string; meta: Extract<FieldMeta, { field: "list" }>; items: FormNode[] }
  | { kind: "group"; path: string; meta: Extract<FieldMeta, { field: "group" }>; fields: FormNode[] };

/** The form's tree of `value` (a saved value, or what was typed and refused) under `schema`. */
export function formTree(schema: z.ZodType, value: unknown, path = ROOT): FormNode {
  const meta = metaOf(schema);
  switch (meta.field) {
    case "list": {
      const items = Array.isArray(value) ? value : [];
      return {
        kind: "list",
        path,
        meta,
        items: items.map((item, index) => formTree(listItemOf(schema), item, `${path}.${index}`)),
      };
    }
    case "group": {
      const object = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
      const shape = groupShapeOf(schema);
      return {
        kind: "group",
        path,
        meta,
        fields: Object.keys(shape).map((key) => formTree(shape[key] as z.ZodType, object[key], `${path}.${key}`)),
      };
    }
    case "price": {
      const input = priceInputOf(value);
      return { kind: "leaf", path, meta, value: input.amount, priceKind: input.kind };
    }
    case "boolean":
      return { kind: "leaf", path, meta, value: "on", checked: value === true };
    case "target":
      return { kind: "leaf", path, meta, value: targetInputOf(value) };
    default:
      return {
        kind: "leaf",
        path,
        meta,
        value: typeof value === "string" ? value : value === undefined ? "" : String(value),
      };
  }
}

/** The value the form posted under `schema` (what was typed, valid or not: the schema then says). */
export function valueFromForm(schema: z.ZodType, form: FormData, path = ROOT): unknown {
  const meta = metaOf(schema);
  const text = (name: string) => {
    const raw = form.get(name);
    return typeof raw === "string" ? raw : "";
  };
  switch (meta.field) {
    case "list": {
      const count = Math.min(Math.max(0, Math.trunc(Number(text(`${path}.n`)) || 0)), MAX_ITEMS_READ);
      return Array.from({ length: count }, (_, index) => valueFromForm(listItemOf(schema), form, `${path}.${index}`));
    }
    case "group": {
      const shape = groupShapeOf(schema);
      return Object.fromEntries(
        Object.keys(shape).map((key) => [key, valueFromForm(shape[key] as z.ZodType, form, `${path}.${key}`)]),
      );
    }
    case "price":
      return priceFromInput(text(`${path}.kind`), text(`${path}.amount`));
    case "boolean":
      return form.get(path) === "on";
    case "target":
      return targetFromInput(text(path));
    default:
      return text(path);
  }
}

/** A new, empty item of a list (the form's « Ajouter »), as long as its own lists' minimum. */
export function emptyOf(schema: z.ZodType): unknown {
  const meta = metaOf(schema);
  switch (meta.field) {
    case "list":
      return Array.from({ length: meta.min }, () => emptyOf(listItemOf(schema)));
    case "group": {
      const shape = groupShapeOf(schema);
      return Object.fromEntries(Object.keys(shape).map((key) => [key, emptyOf(shape[key] as z.ZodType)]));
    }
    case "price":
      return "";
    case "boolean":
      return false;
    case "target":
      return targetFromInput(meta.options[0]?.value ?? "");
    default:
      return "";
  }
}

/** The French message of each refused field, by the field's control name (the first reason each). */
export function fieldErrors(error: z.ZodError, root = ROOT): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = [root, ...issue.path.map(String)].join(".");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** A list's move, addition or removal, named by the button pressed: `monter:c.0.features.2`. */
export type ListOperation =
  | { op: "monter" | "descendre" | "retirer"; list: string; index: number }
  | { op: "ajouter"; list: string };

export function parseListOperation(intent: string): ListOperation | undefined {
  const match = /^(monter|descendre|retirer|ajouter):([\w.]+)$/.exec(intent);
  if (!match) return undefined;
  const [, op, path] = match as unknown as [string, ListOperation["op"], string];
  if (op === "ajouter") return { op, list: path };
  const item = /^(.+)\.(\d+)$/.exec(path);
  return item ? { op, list: item[1] as string, index: Number(item[2]) } : undefined;
}

/** `value` with the operation applied to the list at its path (nothing when the path names no list). */
export function applyListOperation(schema: z.ZodType, value: unknown, operation: ListOperation): unknown {
  const steps = operation.list.split(".").slice(1);
  const apply = (node: unknown, nodeSchema: z.ZodType, rest: string[]): unknown => {
    const meta = metaOf(nodeSchema);
    if (rest.length === 0) {
      if (meta.field !== "list" || !Array.isArray(node)) return node;
      const list = [...node];
      if (operation.op === "ajouter") return list.length < meta.max ? [...list, emptyOf(listItemOf(nodeSchema))] : list;
      const { index } = operation;
      if (index < 0 || index >= list.length) return list;
      if (operation.op === "retirer") return list.length > meta.min ? list.filter((_, at) => at !== index) : list;
      const to = operation.op === "monter" ? index - 1 : index + 1;
      if (to < 0 || to >= list.length) return list;
      [list[index], list[to]] = [list[to], list[index]];
      return list;
    }
    const [step, ...after] = rest as [string, ...string[]];
    if (meta.field === "list" && Array.isArray(node) && /^\d+$/.test(step)) {
      const at = Number(step);
      return node.map((item, index) => (index === at ? apply(item, listItemOf(nodeSchema), after) : item));
    }
    if (meta.field === "group" && typeof node === "object" && node !== null) {
      const shape = groupShapeOf(nodeSchema);
      const child = shape[step];
      if (!child) return node;
      return {
        ...(node as Record<string, unknown>),
        [step]: apply((node as Record<string, unknown>)[step], child, after),
      };
    }
    return node;
  };
  return apply(value, schema, steps);
}
