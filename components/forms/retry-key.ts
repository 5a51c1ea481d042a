/**
 * The `Idempotency-Key` of one submission: kept while the very same body is sent again
 * after a failure (the first call may have been stored before its answer was lost, the
 * server then answers it once more instead of storing it twice), new once the body
 * changes or a submission has gone through.
 */
export interface RetryKey {
  keyFor(body: Record<string, unknown>): string | undefined;
  /** The submission went through: the next one is a new submission. */
  settle(): void;
}

export function retryKey(newKey: () => string | undefined = () => globalThis.crypto?.randomUUID?.()): RetryKey {
  let lastBody: string | undefined;
  let key: string | undefined;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (json !== lastBody) {
        lastBody = json;
        key = newKey();
      }
      return key;
    },
    settle() {
      lastBody = undefined;
      key = undefined;
    },
  };
}
