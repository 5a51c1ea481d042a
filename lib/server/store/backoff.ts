/**
 * Delay before the next attempt: exponential from `baseMs`, capped at `maxMs`, with "equal
 * jitter" (half fixed, half random) so that jobs failing together do not retry together.
 * A delay the service asked for (Retry-After, rate-limit reset) is a floor.
 */
export function retryDelay(
  attempts: number,
  options: { baseMs: number; maxMs: number; retryAfterMs?: number | undefined },
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.round(Math.max(jittered, options.retryAfterMs ?? 0));
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds from `now`, or undefined. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
