import type { StoredSubmission } from "../submissions/submission-store.ts";
import { type Delivered, DeliveryError } from "./delivery-error.ts";

export interface BrevoOptions {
  apiKey: string;
  apiUrl: string;
  automationListId: number | undefined;
  newsletterListId: number | undefined;
  doiTemplateId: number | undefined;
  doiRedirectUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Seconds from Brevo's `x-sib-ratelimit-reset` or a standard `Retry-After`, in ms. */
function waitFrom(headers: Headers): number | undefined {
  const raw = headers.get("x-sib-ratelimit-reset") ?? headers.get("retry-after");
  const seconds = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : undefined;
}

/** Client errors that a retry cannot fix (bad request, unknown list or template). */
const PERMANENT = new Set([400, 404, 405, 409, 413, 422]);

/** The contacts API of Brevo (https://developers.brevo.com), the calls the outbox needs. */
export function createBrevoClient(options: BrevoOptions) {
  const doFetch = options.fetch ?? fetch;

  /** `done`: an error answer that means the wish is already met (read from Brevo's code and message, never logged). */
  async function post(
    path: string,
    body: Record<string, unknown>,
    done?: (status: number, error: { code?: unknown; message?: unknown }) => boolean,
  ): Promise<Delivered> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiUrl}${path}`, {
        method: "POST",
        headers: { "api-key": options.apiKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new DeliveryError(`Brevo unreachable (${code})`, { retryable: true });
    }
    // Brevo answers errors as { code, message }; only the code is kept (the message may quote the address).
    const text = await response.text().catch(() => "");
    if (response.ok) {
      const remaining = response.headers.get("x-sib-ratelimit-remaining");
      return { pauseMs: remaining === "0" ? waitFrom(response.headers) : undefined };
    }
    let code = "";
    let parsed: { code?: unknown; message?: unknown } = {};
    try {
      parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
      if (typeof parsed.code === "string" && /^[a-z_]{1,40}$/.test(parsed.code)) code = ` ${parsed.code}`;
    } catch {}
    if (done?.(response.status, parsed)) return {};
    const message = `Brevo HTTP ${response.status}${code}`;
    if (response.status === 429)
      throw new DeliveryError(message, { retryable: true, retryAfterMs: waitFrom(response.headers) });
    throw new DeliveryError(message, { retryable: !PERMANENT.has(response.status) });
  }

  return {
    /** An automation sign-up becomes a contact identified by the submission id; redelivery updates it. */
    automationContact(submission: StoredSubmission): Promise<Delivered> {
      const { firstName, lastName, company } = submission.fields;
      return post("/contacts", {
        ext_id: submission.id,
        attributes: { FIRSTNAME: firstName, LASTNAME: lastName, COMPANY: company },
        ...(options.automationListId ? { listIds: [options.automationListId] } : {}),
        updateEnabled: true,
      });
    },
    /** A newsletter address joins the list, through Brevo's double opt-in when a template is set. */
    newsletterContact(submission: StoredSubmission): Promise<Delivered> {
      const email = submission.fields.email;
      if (options.doiTemplateId && options.newsletterListId) {
        return post("/contacts/doubleOptinConfirmation", {
          email,
          includeListIds: [options.newsletterListId],
          templateId: options.doiTemplateId,
          redirectionUrl: options.doiRedirectUrl,
        });
      }
      return post("/contacts", {
        email,
        ...(options.newsletterListId ? { listIds: [options.newsletterListId] } : {}),
        updateEnabled: true,
      });
    },
    /**
     * A newsletter address leaves the list (unsubscribed). Brevo answers 400 `invalid_parameter`
     * "Contact already removed from list and/or does not exist" when it is not on it: done as well.
     */
    newsletterRemoval(submission: StoredSubmission): Promise<Delivered> {
      if (!options.newsletterListId) throw new DeliveryError("Brevo newsletter list not set", { retryable: false });
      return post(
        `/contacts/lists/${options.newsletterListId}/contacts/remove`,
        { emails: [submission.fields.email] },
        (status, error) =>
          status === 400 &&
          error.code === "invalid_parameter" &&
          typeof error.message === "string" &&
          /already removed|does not exist/i.test(error.message),
      );
    },
  };
}
