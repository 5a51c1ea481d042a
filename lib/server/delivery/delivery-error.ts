/**
 * A delivery that did not go through. `message` is technical (status code, error code),
 * never personal data: it is logged and shown by `leads outbox`.
 */
export class DeliveryError extends Error {
  readonly retryable: boolean;
  /** The service asked us to wait at least this long (429, rate-limit headers). */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { retryable: boolean; retryAfterMs?: number | undefined }) {
    super(message);
    this.name = "DeliveryError";
    this.retryable = options.retryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** What a successful delivery may tell the worker: the service's quota is spent for this long. */
export interface Delivered {
  pauseMs?: number | undefined;
}
