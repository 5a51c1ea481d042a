"use client";

import { type ComponentType, type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { loadOnce } from "../../lib/browser/load-once.ts";
import type { ProductId } from "../../lib/config/products.ts";
import type { FormDialogProps } from "./FormDialog.tsx";
import { type FormKind, formPageHref } from "./paths.ts";

type DialogModule = { default: ComponentType<FormDialogProps> };

/** The dialogs' code (Radix, react-hook-form, the schemas, the toasts): fetched once, on first need. */
const loadDialog = loadOnce<DialogModule>(() => import("./FormDialog.tsx"));

function preload(): void {
  loadDialog().catch(() => console.warn("[formulaires] le module des formulaires n'a pas pu être chargé"));
}

/** A click the browser should handle itself: another button, or a modifier (new tab, new window…). */
function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Opens the contact, demo or automation form. Rendered by the server as a real link to the page
 * holding the same form (`/contact`, `/demande-de-demo[/<product>]`, `/automatisation`), so it
 * works before the JavaScript has run and without it; once hydrated it is a button that opens
 * the form in a dialog, whose code is fetched when the button is pointed at or focused.
 * `product` ticks that application in the demo request.
 */
export function DialogOpener({
  dialog,
  product,
  className,
  children,
}: {
  dialog: FormKind;
  product?: ProductId;
  className?: string;
  children: ReactNode;
}) {
  const opener = useRef<HTMLAnchorElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [FormDialog, setFormDialog] = useState<DialogModule["default"] | null>(null);
  const [open, setOpen] = useState(false);
  const href = formPageHref(dialog, product);
  const demoProduct = dialog === "demo" ? product : undefined;

  useEffect(() => setHydrated(true), []);

  const openDialog = (event: SyntheticEvent) => {
    event.preventDefault();
    loadDialog().then(
      (module) => {
        setFormDialog(() => module.default);
        setOpen(true);
      },
      () => window.location.assign(href), // the code could not be fetched: the form's page still works
    );
  };

  return (
    <>
      <a
        ref={opener}
        href={href}
        className={className}
        role={hydrated ? "button" : undefined}
        aria-haspopup="dialog"
        aria-expanded={hydrated ? open : undefined}
        data-open-dialog={dialog}
        data-demo-product={demoProduct}
        onClick={(event) => {
          if (isPlainClick(event)) openDialog(event);
        }}
        onKeyDown={(event) => {
          // A button also answers Space (Enter already clicks the link).
          if (event.key === " ") openDialog(event);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children}
      </a>
      {FormDialog && (
        <FormDialog kind={dialog} product={demoProduct} open={open} onOpenChange={setOpen} opener={opener} />
      )}
    </>
  );
}
