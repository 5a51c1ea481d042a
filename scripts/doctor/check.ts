/** One row of `npm run doctor`: what was checked, its status, what was found and how to fix it. */
export type Status = "ok" | "warn" | "fail";

export interface CheckResult {
  check: string;
  status: Status;
  /** What was found: never a secret (scripts/doctor/secrets.ts masks any that slips in). */
  detail: string;
  /** How to fix it; empty when nothing is to fix. */
  fix: string;
}

export const ok = (check: string, detail: string): CheckResult => ({ check, status: "ok", detail, fix: "" });
export const warn = (check: string, detail: string, fix: string): CheckResult => ({
  check,
  status: "warn",
  detail,
  fix,
});
export const fail = (check: string, detail: string, fix: string): CheckResult => ({
  check,
  status: "fail",
  detail,
  fix,
});

/** A library's error in one short line: its code and first line, without a stack. */
export function describeError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = String(message ?? error)
    .split("\n")[0]!
    .slice(0, 200);
  return typeof code === "string" && !text.includes(code) ? `${code}: ${text}` : text;
}

/** Rejects after `ms` with "<what> did not answer within N s"; the timer never holds the process. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
