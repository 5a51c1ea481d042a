import type { ProductId } from "../../../lib/config/products.ts";
import { SUBMITTING_LABEL, TOASTS } from "../../../lib/forms/messages.ts";
import { fieldErrors } from "../../../lib/forms/schemas.ts";
import { crossIcon, el } from "./dom.ts";
import { trapFocus } from "./focus-trap.ts";
import type { FormDialogDef } from "./form-definitions.ts";
import { buildField, buildHoneypot, readValues } from "./form-fields.ts";
import { invokeFunction } from "./functions-client.ts";
import { retryKey } from "./retry-key.ts";
import { secureSubmit } from "./secure-submit.ts";
import { createToastHost, showToast } from "./toast.ts";

const DIALOG_CLASS =
  "inset-x-0 top-0 bottom-28 m-auto max-h-[calc(100dvh-9rem)] w-[calc(100%-2rem)] max-w-[500px] overflow-y-auto overscroll-contain rounded-xl border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60";
/** Every field of these forms is required: said once, in words, as well as with `required`. */
const REQUIRED_NOTE = "Tous les champs sont obligatoires.";

export interface FormDialog {
  dialog: HTMLDialogElement;
  /** Opens the dialog as a modal; `product` is ticked in advance (demo). Focus returns to `opener` on close. */
  open(opener: HTMLElement | null, product?: ProductId): void;
}

/** Builds the dialog of one form (spec sections 4, 5 and 8), not yet in the page. */
export function createFormDialog(def: FormDialogDef): FormDialog {
  const prefix = `${def.kind}-dialog`;
  const built = def.fields.map((field, i) => buildField(prefix, field, i === 0));
  const fields = built.map((b) => b.controls);
  const honeypot = buildHoneypot(prefix);
  const submit = el("button", { type: "submit", class: "btn btn-primary w-full sm:w-auto" }, def.submitLabel);
  const form = el(
    "form",
    { novalidate: true, class: "mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2", "data-form": def.kind },
    ...built.map((b) => b.node),
    honeypot.node,
    el("div", { class: "flex justify-end sm:col-span-2" }, submit),
  );
  const close = el(
    "button",
    {
      type: "button",
      "aria-label": "Fermer",
      class:
        "-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-ink",
    },
    crossIcon("size-5"),
  );
  const dialog = el(
    "dialog",
    {
      class: DIALOG_CLASS,
      "aria-labelledby": `${prefix}-title`,
      "aria-describedby": `${prefix}-description`,
      closedby: "any",
      "data-dialog": def.kind,
    },
    el(
      "div",
      { class: "relative p-6" },
      el(
        "div",
        { class: "flex items-start justify-between gap-4" },
        el("h2", { id: `${prefix}-title`, class: "text-xl font-bold text-ink" }, def.title),
        close,
      ),
      el("p", { id: `${prefix}-description`, class: "mt-2 text-sm text-muted" }, def.description),
      el("p", { class: "mt-2 text-sm text-muted" }, REQUIRED_NOTE),
      form,
    ),
    createToastHost(),
  );

  const retries = retryKey();
  let returnFocusTo: HTMLElement | null = null;
  let attempted = false;
  let busy = false;

  function showErrors(errors: Record<string, string>, focusFirst: boolean): void {
    let firstInvalid: HTMLElement | undefined;
    for (const field of fields) {
      const message = errors[field.name];
      field.error.textContent = message ?? "";
      field.error.hidden = !message;
      for (const target of field.described) {
        if (message) target.setAttribute("aria-describedby", field.error.id);
        else target.removeAttribute("aria-describedby");
      }
      for (const control of field.controls) {
        if (message) control.setAttribute("aria-invalid", "true");
        else control.removeAttribute("aria-invalid");
      }
      if (message) firstInvalid ??= field.controls[0];
    }
    if (focusFirst) firstInvalid?.focus();
  }

  function validate(): Record<string, string> {
    const result = def.schema.safeParse(readValues(fields));
    return result.success ? {} : fieldErrors(result.error);
  }

  function setSubmitting(submitting: boolean): void {
    busy = submitting;
    // aria-disabled rather than disabled: a disabled button would drop the focus out of the dialog.
    if (submitting) submit.setAttribute("aria-disabled", "true");
    else submit.removeAttribute("aria-disabled");
    submit.textContent = submitting ? SUBMITTING_LABEL : def.submitLabel;
    form.setAttribute("aria-busy", String(submitting));
  }

  function reset(): void {
    form.reset();
    attempted = false;
    showErrors({}, false);
  }

  form.addEventListener("input", () => {
    if (attempted) showErrors(validate(), false);
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    attempted = true;
    const errors = validate();
    showErrors(errors, true);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const result = await secureSubmit(def.formKey, def.schema, readValues(fields), honeypot.input.value, (body) =>
        invokeFunction(def.functionName, body, def.failure.description, retries.keyFor(body)),
      );
      if (result.status === "sent") {
        retries.settle();
        dialog.close();
        reset();
        showToast(def.success, "success");
      } else if (result.status === "throttled") {
        showToast(TOASTS.throttled, "destructive");
      } else if (result.status === "invalid") {
        showToast(TOASTS.validationError, "destructive");
      } else {
        if (Object.keys(result.fields).length > 0) showErrors(result.fields, false);
        showToast({ title: def.failure.title, description: result.message }, "destructive");
      }
    } finally {
      setSubmitting(false);
    }
  });

  close.addEventListener("click", () => dialog.close());
  trapFocus(dialog);
  dialog.addEventListener("close", () => {
    document.documentElement.style.removeProperty("overflow");
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    returnFocusTo = null;
  });

  return {
    dialog,
    open(opener, product) {
      if (product) {
        const box = fields.flatMap((f) => f.controls).find((c) => c.type === "checkbox" && c.value === product);
        if (box instanceof HTMLInputElement) box.checked = true;
      }
      if (!dialog.isConnected) document.body.append(dialog);
      if (dialog.open) return;
      returnFocusTo = opener;
      dialog.showModal();
      document.documentElement.style.overflow = "hidden";
    },
  };
}
