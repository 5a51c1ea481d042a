/**
 * Next's request context as a server action's unit test plays it (`next/headers`), the session's
 * cookie from `setRequestHeaders`: `vi.mock("next/headers", () => import("…/tests/support/next-request.ts"))`.
 * Then `actionAnswer` reads where the action sent the browser (its redirect) or the guard's 403.
 */

let requestHeaders = new Headers();

export function setRequestHeaders(headers: Headers): void {
  requestHeaders = headers;
}

export const headers = async () => requestHeaders;

export const cookies = async () => ({
  set: () => {},
  delete: () => {},
  get: () => undefined,
  toString: () => requestHeaders.get("cookie") ?? "",
});

/** What an action ended with: `{ redirect }`, `{ status: 403 }`, or what it returned. */
export async function actionAnswer(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT;")) return { redirect: digest.split(";")[2] };
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;403") return { status: 403 };
    throw error;
  }
}
