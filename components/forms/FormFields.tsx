import type { ReactNode } from "react";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { FIELD_LABELS } from "../../lib/forms/labels.ts";
import { maxLengthOf } from "../../lib/forms/limits.ts";
import { type FieldDef, type FormDef, type FormValues, ORIGIN_NOTICE } from "./definitions.ts";
import { controlId, Honeypot } from "./FormControls.tsx";

/*
 * The markup of the contact, demo and automation forms, shared by the page forms (rendered by
 * the server, working without JavaScript) and the react-hook-form forms of the dialogs: labelled
 * controls with their limits and autocomplete, each error under its field (aria-invalid,
 * aria-describedby), the honeypot and the submit row (FormControls.tsx). No hooks: it only draws what it is given.
 */

const LABEL_CLASS = "block text-sm font-medium text-ink";
const CONTROL_CLASS = "field-control";
const ERROR_CLASS = "mt-1 text-sm text-danger";

/** Extra props of one control: react-hook-form's `register(name)` in the dialogs, nothing on the server. */
export type Bind = (field: FieldDef) => Record<string, unknown>;

export type FieldErrors = Partial<Record<string, string>>;

function errorId(prefix: string, name: string): string {
  return `${controlId(prefix, name)}-error`;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={ERROR_CLASS}>
      {message}
    </p>
  ) : null;
}

function textDefault(values: FormValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === "string" ? value : undefined;
}

function Field({
  prefix,
  field,
  error,
  values,
  bind,
}: {
  prefix: string;
  field: FieldDef;
  error: string | undefined;
  values: FormValues | undefined;
  bind: Bind | undefined;
}) {
  const id = controlId(prefix, field.name);
  const described = error ? errorId(prefix, field.name) : undefined;
  const label = FIELD_LABELS[field.name];
  const extra = bind?.(field) ?? {};

  if (field.kind === "products") {
    const ticked = values?.[field.name];
    return (
      <fieldset className="sm:col-span-2" aria-describedby={described}>
        <legend className={LABEL_CLASS}>{label}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {PRODUCT_IDS.map((product) => {
            const boxId = `${id}-${product}`;
            return (
              <label
                key={product}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3"
              >
                <input
                  type="checkbox"
                  id={boxId}
                  name={field.name}
                  value={product}
                  className="size-5 shrink-0 accent-brand-600"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  {...(bind ? {} : { defaultChecked: Array.isArray(ticked) && ticked.includes(product) })}
                  {...extra}
                />
                <span>{PRODUCT_NAMES[product]}</span>
              </label>
            );
          })}
        </div>
        <ErrorText id={errorId(prefix, field.name)} message={error} />
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    autoComplete: field.autoComplete,
    maxLength: maxLengthOf(field.name),
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    ...(bind ? {} : { defaultValue: textDefault(values, field.name) }),
  };
  const wide = field.kind === "textarea" || field.wide;
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {field.kind === "textarea" ? (
        <textarea {...common} rows={4} className={`${CONTROL_CLASS} min-h-[100px] resize-y`} {...extra} />
      ) : (
        <input
          {...common}
          type={field.type}
          inputMode={field.inputMode}
          className={`${CONTROL_CLASS} min-h-11`}
          {...extra}
        />
      )}
      <ErrorText id={errorId(prefix, field.name)} message={error} />
    </div>
  );
}

/** Fields, honeypot and submit row of one form, inside the caller's `<form>`. */
export function FormBody({
  def,
  prefix,
  errors,
  values,
  bind,
  honeypot,
  submit,
}: {
  def: FormDef;
  prefix: string;
  errors: FieldErrors;
  values?: FormValues;
  bind?: Bind;
  honeypot?: Record<string, unknown>;
  submit: ReactNode;
}) {
  return (
    <>
      {def.fields.map((field) => (
        <Field key={field.name} prefix={prefix} field={field} error={errors[field.name]} values={values} bind={bind} />
      ))}
      <Honeypot prefix={prefix} {...(honeypot ? { bind: honeypot } : {})} />
      <div className="flex justify-end sm:col-span-2">{submit}</div>
      <p className="text-sm text-muted sm:col-span-2">
        {ORIGIN_NOTICE.text}{" "}
        <a href={ORIGIN_NOTICE.href} className="link-inline underline">
          {ORIGIN_NOTICE.link}
        </a>
        .
      </p>
    </>
  );
}

export const FORM_CLASS = "relative grid grid-cols-1 gap-4 sm:grid-cols-2";
