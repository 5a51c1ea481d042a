"use client";

import { useActionState } from "react";
import {
  NEWSLETTER_CONFIRM_OUTCOMES,
  NEWSLETTER_CONFIRM_TEXTS,
  NEWSLETTER_TOKEN_PARAM,
} from "../../lib/config/newsletter.ts";
import { SubmitButton } from "../forms/FormControls.tsx";
import { confirmNewsletterAction } from "./actions.ts";
import { NewsletterOutcome } from "./NewsletterOutcome.tsx";
import { CONFIRM_IDLE } from "./state.ts";

/**
 * The one button of the confirmation page: a plain form posting to its server action, so it works
 * without JavaScript (the page the server sends back says how it ended). The link's token rides in
 * a hidden field: only this post confirms, never the page's GET.
 */
export function ConfirmForm({ token }: { token: string }) {
  const [state, dispatch, pending] = useActionState(confirmNewsletterAction, CONFIRM_IDLE);
  if (state.status === "done") {
    const outcome = NEWSLETTER_CONFIRM_OUTCOMES[state.outcome];
    return <NewsletterOutcome {...outcome} error={state.outcome !== "confirmed" && state.outcome !== "used"} focus />;
  }
  return (
    <form action={dispatch} className="card">
      <p className="body-text">{NEWSLETTER_CONFIRM_TEXTS.intro}</p>
      <input type="hidden" name={NEWSLETTER_TOKEN_PARAM} value={token} />
      <SubmitButton
        label={NEWSLETTER_CONFIRM_TEXTS.button}
        busyLabel={NEWSLETTER_CONFIRM_TEXTS.busy}
        busy={pending}
        className="btn btn-primary mt-5"
      />
    </form>
  );
}
