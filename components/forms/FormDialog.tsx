"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useEffect, useState } from "react";
import type { ProductId } from "../../lib/config/products.ts";
import type { ToastText } from "../../lib/forms/messages.ts";
import { FORMS, type FormKind, REQUIRED_NOTE } from "./definitions.ts";
import { EnhancedFormView, useEnhancedForm } from "./enhanced-form.tsx";
import { controlId } from "./FormControls.tsx";
import { preparePageToasts, SiteToaster, showToast } from "./toasts.tsx";

/*
 * The dialog of one form (Radix Dialog): titled, the focus moved to the first field, kept inside
 * and given back to the opener, Escape and "Fermer" close it. Loaded on demand by DialogOpener.
 * The form state lives above the dialog's content, so what was typed stays when it is closed.
 */

const OVERLAY_CLASS = "fixed inset-0 z-[60] bg-slate-900/60";
// No transform: the dialog's toaster (position: fixed) stays placed against the viewport. The
// bottom edge leaves room for a toast under the dialog, so that it never covers the buttons.
const CONTENT_CLASS =
  "fixed inset-x-0 top-0 bottom-28 z-[61] m-auto h-fit max-h-[calc(100dvh-9rem)] w-[calc(100%-2rem)] max-w-[500px] overflow-y-auto overscroll-contain rounded-xl bg-white text-ink shadow-2xl focus:outline-none";

export interface FormDialogProps {
  kind: FormKind;
  product?: ProductId | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when the dialog closes. */
  opener: RefObject<HTMLElement | null>;
}

export default function FormDialog({ kind, product, open, onOpenChange, opener }: FormDialogProps) {
  const def = FORMS[kind];
  const prefix = `${kind}-dialog`;
  const toasterId = prefix;
  const [success, setSuccess] = useState<ToastText | null>(null);
  const form = useEnhancedForm({
    kind,
    product,
    toasterId,
    onSent: (text) => {
      setSuccess(text);
      onOpenChange(false);
    },
  });

  useEffect(preparePageToasts, []);
  // The success toast goes to the page once the dialog is gone: while it is open, the page is hidden.
  useEffect(() => {
    if (open || !success) return;
    showToast(success, "success");
    setSuccess(null);
  }, [open, success]);
  const firstField = def.fields[0]?.name;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY_CLASS} />
        <Dialog.Content
          className={CONTENT_CLASS}
          data-dialog={kind}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (firstField) document.getElementById(controlId(prefix, firstField))?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <div className="relative p-6">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold text-ink">{def.title}</Dialog.Title>
              <Dialog.Close
                aria-label="Fermer"
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-ink"
              >
                <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-2 text-sm text-muted">{def.description}</Dialog.Description>
            <p className="mt-2 text-sm text-muted">{REQUIRED_NOTE}</p>
            <EnhancedFormView kind={kind} prefix={prefix} form={form} className="mt-5" />
          </div>
          <SiteToaster id={toasterId} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
