import { listStaff, type StaffMember } from "./accounts.ts";
import type { StaffDirectory } from "./staff-auth.ts";

export interface AccountRow extends StaffMember {
  /** The last successful sign-in, from the audit log; null when never signed in. */
  lastSignIn: Date | null;
  /** Sessions not yet expired (a session ends at its expiry, « Se déconnecter », or when ended here). */
  activeSessions: number;
}

/** The accounts desk's list: every member, oldest first, with their last sign-in and open sessions. */
export async function listAccounts(directory: StaffDirectory, now: number): Promise<AccountRow[]> {
  const [members, signIns, { internalAdapter }] = await Promise.all([
    listStaff(directory),
    directory.db.all<{ actor_id: string; at: number }>(
      "SELECT actor_id, MAX(at) AS at FROM staff_audit WHERE action = 'sign-in' GROUP BY actor_id",
    ),
    directory.auth.$context,
  ]);
  const lastSignIn = new Map(signIns.map((row) => [row.actor_id, Number(row.at)]));
  return Promise.all(
    members.map(async (member) => {
      const sessions = await internalAdapter.listSessions(member.id);
      const at = lastSignIn.get(member.id);
      return {
        ...member,
        lastSignIn: at ? new Date(at) : null,
        activeSessions: sessions.filter((session) => new Date(session.expiresAt).getTime() > now).length,
      };
    }),
  );
}
