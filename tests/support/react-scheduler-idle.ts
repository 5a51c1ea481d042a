import { createRequire } from "node:module";

/** What this file uses of React's scheduler (the `scheduler` package react-dom depends on). */
interface ReactScheduler {
  unstable_IdlePriority: number;
  unstable_scheduleCallback(priority: number, callback: () => null): unknown;
}

/**
 * Resolves once React's scheduler has run every task queued before it, and any they queue (an
 * idle-priority task runs after them all). A component test's page (jsdom) must not end before:
 * React commits outside `act` (a form's answer rendered while waitFor polls) queue their passive
 * effects there, in a task that reads `window` first; run after the file's jsdom was torn down, it
 * threw « window is not defined », an unhandled error that failed the whole run (seen in CI).
 */
export function reactSchedulerIdle(): Promise<void> {
  // react-dom's own copy of the scheduler: the queue its work is in. A file that never loaded
  // react-dom has nothing queued (and loading the scheduler now could pick up a test's fake timers).
  const fromReactDom = createRequire(createRequire(import.meta.url).resolve("react-dom"));
  if (!fromReactDom.cache[fromReactDom.resolve("scheduler")]) return Promise.resolve();
  const scheduler = fromReactDom("scheduler") as ReactScheduler;
  return new Promise((resolve) => {
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, () => {
      resolve();
      return null;
    });
  });
}
