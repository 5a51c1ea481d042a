import "server-only";
import { cookies, headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { ENROLMENT_PATH, signInLocation, signInStepLocation } from "../config/admin.ts";
import { ACCESS_MESSAGES } from "../config/staff-policy.ts";
import { type Desk, mayOpen } from "../config/staff-roles.ts";
import { recordAudit } from "./audit/audit.ts";
import { currentStaff, type StaffSession } from "./staff/session.ts";
import type { StaffDirectory } from "./staff/staff-auth.ts";
import { staffDirectory } from "./staff-directory.ts";

export interface StaffContext {
  staff: StaffSession;
  directory: StaffDirectory;
}

/**
 * What a guard asks of the member: that their role opens this desk; or a member of any role
 * (« Mon compte », « Accès refusé »); or only a session, second factor set or not (« Se déconnecter »,
 * the enrolment). Every access but "session" needs the second factor.
 */
export type Access = Desk | "any-member" | "session";

async function signedInMember(requestHeaders: Headers): Promise<StaffContext | null> {
  const directory = await staffDirectory();
  const staff = await currentStaff(directory, requestHeaders);
  return staff ? { staff, directory } : null;
}

/**
 * The request's headers with its cookies as Next holds them now: after a server action set one (the
 * enrolment's renewed session), the page drawn again in the same answer reads the new one.
 */
async function currentRequest(): Promise<Headers> {
  const request = new Headers(await headers());
  const jar = (await cookies()).toString();
  if (jar) request.set("cookie", jar);
  else request.delete("cookie");
  return request;
}

/** A session opened with the password alone counts as no member, except where only a session is asked. */
const complete = (context: StaffContext | null, access: Access): StaffContext | null =>
  context && (access === "session" || context.staff.secondFactor) ? context : null;

/** True when the member may go on; otherwise the refusal is audited (the desk and the path, nothing personal). */
async function allowed(context: StaffContext, access: Access, path: string): Promise<boolean> {
  if (access === "any-member" || access === "session" || mayOpen(context.staff.role, access)) return true;
  await recordAudit(context.directory.db, {
    actorId: context.staff.userId,
    action: "access-refused",
    detail: `${access} ${path.split("?", 1)[0]}`,
  });
  return false;
}

/**
 * The guard of every admin page and server action: the signed-in member whose role opens `access`
 * (session read from the store by currentStaff); signed out, a redirect to the sign-in page, which
 * then sends them back to `returnTo`; signed in with another role, the 403 screen (app/admin/forbidden.tsx),
 * audited. The middleware's early redirect (no session cookie at all) never replaces it.
 */
export async function requireStaff(returnTo: string, access: Access): Promise<StaffContext> {
  const signedIn = await signedInMember(await currentRequest());
  if (!signedIn) redirect(signInLocation(returnTo));
  // The password alone opens no desk: first the authenticator app.
  if (!complete(signedIn, access)) redirect(signInStepLocation(ENROLMENT_PATH, returnTo));
  if (!(await allowed(signedIn, access, returnTo))) forbidden();
  return signedIn;
}

/**
 * The guard of an action whose form holds long typing (the article editor): the member, or null
 * when the session has ended, so the action answers in the form instead of leaving the page (and
 * what was typed) for the sign-in page. A role that does not open `access` gets the 403 screen.
 */
export async function staffOrNull(access: Access, path: string): Promise<StaffContext | null> {
  const signedIn = complete(await signedInMember(await currentRequest()), access);
  if (signedIn && !(await allowed(signedIn, access, path))) forbidden();
  return signedIn;
}

/** The guard of the admin route handlers: the member whose role opens `access`, or a 401 / 403 answer in French. */
export async function staffForRequest(request: Request, access: Access): Promise<StaffContext | Response> {
  const signedIn = complete(await signedInMember(request.headers), access);
  const answer = (status: number, error: string) =>
    Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
  if (!signedIn) return answer(401, ACCESS_MESSAGES.noSession);
  const url = new URL(request.url);
  if (!(await allowed(signedIn, access, url.pathname))) return answer(403, ACCESS_MESSAGES.refused);
  return signedIn;
}

/** The member whose session the request names, whatever their role (the 403 screen's frame), or null. */
export async function memberOrNull(): Promise<StaffContext | null> {
  return complete(await signedInMember(await currentRequest()), "any-member");
}
