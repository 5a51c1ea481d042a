import "server-only";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies } from "next/headers";

/**
 * Copies the cookies of one of Better Auth's answers (sign-in, sign-out) onto the server action's
 * answer: called from a server action, its API answers the action, not the browser.
 */
export async function applyAuthCookies(answer: Headers): Promise<void> {
  const setCookie = answer.get("set-cookie");
  if (!setCookie) return;
  const jar = await cookies();
  for (const [name, attributes] of parseSetCookieHeader(setCookie)) {
    const options = toCookieOptions(attributes);
    jar.set(name, attributes.value, {
      ...options,
      sameSite: (options.sameSite?.toLowerCase() as "lax" | "strict" | "none" | undefined) ?? "lax",
    });
  }
}

/**
 * The request's headers as the next call to Better Auth must see them: its cookies, and those the
 * previous answer set (a sign-in's new session, before the browser has it).
 */
export function withAnswerCookies(request: Headers, answer: Headers): Headers {
  const jar = new Map<string, string>();
  for (const pair of (request.get("cookie") ?? "").split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const [name, attributes] of parseSetCookieHeader(answer.get("set-cookie") ?? ""))
    jar.set(name, encodeURIComponent(attributes.value));
  const headers = new Headers(request);
  headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
  return headers;
}
