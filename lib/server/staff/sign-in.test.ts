import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { openTestStaffDirectory } from "../../../tests/support/staff-directory.ts";
import { SIGN_IN_MESSAGES, STAFF_LOCKOUT, STAFF_SIGN_IN_LIMIT } from "../../config/staff-policy.ts";
import { listAudit } from "../audit/audit.ts";
import { addStaff } from "./accounts.ts";
import { signInStaff } from "./sign-in.ts";
import type { StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";
const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
const MINUTE = 60_000;

describe.each(["sqlite", "postgres"] as const)("staff sign-in on %s", (kind) => {
  let database: TestDatabase;
  let directory: StaffDirectory;
  let memberId: string;
  const attempt = (password: string, now: number, email = "camille@exemple.fr", clientAddress = "203.0.113.7") =>
    signInStaff(directory, { email, password, clientAddress }, now);

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    directory = await openTestStaffDirectory(database);
    memberId = (
      await addStaff(directory, {
        email: "camille@exemple.fr",
        name: "Camille",
        password: PASSWORD,
        role: "administrateur",
      })
    ).id;
  });
  afterEach(async () => {
    await directory.close();
    await database.drop();
  });

  it("accepts the password with a session for the enrolment (no second factor yet); a wrong password and an unknown address get the same French message", async () => {
    const ok = await attempt(PASSWORD, T0);
    expect(ok).toMatchObject({ ok: true, next: "enrolment" });
    if (ok.ok) expect(ok.headers.get("set-cookie")).toMatch(/session_token=/);
    expect(await attempt("pas le bon mot de passe", T0 + 1)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    expect(await attempt(PASSWORD, T0 + 2, "personne@exemple.fr")).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.invalid,
    });
    // The attempts' own entries, newest first (the account's creation is stamped with the real clock, not T0).
    const audit = (await listAudit(directory.db)).filter((e) => e.action !== "staff-added");
    expect(audit.map((e) => [e.action, e.actorId, e.detail])).toEqual([
      ["sign-in-failed", null, "compte inconnu"],
      ["sign-in-failed", memberId, "mot de passe"],
      ["password-accepted", memberId, null],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/exemple\.fr|203\.0\.113/);
  });

  it(`locks the account for 15 minutes after ${STAFF_LOCKOUT.failures} wrong passwords within 15 minutes, with the same message`, async () => {
    for (let i = 0; i < STAFF_LOCKOUT.failures; i++) await attempt("mauvais mot de passe", T0 + i * MINUTE);
    const locked = T0 + STAFF_LOCKOUT.failures * MINUTE;
    expect(await attempt(PASSWORD, locked)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    expect((await listAudit(directory.db)).some((e) => e.action === "lockout" && e.actorId === memberId)).toBe(true);
    const lockedAt = T0 + (STAFF_LOCKOUT.failures - 1) * MINUTE;
    expect((await attempt(PASSWORD, lockedAt + STAFF_LOCKOUT.lockMs - 1)).ok).toBe(false);
    expect((await attempt(PASSWORD, lockedAt + STAFF_LOCKOUT.lockMs)).ok).toBe(true);
  });

  it("does not lock for wrong passwords spread over more than 15 minutes, nor counts those before a success", async () => {
    for (let i = 0; i < 8; i++) await attempt("mauvais mot de passe", T0 + i * 4 * MINUTE);
    expect((await attempt(PASSWORD, T0 + 40 * MINUTE)).ok).toBe(true);
    for (let i = 1; i < STAFF_LOCKOUT.failures; i++) await attempt("mauvais mot de passe", T0 + 40 * MINUTE + i);
    expect((await attempt(PASSWORD, T0 + 41 * MINUTE)).ok).toBe(true);
  });

  it(`refuses a client address after ${STAFF_SIGN_IN_LIMIT.max} attempts within 15 minutes, whatever the account; others still sign in`, async () => {
    for (let i = 0; i < STAFF_SIGN_IN_LIMIT.max; i++)
      await attempt("mauvais mot de passe", T0 + i, `inconnu${i}@exemple.fr`, "198.51.100.9");
    expect(await attempt(PASSWORD, T0 + MINUTE, "camille@exemple.fr", "198.51.100.9")).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.limited,
    });
    expect((await attempt(PASSWORD, T0 + MINUTE, "camille@exemple.fr", "203.0.113.7")).ok).toBe(true);
    expect(
      (await attempt(PASSWORD, T0 + STAFF_SIGN_IN_LIMIT.windowMs + 100, "camille@exemple.fr", "198.51.100.9")).ok,
    ).toBe(true);
    const keys = await directory.db.all<{ key: string }>("SELECT DISTINCT key FROM limit_events");
    expect(keys.map((k) => k.key).join()).not.toContain("198.51.100.9");
  });
});
