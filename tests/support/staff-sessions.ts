/**
 * Staff sessions made the way the sign-in makes them, for the server-side tests: the password,
 * then the enrolment of an authenticator app (its first code computed by `otpauth`).
 */
import { withAnswerCookies } from "../../lib/server/staff/next-cookies.ts";
import { confirmEnrolment, pendingEnrolment, prepareEnrolment } from "../../lib/server/staff/second-factor.ts";
import type { StaffDirectory } from "../../lib/server/staff/staff-auth.ts";
import { Authenticator } from "./second-factor.ts";

/** The request headers of a session opened with the password alone (its account's second factor not set). */
export async function passwordSession(directory: StaffDirectory, email: string, password: string): Promise<Headers> {
  const answer = await directory.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (!answer.ok) throw new Error(`signInEmail: ${answer.status}`);
  return withAnswerCookies(new Headers(), answer.headers);
}

/** A complete session of an account enrolled here: its request headers and the account's authenticator. */
export async function enrolledSession(
  directory: StaffDirectory,
  member: { email: string; password: string },
): Promise<{ headers: Headers; authenticator: Authenticator; backupCodes: string[] }> {
  const headers = await passwordSession(directory, member.email, member.password);
  const prepared = await prepareEnrolment(directory, headers, member.password);
  if (!prepared.ok) throw new Error(prepared.message);
  const session = await directory.auth.api.getSession({ headers });
  if (!session) throw new Error("no session");
  const pending = await pendingEnrolment(directory, { userId: session.user.id, email: member.email });
  if (!pending) throw new Error("no pending enrolment");
  const authenticator = new Authenticator(pending.secretText);
  const confirmed = await confirmEnrolment(
    directory,
    headers,
    { userId: session.user.id },
    authenticator.freshCode() ?? "",
  );
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { headers: withAnswerCookies(headers, confirmed.headers), authenticator, backupCodes: confirmed.backupCodes };
}
