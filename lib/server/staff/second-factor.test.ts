import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { codeAt, stepNow } from "../../../tests/support/second-factor.ts";
import { openTestStaffDirectory } from "../../../tests/support/staff-directory.ts";
import { enrolledSession, passwordSession } from "../../../tests/support/staff-sessions.ts";
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES } from "../../config/staff-policy.ts";
import { listAudit } from "../audit/audit.ts";
import { addStaff, resetStaffPassword, StaffError } from "./accounts.ts";
import { withAnswerCookies } from "./next-cookies.ts";
import {
  backupCodesLeft,
  confirmEnrolment,
  pendingEnrolment,
  prepareEnrolment,
  renewBackupCodes,
  resetSecondFactor,
  verifySignInCode,
} from "./second-factor.ts";
import { claimStep } from "./second-factor-plugin.ts";
import { currentStaff } from "./session.ts";
import { signInStaff } from "./sign-in.ts";
import type { StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";
const LEA = { email: "lea@exemple.fr", password: PASSWORD };

describe.each(["sqlite", "postgres"] as const)("the second factor on %s", (kind) => {
  let database: TestDatabase;
  let directory: StaffDirectory;
  let userId: string;
  /** The password step of the sign-in, as the sign-in page runs it: its outcome and the browser's cookies after it. */
  const passwordStep = async (password = PASSWORD) => {
    const outcome = await signInStaff(directory, { email: LEA.email, password, clientAddress: "203.0.113.9" });
    if (!outcome.ok) throw new Error(outcome.message);
    return { outcome, headers: withAnswerCookies(new Headers(), outcome.headers) };
  };
  const sessions = async () => (await (await directory.auth.$context).internalAdapter.listSessions(userId)).length;
  const audit = async (action: string) =>
    (await listAudit(directory.db, 1000)).filter((e) => e.action === action).map((e) => e.detail);

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    directory = await openTestStaffDirectory(database);
    userId = (await addStaff(directory, { ...LEA, name: "Léa", role: "commercial" })).id;
  });
  afterEach(async () => {
    await directory.close();
    await database.drop();
  });

  it("enrols at the first sign-in: the password opens a session that is not complete, the secret waits encrypted, the first code sets it and ends the other sessions", async () => {
    expect(await backupCodesLeft(directory, userId)).toBe(0);
    const elsewhere = await passwordSession(directory, LEA.email, PASSWORD);
    const { outcome, headers } = await passwordStep();
    expect(outcome.next).toBe("enrolment");
    expect((await currentStaff(directory, headers))?.secondFactor).toBe(false);

    expect(await prepareEnrolment(directory, headers, "pas le bon mot")).toEqual({
      ok: false,
      code: "INVALID_PASSWORD",
      message: SECOND_FACTOR_MESSAGES.wrongPassword,
    });
    expect(await prepareEnrolment(directory, headers, PASSWORD)).toEqual({ ok: true });
    const pending = await pendingEnrolment(directory, { userId, email: LEA.email });
    if (!pending) throw new Error("no pending enrolment");
    expect(pending.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(pending.uri).toMatch(/^otpauth:\/\/totp\/Gestio%20back-office:lea%40exemple\.fr\?secret=[A-Z2-7]+&issuer=/);
    const secret = pending.secretText.replace(/\s/g, "");
    // Neither the secret nor a backup code is stored in clear.
    const [row] = await directory.db.all<Record<string, string>>(
      'SELECT secret, "backupCodes" AS codes FROM staff_two_factor',
    );
    expect(JSON.stringify(row)).not.toContain(secret);

    const refused = await confirmEnrolment(directory, headers, { userId }, "000000");
    expect(refused).toMatchObject({ ok: false, message: SECOND_FACTOR_MESSAGES.invalid });
    const done = await confirmEnrolment(directory, headers, { userId }, codeAt(secret, stepNow()));
    if (!done.ok) throw new Error(done.message);
    expect(done.backupCodes).toHaveLength(SECOND_FACTOR.backupCodes);
    expect(JSON.stringify(row)).not.toContain(done.backupCodes[0]);
    // The session renewed by the plugin is the only one: the one opened elsewhere with the password has ended.
    const renewed = withAnswerCookies(headers, done.headers);
    expect(await currentStaff(directory, renewed)).toMatchObject({ userId, secondFactor: true });
    expect(await currentStaff(directory, elsewhere)).toBeNull();
    expect(await sessions()).toBe(1);
    expect(await audit("second-factor-enrolled")).toEqual([null]);
    expect(await audit("second-factor-failed")).toEqual(["activation"]);
    expect(await pendingEnrolment(directory, { userId, email: LEA.email })).toBeNull();
    // The code step serves a sign-in's challenge only, never a session (whose first code is the enrolment's).
    expect(
      await verifySignInCode(directory, renewed, { code: codeAt(secret, stepNow() + 1), backup: false }),
    ).toMatchObject({ ok: false, restart: true });
  });

  it("once enrolled, the password opens no session: a code of the app does, once per 30-second step; wrong codes are limited and audited", async () => {
    const { authenticator } = await enrolledSession(directory, LEA);
    await (await directory.auth.$context).internalAdapter.deleteUserSessions(userId);

    const first = await passwordStep();
    expect(first.outcome.next).toBe("code");
    expect(await sessions()).toBe(0);
    expect(await currentStaff(directory, first.headers)).toBeNull();
    const code = authenticator.freshCode() as string;
    const accepted = await verifySignInCode(directory, first.headers, { code, backup: false });
    expect(accepted).toMatchObject({ ok: true, userId, role: "commercial" });
    expect(await sessions()).toBe(1);

    // The same code again, in a new sign-in within its step: refused, though Better Auth alone would accept it.
    const second = await passwordStep();
    expect(await verifySignInCode(directory, second.headers, { code, backup: false })).toEqual({
      ok: false,
      code: "TOTP_CODE_ALREADY_USED",
      message: SECOND_FACTOR_MESSAGES.replayed,
    });
    // So is an older step's code, still within the window.
    expect(
      await verifySignInCode(directory, second.headers, {
        code: codeAt(authenticator.secretText, stepNow() - 1),
        backup: false,
      }),
    ).toMatchObject({ ok: false });
    expect(await audit("second-factor-failed")).toEqual(expect.arrayContaining(["code de l'application déjà utilisé"]));
    // Wrong codes: 5 per challenge, then the password again.
    const third = await passwordStep();
    for (let i = 0; i < 4; i++)
      expect(await verifySignInCode(directory, third.headers, { code: "000000", backup: false })).toMatchObject({
        message: SECOND_FACTOR_MESSAGES.invalid,
      });
    // The fifth wrong code in a row also locks the account's second factor for 15 minutes.
    expect(await verifySignInCode(directory, third.headers, { code: "000000", backup: false })).toMatchObject({
      ok: false,
    });
    const fourth = await passwordStep();
    expect(await verifySignInCode(directory, fourth.headers, { code: "111111", backup: false })).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.locked,
    });
    expect(
      (await audit("second-factor-failed")).filter((d) => d === "code de l'application").length,
    ).toBeGreaterThanOrEqual(5);
    expect((await audit("sign-in")).filter((d) => d === "code de l'application")).toHaveLength(1);
  });

  it("a backup code opens one sign-in, once; new codes void the old ones (the password asked again)", async () => {
    const { headers: session, backupCodes } = await enrolledSession(directory, LEA);
    const [firstCode, secondCode] = backupCodes as [string, string];
    const one = await passwordStep();
    expect(await verifySignInCode(directory, one.headers, { code: firstCode, backup: true })).toMatchObject({
      ok: true,
      userId,
    });
    const two = await passwordStep();
    expect(await verifySignInCode(directory, two.headers, { code: firstCode, backup: true })).toMatchObject({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.invalidBackup,
    });
    expect(await backupCodesLeft(directory, userId)).toBe(SECOND_FACTOR.backupCodes - 1);

    expect(await renewBackupCodes(directory, session, { userId }, "pas le bon mot")).toMatchObject({ ok: false });
    const renewed = await renewBackupCodes(directory, session, { userId }, PASSWORD);
    if (!renewed.ok) throw new Error(renewed.message);
    expect(renewed.backupCodes).toHaveLength(SECOND_FACTOR.backupCodes);
    expect(await verifySignInCode(directory, two.headers, { code: secondCode, backup: true })).toMatchObject({
      ok: false,
    });
    const three = await passwordStep();
    expect(
      await verifySignInCode(directory, three.headers, { code: renewed.backupCodes[0] as string, backup: true }),
    ).toMatchObject({ ok: true });
    expect(await audit("backup-codes-renewed")).toEqual([null]);
  });

  it("a lost phone: another administrator (or the command line) resets the second factor; a password reset never does", async () => {
    const admin = (
      await addStaff(directory, {
        email: "admin@exemple.fr",
        name: "Admin",
        password: PASSWORD,
        role: "administrateur",
      })
    ).id;
    const { authenticator } = await enrolledSession(directory, LEA);
    await resetStaffPassword(directory, LEA.email, "une toute nouvelle phrase");
    // The password reset ended the sessions, not the second factor: the code is still asked, and opens one.
    const signIn = await passwordStep("une toute nouvelle phrase");
    expect(signIn.outcome.next).toBe("code");
    const code = authenticator.freshCode() as string;
    expect(await verifySignInCode(directory, signIn.headers, { code, backup: false })).toMatchObject({ ok: true });
    expect(await sessions()).toBe(1);
    // A passkey of the account, as the plugin stores one.
    const { adapter } = await directory.auth.$context;
    await adapter.create({
      model: "passkey",
      data: {
        userId,
        publicKey: "clé",
        credentialID: "identifiant",
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
      },
    });

    await expect(resetSecondFactor(directory, { id: admin }, admin)).rejects.toThrow(StaffError);
    await resetSecondFactor(directory, { id: userId }, admin);
    expect(await sessions()).toBe(0);
    expect(await backupCodesLeft(directory, userId)).toBe(0);
    expect(await adapter.findMany({ model: "passkey", where: [{ field: "userId", value: userId }] })).toEqual([]);
    const again = await passwordStep("une toute nouvelle phrase");
    expect(again.outcome.next).toBe("enrolment");
    expect((await listAudit(directory.db, 1000)).filter((e) => e.action === "second-factor-reset")).toMatchObject([
      { actorId: admin, detail: `compte ${userId}` },
    ]);
    await resetSecondFactor(directory, LEA.email);
    expect((await listAudit(directory.db, 1000)).filter((e) => e.action === "second-factor-reset")[0]).toMatchObject({
      actorId: userId,
    });
  });

  it("two requests with the same code: one claims its step", async () => {
    const step = stepNow();
    const claims = await Promise.all([claimStep(directory.db, userId, step), claimStep(directory.db, userId, step)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await claimStep(directory.db, userId, step - 1)).toBe(false);
    expect(await claimStep(directory.db, userId, step + 1)).toBe(true);
  });
});
