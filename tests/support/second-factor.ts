/**
 * The second factor as a test meets it: an authenticator app's codes computed by `otpauth` (a library
 * apart from the one the server checks with), from the secret the enrolment screen shows.
 */
import * as OTPAuth from "otpauth";
import { SECOND_FACTOR } from "../../lib/config/staff-policy.ts";

/** The current 30-second step. */
export const stepNow = (now = Date.now()): number => Math.floor(now / (SECOND_FACTOR.periodSeconds * 1000));

/** The authenticator app's code of `step` for the secret shown as text (Base32, grouped by four). */
export function codeAt(secretText: string, step: number): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secretText.replace(/\s+/g, "")),
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.periodSeconds,
    algorithm: "SHA1",
  });
  return totp.generate({ timestamp: step * SECOND_FACTOR.periodSeconds * 1000 });
}

/**
 * An authenticator of one account, as a person uses it: each code of a step at most once (the site
 * refuses a replay), the next step's code when this step's is spent (accepted within the window).
 */
export class Authenticator {
  private lastStep = 0;
  readonly secretText: string;
  constructor(secretText: string) {
    this.secretText = secretText;
  }

  /** A code not used yet: this step's, or the next one's; null when both are spent (wait for the step to turn). */
  freshCode(now = Date.now()): string | null {
    const step = Math.max(stepNow(now), this.lastStep + 1);
    if (step > stepNow(now) + SECOND_FACTOR.window) return null;
    this.lastStep = step;
    return codeAt(this.secretText, step);
  }

  /** The code last used (to try it again: a replay). */
  lastCode(): string {
    return codeAt(this.secretText, this.lastStep);
  }
}
