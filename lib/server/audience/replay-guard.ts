/**
 * The views' random ids seen within AUDIENCE_LIMITS.replayWindowMs, in this process's memory: the
 * same report sent twice (a browser retrying, someone replaying it) counts once. Bounded: at most
 * `capacity` ids are kept, the oldest forgotten first; beyond that rate (`capacity` views per
 * window) a replay of a forgotten id would count again, which the per-address throttle still bounds.
 */
export const REPLAY_MEMORY = 100_000;

export interface ReplayGuard {
  /** Whether `id` was seen within the window (as of `now`). */
  seen(id: string, now: number): boolean;
  /** Remembers `id` as seen at `now`. */
  remember(id: string, now: number): void;
  /** How many ids are kept (for the tests of its bound). */
  readonly size: number;
}

export function createReplayGuard(windowMs: number, capacity = REPLAY_MEMORY): ReplayGuard {
  // A Map keeps insertion order, which is time order: the oldest ids are at its front.
  const seenAt = new Map<string, number>();
  const forgetOld = (now: number) => {
    for (const [id, at] of seenAt) {
      if (now - at < windowMs && seenAt.size < capacity) break;
      seenAt.delete(id);
    }
  };
  return {
    seen(id, now) {
      const at = seenAt.get(id);
      return at !== undefined && now - at < windowMs;
    },
    remember(id, now) {
      seenAt.delete(id);
      forgetOld(now);
      seenAt.set(id, now);
    },
    get size() {
      return seenAt.size;
    },
  };
}
