import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInLocation } from "../../config/admin.ts";
import { staffDirectory } from "./directory.ts";
import { currentStaff, type StaffSession } from "./session.ts";
import type { StaffDirectory } from "./staff-auth.ts";

export interface StaffContext {
  staff: StaffSession;
  directory: StaffDirectory;
}

/**
 * The guard of every admin page and server action: the signed-in member (session read from the
 * store by currentStaff), or a redirect to the sign-in page, which then sends them back to
 * `returnTo`. The middleware's early redirect (no session cookie at all) never replaces it.
 */
export async function requireStaff(returnTo: string): Promise<StaffContext> {
  const signedIn = await staffOrNull();
  if (!signedIn) redirect(signInLocation(returnTo));
  return signedIn;
}

/**
 * The guard of an action whose form holds long typing (the article editor): the member, or null
 * when the session has ended, so the action answers in the form instead of leaving the page (and
 * what was typed) for the sign-in page.
 */
export async function staffOrNull(): Promise<StaffContext | null> {
  const directory = await staffDirectory();
  const staff = await currentStaff(directory, await headers());
  return staff ? { staff, directory } : null;
}

/** The guard of the admin route handlers: the member, or a 401 answer in French. */
export async function staffForRequest(request: Request): Promise<StaffContext | Response> {
  const directory = await staffDirectory();
  const staff = await currentStaff(directory, request.headers);
  if (staff) return { staff, directory };
  return Response.json(
    { error: "Session expirée ou absente : reconnectez-vous au back-office." },
    { status: 401, headers: { "Cache-Control": "no-store" } },
  );
}
