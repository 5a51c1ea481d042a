import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_MESSAGES, newsletterAnswerToast, TOASTS } from "../../lib/forms/messages.ts";
import { fieldErrors, newsletterSchema } from "../../lib/forms/schemas.ts";
import { createFormProof, type FormProof, sendWithProof } from "./form-proof.ts";
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
const proofs = new WeakMap<HTMLFormElement, FormProof>();

function proofOf(form: HTMLFormElement): FormProof {
  let proof = proofs.get(form);
  if (!proof) {
    proof = createFormProof("newsletter");
    proofs.set(form, proof);
  }
  return proof;
}

/** The first focus on the field: the proof of work starts (components/forms/form-proof.ts). */
export function startNewsletterProof(form: HTMLFormElement): void {
  proofOf(form).start();
}

/**
 * The footer newsletter with JavaScript (spec sections 4, 5, 8): its messages are toasts; of the
 * function's answer only its `status` is read (e-mail sent, already subscribed…), any failure gives
 * the one newsletter failure message.
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
      sendWithProof(proofOf(form), (proof) =>
        sendForm("newsletter", body, TOASTS.newsletterFailure.description, undefined, proof),
      ),
    );
    if (result.status === "sent") {
      input.value = "";
      showToast(newsletterAnswerToast(result.data), "success");
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
