"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import type { ProductId } from "../../lib/config/products.ts";
import type { FormKind, FormValues } from "./definitions.ts";
import { EnhancedFormView, useEnhancedForm } from "./enhanced-form.tsx";
import type { FieldErrors } from "./FormFields.tsx";
import { preparePageToasts } from "./toasts.tsx";

export interface PageEnhancedFormProps {
  kind: FormKind;
  prefix: string;
  product?: ProductId | undefined;
  /** What the server-rendered form held when this one took its place. */
  values: FormValues;
  errors: FieldErrors;
  /** The field that had the focus, which keeps it. */
  focus?: string | undefined;
}

/** The react-hook-form version of a page's form, loaded on demand by PageForm. */
export default function PageEnhancedForm({ kind, prefix, product, values, errors, focus }: PageEnhancedFormProps) {
  const form = useEnhancedForm({ kind, product, initialValues: values });
  const formRef = useRef<HTMLFormElement>(null);
  const { setError } = form.methods;

  useEffect(preparePageToasts, []);

  // Before the browser handles the next keystroke: the focus and caret where the visitor left them.
  useLayoutEffect(() => {
    for (const [name, message] of Object.entries(errors)) if (message) setError(name, { type: "server", message });
    if (!focus) return;
    const control = formRef.current?.elements.namedItem(focus);
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      target.focus();
      try {
        target.setSelectionRange(target.value.length, target.value.length); // the caret after what was typed
      } catch {
        /* e-mail fields and checkboxes have no caret to place */
      }
    }
  }, [errors, focus, setError]);

  return <EnhancedFormView kind={kind} prefix={prefix} form={form} formRef={formRef} />;
}
