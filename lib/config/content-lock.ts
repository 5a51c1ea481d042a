/**
 * The content desk's lock timings (lib/server/content/content-locks.ts), shared with the form's
 * script: the holder's page renews its lock (and autosaves what was typed) every LOCK_RENEW_MS; a
 * lock not renewed for LOCK_STALE_MS is free (a tab closed, a computer asleep).
 */
export const LOCK_RENEW_MS = 30_000;
export const LOCK_STALE_MS = 2 * 60_000;

/** What the holder's page hears at each renewal. */
export type LockAnswer =
  | { held: true; saved: boolean; revision: number }
  | { held: false; holderName: string; since: number }
  /** The session ended: nothing saved, the page says so (and keeps what was typed). */
  | { ended: string };
