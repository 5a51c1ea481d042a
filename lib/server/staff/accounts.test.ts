import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { openTestStaffDirectory } from "../../../tests/support/staff-directory.ts";
import { listAudit } from "../audit/audit.ts";
import { openStore } from "../site-store/index.ts";
import {
  addStaff,
  LAST_ADMINISTRATOR,
  listStaff,
  removeStaff,
  resetStaffPassword,
  StaffError,
  setStaffRole,
} from "./accounts.ts";
import type { StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";

describe.each(["sqlite", "postgres"] as const)("staff accounts on %s", (kind) => {
  let database: TestDatabase;
  let directory: StaffDirectory;
  const open = () => openTestStaffDirectory(database);
  const signIn = (email: string, password: string) =>
    directory.auth.api.signInEmail({ body: { email, password }, asResponse: true });

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    directory = await open();
  });
  afterEach(async () => {
    await directory.close();
    await database.drop();
  });

  it("adds a member who can sign in, with a session cookie HttpOnly, Secure on https and SameSite=Lax", async () => {
    const member = await addStaff(directory, {
      email: " Camille@Exemple.fr ",
      name: "Camille Martin",
      password: PASSWORD,
      role: "administrateur",
    });
    expect(member.email).toBe("camille@exemple.fr");
    expect((await listStaff(directory)).map((m) => [m.email, m.name])).toEqual([
      ["camille@exemple.fr", "Camille Martin"],
    ]);
    const answer = await signIn("camille@exemple.fr", PASSWORD);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/__Secure-[^=]*session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect((await signIn("camille@exemple.fr", "un autre mot de passe")).status).toBe(401);
  });

  it("refuses a password under 12 characters with the reason, a bad address and a second account", async () => {
    await expect(
      addStaff(directory, { email: "a@exemple.fr", name: "A", password: "court", role: "administrateur" }),
    ).rejects.toThrow(new StaffError("Mot de passe refusé : il doit compter au moins 12 caractères (il en compte 5)."));
    await expect(
      addStaff(directory, { email: "pas-une-adresse", name: "A", password: PASSWORD, role: "administrateur" }),
    ).rejects.toThrow(StaffError);
    await addStaff(directory, { email: "a@exemple.fr", name: "A", password: PASSWORD, role: "administrateur" });
    await expect(
      addStaff(directory, { email: "A@exemple.fr", name: "A", password: PASSWORD, role: "administrateur" }),
    ).rejects.toThrow("Un compte existe déjà pour a@exemple.fr.");
    expect(await listStaff(directory)).toHaveLength(1);
  });

  it("resetting a password ends every session at once; the old password no longer works", async () => {
    const member = await addStaff(directory, {
      email: "b@exemple.fr",
      name: "B",
      password: PASSWORD,
      role: "administrateur",
    });
    await signIn("b@exemple.fr", PASSWORD);
    await signIn("b@exemple.fr", PASSWORD);
    const context = await directory.auth.$context;
    expect(await context.internalAdapter.listSessions(member.id)).toHaveLength(2);
    await expect(resetStaffPassword(directory, "b@exemple.fr", "court")).rejects.toThrow(StaffError);
    expect(await resetStaffPassword(directory, "b@exemple.fr", "un nouveau mot de passe")).toBe(2);
    expect(await context.internalAdapter.listSessions(member.id)).toHaveLength(0);
    expect((await signIn("b@exemple.fr", PASSWORD)).status).toBe(401);
    expect((await signIn("b@exemple.fr", "un nouveau mot de passe")).status).toBe(200);
  });

  it("removing a member ends their sessions and their sign-in; the audit log keeps ids, not addresses", async () => {
    const member = await addStaff(directory, {
      email: "c@exemple.fr",
      name: "C",
      password: PASSWORD,
      role: "commercial",
    });
    await signIn("c@exemple.fr", PASSWORD);
    expect(await removeStaff(directory, "c@exemple.fr")).toBe(1);
    expect(await listStaff(directory)).toEqual([]);
    expect((await signIn("c@exemple.fr", PASSWORD)).status).toBe(401);
    await expect(removeStaff(directory, "c@exemple.fr")).rejects.toThrow("Aucun compte pour c@exemple.fr.");
    const audit = await listAudit(directory.db);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["staff-removed", member.id],
      ["staff-added", member.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain("exemple.fr");
  });

  it("lives in the project's store: reopening finds the members, and the store still opens", async () => {
    await addStaff(directory, { email: "d@exemple.fr", name: "D", password: PASSWORD, role: "administrateur" });
    await directory.close();
    directory = await open();
    expect((await listStaff(directory)).map((m) => m.email)).toEqual(["d@exemple.fr"]);
    const store = await openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    expect(await store.listSubmissions()).toEqual([]);
    await store.close();
  });

  it("gives each member one role, changed at once, and never leaves the accounts without an administrator", async () => {
    const first = await addStaff(directory, {
      email: "e@exemple.fr",
      name: "E",
      password: PASSWORD,
      role: "administrateur",
    });
    const writer = await addStaff(directory, {
      email: "f@exemple.fr",
      name: "F",
      password: PASSWORD,
      role: "redaction",
    });
    expect([first.role, writer.role]).toEqual(["administrateur", "redaction"]);
    const last = LAST_ADMINISTRATOR;
    await expect(setStaffRole(directory, "e@exemple.fr", "commercial")).rejects.toThrow(
      new StaffError(last, "last-administrator"),
    );
    await expect(removeStaff(directory, "e@exemple.fr")).rejects.toThrow(new StaffError(last, "last-administrator"));
    // The accounts desk answers by the refusal's reason, not by its text.
    await expect(setStaffRole(directory, "e@exemple.fr", "redaction")).rejects.toMatchObject({
      reason: "last-administrator",
    });
    await expect(setStaffRole(directory, { id: "inconnu" }, "redaction")).rejects.toMatchObject({
      reason: "unknown-account",
    });

    expect((await setStaffRole(directory, "f@exemple.fr", "administrateur")).role).toBe("administrateur");
    expect((await setStaffRole(directory, "e@exemple.fr", "commercial")).role).toBe("commercial");
    expect((await listStaff(directory)).map((m) => [m.email, m.role])).toEqual([
      ["e@exemple.fr", "commercial"],
      ["f@exemple.fr", "administrateur"],
    ]);
    const audit = await listAudit(directory.db);
    expect(audit.filter((e) => e.action === "role-changed").map((e) => [e.actorId, e.detail])).toEqual([
      [first.id, "Administrateur → Commercial"],
      [writer.id, "Rédaction → Administrateur"],
    ]);
  });

  it("makes every account of before the roles an administrateur when the store opens", async () => {
    await addStaff(directory, { email: "g@exemple.fr", name: "G", password: PASSWORD, role: "commercial" });
    await addStaff(directory, { email: "h@exemple.fr", name: "H", password: PASSWORD, role: "redaction" });
    await directory.db.run("UPDATE staff_user SET role = 'admin' WHERE email = ?", ["g@exemple.fr"]);
    await directory.close();
    directory = await open();
    expect((await listStaff(directory)).map((m) => [m.email, m.role])).toEqual([
      ["g@exemple.fr", "administrateur"],
      ["h@exemple.fr", "redaction"],
    ]);
  });
});
