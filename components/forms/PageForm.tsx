"use client";

import { type ComponentType, useActionState, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { loadOnce } from "../../lib/browser/load-once.ts";
import type { ProductId } from "../../lib/config/products.ts";
import { FORM_STAMP_FIELD } from "../../lib/forms/form-checks.ts";
import { SUBMITTING_LABEL } from "../../lib/forms/messages.ts";
import { submitAutomationPage, submitContactPage, submitDemoPage } from "./actions.ts";
import { emptyValues, FORMS, type FormKind, type FormValues, formPageHref } from "./definitions.ts";
import { PagePathField, SubmitButton } from "./FormControls.tsx";
import { type FieldErrors, FORM_CLASS, FormBody } from "./FormFields.tsx";
import { IDLE_STATE, type PageFormState, valuesFromFormData } from "./form-state.ts";
import type { PageEnhancedFormProps } from "./PageEnhancedForm.tsx";

const PAGE_ACTIONS = {
  contact: submitContactPage,
  demo: submitDemoPage,
  automation: submitAutomationPage,
} satisfies Record<FormKind, (state: PageFormState, data: FormData) => Promise<PageFormState>>;

type EnhancedModule = { default: ComponentType<PageEnhancedFormProps> };

const loadEnhanced = loadOnce<EnhancedModule>(() => import("./PageEnhancedForm.tsx"));

/** What the visitor had typed and where the focus was, carried over to the form that takes over. */
interface Handover {
  Form: EnhancedModule["default"];
  values: FormValues;
  errors: FieldErrors;
  focus: string | undefined;
}

/**
 * A form on its own page (`/contact`, `/demande-de-demo`, `/automatisation`). The server renders
 * it as a plain HTML form posting to its server action: a visitor without JavaScript, or whose
 * JavaScript has not loaded yet, gets the submission stored and the answer (confirmation, or each
 * field's French message) in the page the server sends back. As soon as the visitor points at it
 * or focuses it, the react-hook-form version (the dialogs' one) is fetched and takes its place,
 * with what was typed and the focus where they were; never during a press (the button would go
 * from under it and the click be lost), but once it has ended, unless it sent the form.
 */
export function PageForm({ kind, product }: { kind: FormKind; product?: ProductId }) {
  const def = FORMS[kind];
  const prefix = `${kind}-page`;
  // The permalink is the page itself: the form's `action` attribute, where it posts before hydration.
  const permalink = formPageHref(kind, product);
  const [state, dispatch, pending] = useActionState(PAGE_ACTIONS[kind], IDLE_STATE, permalink);
  const [handover, setHandover] = useState<Handover | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A submission under way as a plain form finishes as one: the takeover waits for the next interaction.
  const posting = useRef(false);
  // A press under way (pointer down, not yet up): replacing the form now would take the button from
  // under it and lose the click. The takeover then waits for the press to end and its click to be
  // dispatched (and skips if that click submitted the plain form).
  const pressing = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (state) posting.current = false;
  }, [state]);
  const answered = state.status === "invalid" || state.status === "failed" ? state : undefined;
  // The first post without JavaScript: the form comes back as typed, with the server's signed time.
  const confirming = state.status === "confirm" ? state : undefined;
  const errors: FieldErrors = answered?.fields ?? {};
  const values = (answered ?? confirming)?.values ?? emptyValues(kind, product);
  // The messages shown when the form module arrives, which may be after the server's answer to a
  // submission made meanwhile: read then, not when the fetch started.
  const shownErrors = useRef(errors);
  shownErrors.current = errors;

  const press = () => {
    pressing.current = true;
    const release = () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
      pressing.current = false;
      const waiting = afterPress.current;
      afterPress.current = null;
      // The click (and the submit it may cause) is dispatched after pointerup, in the same task.
      if (waiting) setTimeout(waiting, 0);
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
  };

  const takeOver = () => {
    loadEnhanced().then(
      (module) => {
        if (pressing.current) {
          afterPress.current = () => handOver(module);
          return;
        }
        handOver(module);
      },
      () => console.warn("[formulaires] le module des formulaires n'a pas pu être chargé"),
    );
  };

  const handOver = (module: EnhancedModule) => {
    const form = formRef.current;
    if (!form || posting.current) return;
    const active = document.activeElement;
    const focus = active instanceof HTMLElement && form.contains(active) ? active.getAttribute("name") : null;
    // Read and replaced in one task: no keystroke can land in between and be lost.
    flushSync(() =>
      setHandover({
        Form: module.default,
        values: valuesFromFormData(kind, new FormData(form)),
        errors: shownErrors.current,
        focus: focus ?? undefined,
      }),
    );
  };

  if (handover) {
    const { Form } = handover;
    return (
      <Form
        kind={kind}
        prefix={prefix}
        product={product}
        values={handover.values}
        errors={handover.errors}
        focus={handover.focus}
      />
    );
  }
  return (
    <form
      ref={formRef}
      action={dispatch}
      noValidate
      className={FORM_CLASS}
      data-form={kind}
      aria-busy={pending}
      onSubmit={() => {
        posting.current = true;
      }}
      onPointerEnter={takeOver}
      onPointerDown={press}
      onFocus={takeOver}
    >
      {state.status === "sent" && (
        <div role="status" className="rounded-lg border border-line bg-brand-50 p-4 sm:col-span-2">
          <p className="font-semibold text-ink">{def.success.title}</p>
          <p className="mt-1 text-sm text-ink">{def.success.description}</p>
        </div>
      )}
      {answered && (
        <div role="alert" className="rounded-lg border border-danger bg-white p-4 sm:col-span-2">
          <p className="font-semibold text-danger">{answered.title}</p>
          <p className="mt-1 text-sm text-ink">{answered.message}</p>
        </div>
      )}
      {confirming && (
        <div role="alert" className="rounded-lg border border-brand-600 bg-brand-50 p-4 sm:col-span-2">
          <p className="font-semibold text-ink">{confirming.title}</p>
          <p className="mt-1 text-sm text-ink">{confirming.message}</p>
          <input type="hidden" name={FORM_STAMP_FIELD} value={confirming.stamp} />
        </div>
      )}
      <PagePathField path={permalink} />
      <FormBody
        def={def}
        prefix={prefix}
        errors={errors}
        values={values}
        submit={
          <SubmitButton
            label={def.submitLabel}
            busyLabel={SUBMITTING_LABEL}
            busy={pending}
            className="btn btn-primary w-full sm:w-auto"
          />
        }
      />
    </form>
  );
}
