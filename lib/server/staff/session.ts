import { isStaffRole, type StaffRole } from "../../config/staff-roles.ts";
import { recordAudit } from "../audit/audit.ts";
import type { StaffDirectory } from "./staff-auth.ts";

export interface StaffSession {
  userId: string;
  email: string;
  name: string;
  /** Null for a role this version does not know: such an account opens nothing. */
  role: StaffRole | null;
  /**
   * The account's second factor is set. Until it is, the session (opened with the password alone)
   * reaches only the enrolment screen and « Se déconnecter ».
   */
  secondFactor: boolean;
  sessionId: string;
  expiresAt: Date;
}

/**
 * The one check of the back office: the staff member whose session the request's cookie names,
 * read from the store on every call (no cookie cache), or null. Every admin page, server action
 * and route handler goes through it (the middleware may redirect earlier, never instead).
 */
export async function currentStaff(directory: StaffDirectory, headers: Headers): Promise<StaffSession | null> {
  const found = await directory.auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!found) return null;
  return {
    userId: found.user.id,
    email: found.user.email,
    name: found.user.name,
    role: isStaffRole(found.user.role) ? found.user.role : null,
    secondFactor: found.user.twoFactorEnabled === true,
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt),
  };
}

/** « Se déconnecter »: the session is deleted from the store, and the cookie cleared (the returned headers). */
export async function signOutStaff(directory: StaffDirectory, headers: Headers): Promise<Headers | null> {
  const staff = await currentStaff(directory, headers);
  if (!staff) return null;
  const answer = await directory.auth.api.signOut({ headers, asResponse: true });
  await recordAudit(directory.db, { actorId: staff.userId, action: "sign-out" });
  return answer.headers;
}
