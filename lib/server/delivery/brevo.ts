import type { StoredSubmission } from "../store/store.ts";
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

  async function post(path: string, body: Record<string, unknown>): Promise<Delivered> {
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
    try {
      const parsed = JSON.parse(text) as { code?: unknown };
      if (typeof parsed.code === "string" && /^[a-z_]{1,40}$/.test(parsed.code)) code = ` ${parsed.code}`;
    } catch {}
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
  };
}
