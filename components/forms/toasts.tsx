"use client";

import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastText } from "../../lib/forms/messages.ts";

/*
 * The forms' toasts (spec section 8), on sonner: each toaster is a polite live region that exists
 * before anything is announced in it, a toast pauses while pointed at, goes away by itself after
 * TOAST_DURATION_MS and has a "Fermer la notification" button. Loaded with the form code only.
 *
 * Two places: one toaster for the page, mounted the first time the form code loads, and one inside
 * each open dialog, because a modal dialog hides the rest of the page from assistive technology
 * and from the pointer.
 */

export type ToastVariant = "success" | "destructive";

/** Long enough to read two lines calmly. */
const TOAST_DURATION_MS = 6000;

/** The accessible name of every toaster (a region: "Notifications"). */
const TOASTER_LABEL = "Notifications";

const TOAST_CLASS =
  "pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 pr-3 shadow-lg font-sans [&_[data-content]]:min-w-0 [&_[data-content]]:flex-1";
const VARIANT_CLASS: Record<ToastVariant, string> = {
  success: "border-line bg-white text-ink",
  destructive: "border-danger bg-danger text-white",
};

/** A toaster: the page's (no id) or a dialog's (its id). */
export function SiteToaster({ id }: { id?: string }) {
  return (
    <Toaster
      {...(id ? { id } : {})}
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      customAriaLabel={TOASTER_LABEL}
      icons={{ success: null, error: null }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: "Fermer la notification",
        classNames: {
          toast: TOAST_CLASS,
          title: "text-sm font-semibold",
          description: "mt-1 text-sm",
          closeButton:
            "order-last -m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:opacity-100 [&_svg]:size-4",
          success: VARIANT_CLASS.success,
          error: VARIANT_CLASS.destructive,
        },
      }}
    />
  );
}

let pageToaster: HTMLElement | undefined;

/** Puts the page's toaster in place early, so that the first announcement is not lost. */
export function preparePageToasts(): void {
  if (typeof document === "undefined" || pageToaster?.isConnected) return;
  pageToaster = document.createElement("div");
  pageToaster.dataset.toaster = "page";
  document.body.append(pageToaster);
  createRoot(pageToaster).render(<SiteToaster />);
}

/** Shows one toast (a newer one replaces it), in the page or in the dialog's toaster `toasterId`. */
export function showToast(text: ToastText, variant: ToastVariant, toasterId?: string): void {
  preparePageToasts();
  toast.dismiss();
  const options = { description: text.description, ...(toasterId ? { toasterId } : {}) };
  if (variant === "destructive") toast.error(text.title, options);
  else toast.success(text.title, options);
}
