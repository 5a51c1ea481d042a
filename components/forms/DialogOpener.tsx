import type { ReactNode } from "react";
import type { ProductId } from "../../lib/config/products.ts";

export type DialogName = "contact" | "demo" | "automation";

/**
 * Opens the contact, demo or automation dialog. The forms move to React in their own issue;
 * until then this is the opener's markup with the attributes the forms loader reads.
 */
export function DialogOpener({
  dialog,
  product,
  className,
  children,
}: {
  dialog: DialogName;
  product?: ProductId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      data-open-dialog={dialog}
      data-demo-product={product}
      aria-haspopup="dialog"
    >
      {children}
    </button>
  );
}
