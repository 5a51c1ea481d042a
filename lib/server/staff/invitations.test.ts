import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { openTestStaffDirectory } from "../../../tests/support/staff-directory.ts";
import { STAFF_INVITATION_MS } from "../../config/staff-policy.ts";
import { listAudit } from "../audit/audit.ts";
import { addStaff, listStaff, StaffError } from "./accounts.ts";
import {
  acceptInvitation,
  createInvitation,
  invitationByToken,
  pendingInvitations,
  revokeInvitation,
} from "./invitations.ts";
import type { StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";
const NOW = Date.UTC(2026, 10, 26, 12);

describe.each(["sqlite", "postgres"] as const)("staff invitations on %s", (kind) => {
  let database: TestDatabase;
  let directory: StaffDirectory;
  let adminId: string;
  const invite = (email = "ines@exemple.fr", now = NOW) =>
    createInvitation(directory, { email, name: "Inès Roux", role: "redaction" }, adminId, now);

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    directory = await openTestStaffDirectory(database);
    adminId = (
      await addStaff(directory, {
        email: "admin@exemple.fr",
        name: "Admin",
        password: PASSWORD,
        role: "administrateur",
      })
    ).id;
  });
  afterEach(async () => {
    await directory.close();
    await database.drop();
  });

  it("makes one account with the invitation's role from its link, once; the token is kept only as its hash", async () => {
    const { token, invitation } = await invite();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(invitation.expiresAt.getTime() - NOW).toBe(STAFF_INVITATION_MS);
    const stored = await directory.db.all<Record<string, unknown>>("SELECT * FROM staff_invitations");
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await pendingInvitations(directory, NOW)).map((i) => i.email)).toEqual(["ines@exemple.fr"]);

    await expect(acceptInvitation(directory, token, "court", NOW + 1000)).rejects.toThrow(StaffError);
    expect(await invitationByToken(directory, token, NOW + 1000)).toHaveProperty("invitation");
    expect(await acceptInvitation(directory, token, PASSWORD, NOW + 2000)).toHaveProperty("invitation");
    expect((await listStaff(directory)).map((m) => [m.email, m.role])).toEqual([
      ["admin@exemple.fr", "administrateur"],
      ["ines@exemple.fr", "redaction"],
    ]);
    expect(await acceptInvitation(directory, token, PASSWORD, NOW + 3000)).toEqual({ refused: "used" });
    expect(await pendingInvitations(directory, NOW + 3000)).toEqual([]);
    const audit = (await listAudit(directory.db)).map((e) => e.action);
    expect(audit).toContain("invitation-created");
    expect(audit).toContain("invitation-accepted");
  });

  it("refuses an expired link, an unknown one, a revoked one, and an address that already has an account", async () => {
    const { token } = await invite();
    expect(await invitationByToken(directory, token, NOW + STAFF_INVITATION_MS)).toEqual({ refused: "expired" });
    expect(await acceptInvitation(directory, token, PASSWORD, NOW + STAFF_INVITATION_MS)).toEqual({
      refused: "expired",
    });
    expect(await invitationByToken(directory, "pas-un-jeton", NOW)).toEqual({ refused: "unknown" });
    expect(await invitationByToken(directory, "", NOW)).toEqual({ refused: "unknown" });

    const second = await invite("lea@exemple.fr");
    expect(await revokeInvitation(directory, second.invitation.id, adminId)).toBe(true);
    expect(await invitationByToken(directory, second.token, NOW)).toEqual({ refused: "unknown" });
    expect(await revokeInvitation(directory, second.invitation.id, adminId)).toBe(false);

    await expect(invite("admin@exemple.fr")).rejects.toThrow("Un compte existe déjà pour admin@exemple.fr.");
    await expect(
      createInvitation(directory, { email: "pas-une-adresse", name: "X", role: "commercial" }, adminId, NOW),
    ).rejects.toThrow(StaffError);
    expect(await listStaff(directory)).toHaveLength(1);
  });

  it("gives the invitation back when the account cannot be made (an account made meanwhile)", async () => {
    const { token } = await invite();
    await addStaff(directory, { email: "ines@exemple.fr", name: "Inès", password: PASSWORD, role: "commercial" });
    await expect(acceptInvitation(directory, token, PASSWORD, NOW + 1000)).rejects.toThrow(
      "Un compte existe déjà pour ines@exemple.fr.",
    );
    expect(await invitationByToken(directory, token, NOW + 1000)).toHaveProperty("invitation");
  });
});
