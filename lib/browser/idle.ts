/**
 * Runs `callback` when the browser is idle (`requestIdleCallback`, at the latest after `timeout` ms
 * when given), or on a timer of its own where it is missing (Safari). Returns what cancels it.
 */
export function onIdle(callback: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}
