import { HONEYPOT_FIELD } from "../../../lib/forms/honeypot.ts";
import { FIELD_MESSAGES, NEWSLETTER_SUBMITTING_LABEL, TOASTS } from "../../../lib/forms/messages.ts";
import { fieldErrors, newsletterSchema } from "../../../lib/forms/schemas.ts";
import { invokeFunction } from "./functions-client.ts";
import { secureSubmit } from "./secure-submit.ts";
import { showToast } from "./toast.ts";

const busyForms = new WeakSet<HTMLFormElement>();

/** Flags the field until the visitor changes it (the message itself is a toast). */
function markInvalid(input: HTMLInputElement): void {
  input.setAttribute("aria-invalid", "true");
  input.addEventListener("input", () => input.removeAttribute("aria-invalid"), { once: true });
}

/**
 * The footer newsletter (spec sections 4, 5, 8): its messages are toasts; the answer of
 * the function is not read, any failure gives the one newsletter failure message.
 */
export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  if (busyForms.has(form)) return;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !button) return;
  const honeypot = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)?.value ?? "";

  const checked = newsletterSchema.safeParse({ email: input.value });
  if (!checked.success) {
    const empty = fieldErrors(checked.error).email === FIELD_MESSAGES.newsletterEmpty;
    markInvalid(input);
    input.focus();
    showToast(empty ? TOASTS.newsletterEmpty : TOASTS.newsletterInvalid, "destructive");
    return;
  }

  const label = button.textContent;
  busyForms.add(form);
  button.setAttribute("aria-disabled", "true");
  button.textContent = NEWSLETTER_SUBMITTING_LABEL;
  try {
    const result = await secureSubmit("newsletter", newsletterSchema, { email: input.value }, honeypot, (body) =>
      invokeFunction("newsletter-signup", body, TOASTS.newsletterFailure.description),
    );
    if (result.status === "sent") {
      input.value = "";
      showToast(TOASTS.newsletterSuccess, "success");
    } else if (result.status === "throttled") {
      showToast(TOASTS.throttled, "destructive");
    } else if (result.status === "invalid") {
      markInvalid(input);
      showToast(TOASTS.newsletterInvalid, "destructive");
    } else {
      showToast(TOASTS.newsletterFailure, "destructive");
    }
  } finally {
    busyForms.delete(form);
    button.removeAttribute("aria-disabled");
    button.textContent = label;
  }
}
