import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { SIGN_IN_MESSAGES, STAFF_LOCKOUT } from "../../config/staff-policy.ts";
import { listAudit } from "../audit/audit.ts";
import { migrate } from "../schema/migrations.ts";
import { addStaff } from "./accounts.ts";
import { currentStaff, signOutStaff } from "./session.ts";
import { signInStaff } from "./sign-in.ts";
import { openStaffDirectory, type StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";
const EMAIL = "camille@exemple.fr";

/**
 * Several instances of the server on one store (N processes on one PostgreSQL, or on one SQLite
 * file): each opens its own directory with the same BETTER_AUTH_SECRET; they share the sessions,
 * the lockout and the audit log, since all three live in the store.
 */
describe.each(["sqlite", "postgres"] as const)("two instances on one %s store", (kind) => {
  let database: TestDatabase;
  let first: StaffDirectory;
  let second: StaffDirectory;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const secret = randomBytes(32).toString("base64url");
    const open = () =>
      openStaffDirectory({
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        secret,
        baseURL: "https://www.exemple.fr",
        migrate,
      });
    // On PostgreSQL, started together as a deployment's processes are: the migrations take turns.
    // (Two SQLite connections of one thread cannot wait for each other: one after the other.)
    if (kind === "postgres") [first, second] = await Promise.all([open(), open()]);
    else {
      first = await open();
      second = await open();
    }
    await addStaff(first, { email: EMAIL, name: "Camille", password: PASSWORD, role: "administrateur" });
  });
  afterEach(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.drop();
  });

  const attempt = (directory: StaffDirectory, password: string) =>
    signInStaff(directory, { email: EMAIL, password, clientAddress: "203.0.113.7" });

  it("a session opened on one instance is known to the other, and ended there for both", async () => {
    const outcome = await attempt(first, PASSWORD);
    if (!outcome.ok) throw new Error(outcome.message);
    const cookie = (outcome.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const request = new Headers({ cookie });
    expect(await currentStaff(second, request)).toMatchObject({ email: EMAIL });
    expect(await signOutStaff(second, request)).not.toBeNull();
    expect(await currentStaff(first, request)).toBeNull();
    const actions = (await listAudit(first.db)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(["sign-out", "password-accepted"]);
  });

  it("wrong passwords on either instance add up to one lockout, which both enforce", async () => {
    for (let failure = 0; failure < STAFF_LOCKOUT.failures; failure++) {
      const outcome = await attempt(failure % 2 ? first : second, `mauvais ${failure}`);
      expect(outcome).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    }
    expect(await attempt(first, PASSWORD)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    expect(await attempt(second, PASSWORD)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    const audit = await listAudit(second.db);
    expect(audit.filter((entry) => entry.action === "lockout")).toHaveLength(1);
  });
});
