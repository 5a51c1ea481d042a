"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useRef } from "react";
import { type FieldError, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import type { ProductId } from "../../lib/config/products.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { SUBMITTING_LABEL, TOASTS, type ToastText } from "../../lib/forms/messages.ts";
import { automationSchema, contactSchema, demoSchema } from "../../lib/forms/schemas.ts";
import { emptyValues, FORMS, type FormKind, type FormValues } from "./definitions.ts";
import { SubmitButton } from "./FormControls.tsx";
import { type Bind, type FieldErrors, FORM_CLASS, FormBody } from "./FormFields.tsx";
import { createFormProof, sendWithProof } from "./form-proof.ts";
import { retryKey } from "./retry-key.ts";
import { secureSubmit } from "./secure-submit.ts";
import { sendForm } from "./send.ts";
import { showToast } from "./toasts.tsx";

/*
 * The contact, demo and automation forms once their code has loaded (in a dialog, or on their own
 * page): react-hook-form with zodResolver on the shared schemas, each French message under its
 * field, then the browser's last checks (throttle, e-mail, cleaning, validation again) and the
 * server action; the outcome as a toast (spec sections 4, 5 and 8).
 */

const SCHEMAS: Record<FormKind, z.ZodMiniType<object>> = {
  contact: contactSchema,
  demo: demoSchema,
  automation: automationSchema,
};

type Values = FormValues & { [HONEYPOT_FIELD]?: string };

export interface EnhancedFormOptions {
  kind: FormKind;
  /** Demo: the application ticked in advance, again after a reset. */
  product?: ProductId | undefined;
  /** What the page form already held when this one took its place. */
  initialValues?: FormValues | undefined;
  /** The toaster of the open dialog; the page's otherwise. */
  toasterId?: string | undefined;
  /**
   * After an accepted submission, once the form is reset: the dialog closes and shows `success`
   * when it is gone. Without it the success toast is shown at once.
   */
  onSent?: ((success: ToastText) => void) | undefined;
}

export interface EnhancedForm {
  methods: UseFormReturn<Values>;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  errors: FieldErrors;
  /** Starts the proof of work: at the first interaction with the form (components/forms/form-proof.ts). */
  startProof: () => void;
}

/** The first message of a field's error (an array for the applications). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === "string" && message !== "") return message;
  for (const item of Object.values(error)) {
    const nested = item && typeof item === "object" && "message" in item ? messageOf(item) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

export function useEnhancedForm({
  kind,
  product,
  initialValues,
  toasterId,
  onSent,
}: EnhancedFormOptions): EnhancedForm {
  const def = FORMS[kind];
  const schema = SCHEMAS[kind];
  const methods = useForm<Values>({
    // The shared schema checks the fields the form shows; its output is not used (see `send`).
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { ...emptyValues(kind, product), ...initialValues, [HONEYPOT_FIELD]: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const retries = useRef(retryKey()).current;
  const proof = useRef(createFormProof(kind)).current;
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { [HONEYPOT_FIELD]: honeypot = "", ...values } = methods.getValues();
      const result = await secureSubmit(kind, schema, values, honeypot, (body) =>
        sendWithProof(proof, (payload) => sendForm(kind, body, def.failure.description, retries.keyFor(body), payload)),
      );
      if (result.status === "sent") {
        retries.settle();
        methods.reset({ ...emptyValues(kind, product), [HONEYPOT_FIELD]: "" });
        if (onSent) onSent(def.success);
        else showToast(def.success, "success");
      } else if (result.status === "throttled") {
        showToast(TOASTS.throttled, "destructive", toasterId);
      } else if (result.status === "invalid") {
        showToast(TOASTS.validationError, "destructive", toasterId);
      } else {
        for (const [name, message] of Object.entries(result.fields)) {
          if (def.fields.some((field) => field.name === name)) methods.setError(name, { type: "server", message });
        }
        showToast({ title: def.failure.title, description: result.message }, "destructive", toasterId);
      }
    } finally {
      inFlight.current = false;
    }
  };

  const errors: FieldErrors = {};
  for (const field of def.fields) {
    const message = messageOf(methods.formState.errors[field.name]);
    if (message) errors[field.name] = message;
  }
  return {
    methods,
    submit: methods.handleSubmit(send),
    busy: methods.formState.isSubmitting,
    errors,
    startProof: proof.start,
  };
}

/** The form itself: the shared markup bound to react-hook-form. */
export function EnhancedFormView({
  kind,
  prefix,
  form,
  formRef,
  className,
}: {
  kind: FormKind;
  prefix: string;
  form: EnhancedForm;
  formRef?: RefObject<HTMLFormElement | null>;
  className?: string;
}) {
  const def = FORMS[kind];
  const { register } = form.methods;
  const bind: Bind = (field) => register(field.name);
  return (
    <form
      ref={formRef}
      noValidate
      className={`${FORM_CLASS} ${className ?? ""}`}
      data-form={kind}
      data-enhanced
      aria-busy={form.busy}
      onFocus={form.startProof}
      onPointerDown={form.startProof}
      onInput={form.startProof}
      onSubmit={(event) => {
        if (form.busy) {
          event.preventDefault();
          return;
        }
        void form.submit(event);
      }}
    >
      <FormBody
        def={def}
        prefix={prefix}
        errors={form.errors}
        bind={bind}
        honeypot={register(HONEYPOT_FIELD)}
        submit={
          <SubmitButton
            label={def.submitLabel}
            busyLabel={SUBMITTING_LABEL}
            busy={form.busy}
            className="btn btn-primary w-full sm:w-auto"
          />
        }
      />
    </form>
  );
}
