/** Longest wait, after Next.js has finished its requests, for the outbox worker and the store to stop (lib/server/runtime.ts). */
export const STOP_GRACE_MS = 8_000;
