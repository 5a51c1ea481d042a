import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { openTestStaffDirectory } from "../../../tests/support/staff-directory.ts";
import { listAudit } from "../audit/audit.ts";
import { addStaff } from "./accounts.ts";
import { changeOwnPassword, endOwnSession, listOwnSessions } from "./own-account.ts";
import type { StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";
const NEW_PASSWORD = "une toute nouvelle phrase";

describe.each(["sqlite", "postgres"] as const)("« Mon compte » on %s", (kind) => {
  let database: TestDatabase;
  let directory: StaffDirectory;
  let userId: string;
  const signIn = (password = PASSWORD) =>
    directory.auth.api.signInEmail({ body: { email: "lea@exemple.fr", password }, asResponse: true });
  const sessionIds = async () =>
    (await (await directory.auth.$context).internalAdapter.listSessions(userId)).map((s) => s.id).sort();

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    directory = await openTestStaffDirectory(database);
    userId = (
      await addStaff(directory, { email: "lea@exemple.fr", name: "Léa", password: PASSWORD, role: "redaction" })
    ).id;
  });
  afterEach(async () => {
    await directory.close();
    await database.drop();
  });

  it("changes the password only with the current one and a valid, confirmed new one; the other sessions end, this one stays", async () => {
    await signIn();
    await signIn();
    const [current, other] = await sessionIds();
    const change = (fields: { current: string; next: string; confirmation: string }) =>
      changeOwnPassword(directory, { userId, sessionId: current as string, ...fields });

    expect(await change({ current: "pas le bon mot", next: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toBe(
      "wrong-current",
    );
    expect(await change({ current: PASSWORD, next: "court", confirmation: "court" })).toBe("refused");
    expect(await change({ current: PASSWORD, next: NEW_PASSWORD, confirmation: `${NEW_PASSWORD}!` })).toBe("mismatch");
    expect(await sessionIds()).toEqual([current, other].sort());
    expect((await signIn()).status).toBe(200);

    expect(await change({ current: PASSWORD, next: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toBe("changed");
    expect(await sessionIds()).toEqual([current]);
    expect((await signIn()).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    const audit = await listAudit(directory.db);
    expect(audit.filter((e) => e.action === "password-changed").map((e) => e.detail)).toEqual([
      "autres sessions fermées : 2",
    ]);
    expect(audit.filter((e) => e.action === "sign-in-failed").map((e) => e.detail)).toEqual(["mot de passe actuel"]);
  });

  it("lists the person's open sessions, this one marked, and ends one of theirs only", async () => {
    await signIn();
    await signIn();
    const [first, second] = await sessionIds();
    const listed = await listOwnSessions(directory, userId, first as string, Date.now());
    expect(listed.map((s) => [s.id, s.current]).sort()).toEqual(
      [
        [first, true],
        [second, false],
      ].sort(),
    );
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
    expect(await listOwnSessions(directory, userId, first as string, Date.now() + 9 * 3600_000)).toEqual([]);

    const someoneElse = await addStaff(directory, {
      email: "hugo@exemple.fr",
      name: "Hugo",
      password: PASSWORD,
      role: "commercial",
    });
    expect(await endOwnSession(directory, someoneElse.id, second as string)).toBe(false);
    expect(await endOwnSession(directory, userId, second as string)).toBe(true);
    expect(await sessionIds()).toEqual([first]);
    expect(await endOwnSession(directory, userId, second as string)).toBe(false);
  });
});
