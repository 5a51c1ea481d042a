"use client";

import { usePathname } from "next/navigation";
import { startTransition, useActionState, useState } from "react";
import { loadOnce } from "../../lib/browser/load-once.ts";
import { FORM_STAMP_FIELD } from "../../lib/forms/form-checks.ts";
import { submitNewsletterBox } from "./actions.ts";
import { Honeypot, SubmitButton } from "./FormControls.tsx";
import type { NewsletterState } from "./form-state.ts";

type SubmitModule = typeof import("./newsletter-submit.ts");

/** The newsletter's checks, toasts and call: fetched when the field is focused or the form sent. */
const loadSubmit = loadOnce<SubmitModule>(() => import("./newsletter-submit.ts"));

const IDLE: NewsletterState = { status: "idle" };
const MESSAGE_ID = "newsletter-message";

/**
 * The newsletter form. A plain HTML form posting to its server action, so it works without
 * JavaScript (the answer is shown under the field in the page the server sends back); with
 * JavaScript the address is checked in the browser, the answer is a toast and the field is
 * cleared on success, by code fetched on first focus (newsletter-submit.ts).
 */
export function NewsletterForm({
  maxLength,
  submitLabel,
  busyLabel,
}: {
  maxLength: number;
  submitLabel: string;
  busyLabel: string;
}) {
  // Posted before hydration, the form goes to the page it is on, which shows the answer in its footer
  // (the not-found page has no address of its own: the home page's footer answers for it).
  const pathname = usePathname();
  const permalink = pathname && pathname !== "/_not-found" ? pathname : "/";
  const [state, dispatch, pending] = useActionState(submitNewsletterBox, IDLE, permalink);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const answered =
    state.status === "invalid" || state.status === "failed" || state.status === "confirm" ? state : undefined;

  return (
    <>
      <form
        action={dispatch}
        className="relative mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col"
        data-newsletter-form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const form = event.currentTarget;
          loadSubmit().then(
            (module) => module.submitNewsletter(form, { setBusy, setInvalid }),
            // The code could not be fetched: the form goes to the server as it would without JavaScript.
            () => startTransition(() => dispatch(new FormData(form))),
          );
        }}
      >
        <label htmlFor="newsletter-email" className="sr-only">
          Votre adresse e-mail
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={maxLength}
          placeholder="vous@entreprise.fr"
          defaultValue={answered?.email ?? ""}
          aria-invalid={invalid || state.status === "invalid" ? true : undefined}
          aria-describedby={answered ? MESSAGE_ID : undefined}
          className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-ink placeholder:text-slate-500"
          onFocus={(event) => {
            // The proof of work starts with the code, at the first focus (components/forms/form-proof.ts).
            const { form } = event.currentTarget;
            const start = (module: SubmitModule) => form && module.startNewsletterProof(form);
            void loadSubmit().then(start, () => {});
          }}
          onChange={() => setInvalid(false)}
        />
        <Honeypot prefix="newsletter" />
        {state.status === "confirm" && <input type="hidden" name={FORM_STAMP_FIELD} value={state.stamp} />}
        <SubmitButton
          label={submitLabel}
          busyLabel={busyLabel}
          busy={busy || pending}
          className="btn btn-primary shrink-0"
        />
      </form>
      {state.status === "sent" && (
        <p role="status" className="mt-3 text-sm text-white">
          {state.message}
        </p>
      )}
      {answered && (
        <p id={MESSAGE_ID} role="alert" className="mt-3 text-sm text-white">
          {answered.message}
        </p>
      )}
    </>
  );
}
