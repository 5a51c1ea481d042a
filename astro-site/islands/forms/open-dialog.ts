import { isProductId } from "../../../lib/config/products.ts";
import { type DialogKind, FORM_DIALOGS, isDialogKind } from "./form-definitions.ts";
import { createFormDialog, type FormDialog } from "./form-dialog.ts";
import { preparePageToasts } from "./toast.ts";

const dialogs = new Map<DialogKind, FormDialog>();

/**
 * Opens the dialog an opener names (`data-open-dialog="contact" | "demo" | "automation"`),
 * built on first use and kept with what was typed; `data-demo-product` ticks a product.
 */
export function openFormDialog(opener: HTMLElement): void {
  const kind = opener.dataset.openDialog;
  if (!isDialogKind(kind)) {
    console.warn(`[formulaires] unknown dialog "${String(kind)}"`);
    return;
  }
  preparePageToasts();
  let dialog = dialogs.get(kind);
  if (!dialog) {
    dialog = createFormDialog(FORM_DIALOGS[kind]);
    dialogs.set(kind, dialog);
  }
  const product = opener.dataset.demoProduct;
  dialog.open(opener, kind === "demo" && isProductId(product) ? product : undefined);
}
