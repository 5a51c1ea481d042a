import type { ToastText } from "../../../lib/forms/messages.ts";
import { crossIcon, el } from "./dom.ts";

export type ToastVariant = "success" | "destructive";

/** Long enough to read two lines calmly; hovering or focusing a toast pauses it. */
export const TOAST_DURATION_MS = 6000;

const HOST_CLASS =
  "pointer-events-none fixed right-4 bottom-4 left-4 z-[70] flex flex-col gap-2 sm:left-auto sm:w-[24rem]";
const REGION_CLASS = "flex flex-col gap-2";

/**
 * A toast host: two live regions that exist before anything is announced in them
 * (role="status" for successes, role="alert" for errors). One lives in the page; each
 * form dialog has its own, because a modal dialog makes the rest of the page inert.
 */
export function createToastHost(): HTMLElement {
  return el(
    "div",
    { class: HOST_CLASS, "data-toast-host": true },
    el("div", { role: "status", "aria-live": "polite", class: REGION_CLASS, "data-toast-region": "success" }),
    el("div", { role: "alert", "aria-live": "assertive", class: REGION_CLASS, "data-toast-region": "destructive" }),
  );
}

let pageHost: HTMLElement | undefined;

/** Puts the page's host in place early, so that the first announcement is not lost. */
export function preparePageToasts(): HTMLElement {
  if (!pageHost?.isConnected) {
    pageHost = createToastHost();
    document.body.append(pageHost);
  }
  return pageHost;
}

function activeHost(): HTMLElement {
  const dialog = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].find((d) => d.matches(":modal"));
  return dialog?.querySelector<HTMLElement>("[data-toast-host]") ?? preparePageToasts();
}

/** Where focus was before it entered a toast: it goes back there when the toast goes away. */
const focusBefore = new WeakMap<HTMLElement, HTMLElement>();

function dismiss(toast: HTMLElement): void {
  toast.dispatchEvent(new Event("toast-dismiss"));
  const hadFocus = toast.contains(document.activeElement);
  toast.remove();
  const previous = focusBefore.get(toast);
  if (hadFocus && previous?.isConnected) previous.focus();
}

const TOAST_CLASS: Record<ToastVariant, string> = {
  success: "border-line bg-white text-ink",
  destructive: "border-danger bg-danger text-white",
};

/** Shows one toast (a newer one replaces it), where a visitor can see and reach it. */
export function showToast(text: ToastText, variant: ToastVariant): HTMLElement {
  for (const old of document.querySelectorAll<HTMLElement>("[data-toast]")) dismiss(old);
  const close = el(
    "button",
    {
      type: "button",
      "aria-label": "Fermer la notification",
      class:
        "-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:opacity-100",
    },
    crossIcon("size-4"),
  );
  const toast = el(
    "div",
    {
      class: `pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${TOAST_CLASS[variant]}`,
      "data-toast": variant,
    },
    el(
      "div",
      { class: "min-w-0 flex-1" },
      el("p", { class: "text-sm font-semibold" }, text.title),
      el("p", { class: "mt-1 text-sm" }, text.description),
    ),
    close,
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dismiss(toast), TOAST_DURATION_MS);
  };
  const pause = () => clearTimeout(timer);
  toast.addEventListener("pointerenter", pause);
  toast.addEventListener("pointerleave", start);
  toast.addEventListener("focusin", (event) => {
    pause();
    if (event.relatedTarget instanceof HTMLElement && !toast.contains(event.relatedTarget)) {
      focusBefore.set(toast, event.relatedTarget);
    }
  });
  toast.addEventListener("focusout", start);
  toast.addEventListener("toast-dismiss", pause);
  close.addEventListener("click", () => dismiss(toast));

  activeHost().querySelector(`[data-toast-region="${variant}"]`)?.append(toast);
  start();
  return toast;
}
