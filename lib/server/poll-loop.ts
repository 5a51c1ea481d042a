/**
 * The loop of a background worker beside the outbox (IndexNow's submissions, the webhooks, the
 * daily links check): a round, then a pause of `idleMs()` that notify() or stop() cut short; a
 * notification during a round starts the next one at once. A round's error is logged, never the
 * end of the loop.
 */
export interface PollLoop {
  start(): void;
  /** Work arrived: the next round now, not after the pause. */
  notify(): void;
  /** Ends the loop: its signal aborts at once, then the round under way finishes. */
  stop(): Promise<void>;
  /** Aborted once stop() is called (until the next start): rounds cut their requests short with it. */
  readonly signal: AbortSignal;
}

export function pollLoop(options: {
  round(): Promise<unknown>;
  idleMs(): number;
  onError(error: unknown): void;
}): PollLoop {
  let stopping = new AbortController();
  let loop: Promise<void> | undefined;
  let notified = false;
  let wake: (() => void) | undefined;

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      // An idle worker never keeps the process alive.
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      notified = false;
      try {
        await options.round();
      } catch (error) {
        options.onError(error);
      }
      if (signal.aborted) break;
      if (!notified) await pause(options.idleMs());
    }
  }

  return {
    get signal() {
      return stopping.signal;
    },
    start() {
      if (loop) return;
      stopping = new AbortController();
      loop = run(stopping.signal);
    },
    notify() {
      notified = true;
      wake?.();
    },
    async stop() {
      stopping.abort();
      wake?.();
      await loop;
      loop = undefined;
    },
  };
}
