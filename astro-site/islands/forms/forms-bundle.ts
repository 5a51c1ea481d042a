/**
 * The forms bundle, loaded by src/components/FormsLoader.astro on first use: it opens
 * the form dialogs and submits the newsletter when the loader asks.
 */
import { FORMS_EVENTS } from "./events.ts";
import { submitNewsletter } from "./newsletter.ts";
import { openFormDialog } from "./open-dialog.ts";
import { preparePageToasts } from "./toast.ts";

preparePageToasts();

document.addEventListener(FORMS_EVENTS.open, (event) => {
  const opener = (event as CustomEvent<unknown>).detail;
  if (opener instanceof HTMLElement) openFormDialog(opener);
});

document.addEventListener(FORMS_EVENTS.newsletter, (event) => {
  const form = (event as CustomEvent<unknown>).detail;
  if (form instanceof HTMLFormElement) void submitNewsletter(form);
});
