import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_MESSAGES, TOASTS } from "../../lib/forms/messages.ts";
import { fieldErrors, newsletterSchema } from "../../lib/forms/schemas.ts";
import { secureSubmit } from "./secure-submit.ts";
import { sendForm } from "./send.ts";
import { preparePageToasts, showToast } from "./toasts.tsx";

// The toaster is a live region: in place from the first focus, before anything is said in it.
preparePageToasts();

export interface NewsletterUi {
  setBusy(busy: boolean): void;
  setInvalid(invalid: boolean): void;
}

const busyForms = new WeakSet<HTMLFormElement>();

/**
 * The footer newsletter with JavaScript (spec sections 4, 5, 8): its messages are toasts; the
 * answer of the function is not read, any failure gives the one newsletter failure message.
 */
export async function submitNewsletter(form: HTMLFormElement, ui: NewsletterUi): Promise<void> {
  if (busyForms.has(form)) return;
  const input = form.elements.namedItem("email");
  const honeypotInput = form.elements.namedItem(HONEYPOT_FIELD);
  if (!(input instanceof HTMLInputElement)) return;
  const honeypot = honeypotInput instanceof HTMLInputElement ? honeypotInput.value : "";

  const checked = newsletterSchema.safeParse({ email: input.value });
  if (!checked.success) {
    const empty = fieldErrors(checked.error).email === FIELD_MESSAGES.newsletterEmpty;
    ui.setInvalid(true);
    input.focus();
    showToast(empty ? TOASTS.newsletterEmpty : TOASTS.newsletterInvalid, "destructive");
    return;
  }

  busyForms.add(form);
  ui.setBusy(true);
  try {
    const result = await secureSubmit("newsletter", newsletterSchema, { email: input.value }, honeypot, (body) =>
      sendForm("newsletter", body, TOASTS.newsletterFailure.description),
    );
    if (result.status === "sent") {
      input.value = "";
      showToast(TOASTS.newsletterSuccess, "success");
    } else if (result.status === "throttled") {
      showToast(TOASTS.throttled, "destructive");
    } else if (result.status === "invalid") {
      ui.setInvalid(true);
      showToast(TOASTS.newsletterInvalid, "destructive");
    } else {
      showToast(TOASTS.newsletterFailure, "destructive");
    }
  } finally {
    busyForms.delete(form);
    ui.setBusy(false);
  }
}
