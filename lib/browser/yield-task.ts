/**
 * Ends the current task and resumes in a new one, so that two costly steps never make one long task
 * on a slow phone (a task over 50 ms holds a tap back). `scheduler.yield()` where the browser has it
 * (its continuation goes before other queued tasks), else a message to itself: never a timer, which
 * a test's stopped clock would hold back, nor a frame, which a background tab never renders.
 */
export function yieldTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
