import { readRaw, THROTTLE_KEY_PREFIX, write } from "../../lib/browser/storage.ts";
import { THROTTLE_WINDOW_MS } from "../../lib/forms/limits.ts";
import type { FormKey } from "./definitions.ts";

function lastSubmission(formKey: FormKey): number | undefined {
  const raw = readRaw(THROTTLE_KEY_PREFIX + formKey);
  const time = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * True while the last accepted submission of this form is less than THROTTLE_WINDOW_MS old
 * (`formThrottle:<form>` in localStorage, as the site has always kept it). A timestamp in the
 * future (clock moved back, edited storage) does not lock the form.
 */
export function isThrottled(formKey: FormKey, now = Date.now()): boolean {
  const last = lastSubmission(formKey);
  if (last === undefined) return false;
  const elapsed = now - last;
  return elapsed >= 0 && elapsed < THROTTLE_WINDOW_MS;
}

/** Called once a submission has been accepted: a failed call can be retried at once. */
export function recordSubmission(formKey: FormKey, now = Date.now()): void {
  write(THROTTLE_KEY_PREFIX + formKey, String(now));
}
