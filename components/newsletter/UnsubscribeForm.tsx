"use client";

import { useActionState } from "react";
import {
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_OUTCOMES,
  NEWSLETTER_UNSUBSCRIBE_TEXTS as T,
} from "../../lib/config/newsletter.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { SubmitButton } from "../forms/FormControls.tsx";
import { unsubscribeNewsletterAction } from "./actions.ts";
import { NewsletterOutcome } from "./NewsletterOutcome.tsx";
import { UNSUBSCRIBE_IDLE } from "./state.ts";

const FIELD_ID = "desinscription-email";
const MESSAGE_ID = "desinscription-message";

/**
 * « Me désinscrire »: with the e-mail's token, one button; without it (or with a tampered one), the
 * address to unsubscribe. A plain form posting to its server action: it works without JavaScript.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, dispatch, pending] = useActionState(unsubscribeNewsletterAction, UNSUBSCRIBE_IDLE);
  if (state.status === "done" && state.outcome !== "invalid") {
    const outcome = NEWSLETTER_UNSUBSCRIBE_OUTCOMES[state.outcome];
    return <NewsletterOutcome {...outcome} error={state.outcome === "throttled"} focus />;
  }
  const refused = state.status === "done" ? NEWSLETTER_UNSUBSCRIBE_OUTCOMES.invalid : undefined;
  const withToken = token !== "" && !refused;
  const invalid = state.status === "invalid" ? state : undefined;
  return (
    <>
      {refused && <NewsletterOutcome {...refused} error focus />}
      <form action={dispatch} className={refused ? "card mt-6" : "card"} noValidate>
        {withToken ? (
          <>
            <p className="body-text">{T.withToken}</p>
            <input type="hidden" name={NEWSLETTER_TOKEN_PARAM} value={token} />
          </>
        ) : (
          <>
            <p className="body-text">{T.withoutToken}</p>
            <label htmlFor={FIELD_ID} className="mt-4 block font-semibold text-ink">
              {T.emailLabel}
            </label>
            <input
              id={FIELD_ID}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={FIELD_LIMITS.email}
              defaultValue={invalid?.email ?? ""}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? MESSAGE_ID : undefined}
              className="mt-2 min-h-11 w-full max-w-md rounded-lg border border-slate-500 bg-white px-3 text-ink"
            />
            {invalid && (
              <p id={MESSAGE_ID} role="alert" className="mt-2 text-sm font-medium text-danger">
                {invalid.message}
              </p>
            )}
          </>
        )}
        <SubmitButton label={T.button} busyLabel={T.busy} busy={pending} className="btn btn-primary mt-5" />
      </form>
    </>
  );
}
