import { NEWSLETTER_CONSENT } from "../../lib/config/newsletter.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { NEWSLETTER_SUBMITTING_LABEL } from "../../lib/forms/messages.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";

/**
 * The footer's newsletter box (spec sections 4, 5 and 8), for the footer's `newsletter` slot. The
 * server renders it; only the form is a client leaf, given its limits and labels as plain props.
 */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-title" className="rounded-xl bg-slate-800 p-5" data-newsletter>
      <h2 id="newsletter-title" className="text-base font-semibold text-white">
        Recevez notre newsletter
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Conseils de gestion et nouveautés de nos applications, une fois par mois.
      </p>
      <NewsletterForm maxLength={FIELD_LIMITS.email} submitLabel="S'inscrire" busyLabel={NEWSLETTER_SUBMITTING_LABEL} />
      {/* The consent text whose version each sign-up keeps (lib/config/newsletter.ts). */}
      <p className="mt-3 text-xs text-slate-300">{NEWSLETTER_CONSENT.text}</p>
    </section>
  );
}
