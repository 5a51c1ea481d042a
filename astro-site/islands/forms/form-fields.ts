import { PRODUCT_IDS, PRODUCT_NAMES } from "../../../lib/config/products.ts";
import { HONEYPOT_FIELD } from "../../../lib/forms/honeypot.ts";
import { FIELD_LABELS } from "../../../lib/forms/labels.ts";
import { maxLengthOf } from "../../../lib/forms/limits.ts";
import { el } from "./dom.ts";
import type { FieldDef } from "./form-definitions.ts";

/*
 * The fields of the form dialogs: labelled controls with their limits and autocomplete,
 * the slot each error goes in, the honeypot, and how the values are read back.
 */
const LABEL_CLASS = "block text-sm font-medium text-ink";
const CONTROL_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";
const ERROR_CLASS = "mt-1 text-sm text-danger";

/** One field as the form sees it: its controls, the element its error goes in, and what gets described. */
export interface FieldControls {
  name: string;
  controls: (HTMLInputElement | HTMLTextAreaElement)[];
  described: HTMLElement[];
  error: HTMLElement;
}

function errorElement(id: string): HTMLElement {
  return el("p", { id, class: ERROR_CLASS, hidden: true });
}

/** One labelled field (or the applications checkboxes) with its error slot under it. */
export function buildField(
  prefix: string,
  field: FieldDef,
  autofocus: boolean,
): { node: HTMLElement; controls: FieldControls } {
  const id = `${prefix}-${field.name}`;
  const error = errorElement(`${id}-error`);
  const label = FIELD_LABELS[field.name];
  if (field.kind === "products") {
    const boxes = PRODUCT_IDS.map((product) =>
      el("input", {
        type: "checkbox",
        name: field.name,
        value: product,
        id: `${id}-${product}`,
        class: "size-5 shrink-0 accent-brand-600",
      }),
    );
    const fieldset = el(
      "fieldset",
      { class: "sm:col-span-2" },
      el("legend", { class: LABEL_CLASS }, label),
      el(
        "div",
        { class: "mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2" },
        ...boxes.map((box, i) =>
          el(
            "label",
            {
              for: box.id,
              class: "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3",
            },
            box,
            el("span", {}, PRODUCT_NAMES[PRODUCT_IDS[i]!]),
          ),
        ),
      ),
      error,
    );
    return { node: fieldset, controls: { name: field.name, controls: boxes, described: [fieldset, ...boxes], error } };
  }
  const common = {
    id,
    name: field.name,
    autocomplete: field.autocomplete,
    maxlength: maxLengthOf(field.name),
    required: true,
    autofocus,
  };
  const control =
    field.kind === "textarea"
      ? el("textarea", { ...common, rows: 4, class: `${CONTROL_CLASS} min-h-[100px] resize-y` })
      : el("input", { ...common, type: field.type, inputmode: field.inputmode, class: `${CONTROL_CLASS} min-h-11` });
  const wide = field.kind === "textarea" || field.wide;
  const node = el(
    "div",
    { class: wide ? "sm:col-span-2" : "" },
    el("label", { for: id, class: LABEL_CLASS }, label),
    control,
    error,
  );
  return { node, controls: { name: field.name, controls: [control], described: [control], error } };
}

export function buildHoneypot(prefix: string): { node: HTMLElement; input: HTMLInputElement } {
  const id = `${prefix}-${HONEYPOT_FIELD}`;
  const input = el("input", { id, name: HONEYPOT_FIELD, type: "text", tabindex: -1, autocomplete: "off" });
  // Off screen, inert and hidden from assistive technology: only a bot fills it.
  const node = el(
    "div",
    { class: "absolute top-0 -left-[9999px] size-px overflow-hidden", "aria-hidden": "true", inert: true },
    el("label", { for: id }, "Site web"),
    input,
  );
  return { node, input };
}

/** The values as the schemas expect them: strings, and the list of ticked applications. */
export function readValues(fields: FieldControls[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const [first] = field.controls;
    values[field.name] =
      first instanceof HTMLInputElement && first.type === "checkbox"
        ? field.controls.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value)
        : (first?.value ?? "");
  }
  return values;
}
