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
