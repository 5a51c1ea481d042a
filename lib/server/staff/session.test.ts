import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { openTestStaffDirectory } from "../../../tests/support/staff-directory.ts";
import { listAudit } from "../audit/audit.ts";
import { addStaff, removeStaff } from "./accounts.ts";
import { currentStaff, signOutStaff } from "./session.ts";
import { signInStaff } from "./sign-in.ts";
import type { StaffDirectory } from "./staff-auth.ts";

const PASSWORD = "correct cheval agrafe";

/** The request a browser sends back with the cookie the sign-in set. */
function requestWith(setCookie: string | null): Headers {
  const cookie = (setCookie ?? "").split(/,(?=\s*[^;=]+=)/).map((part) => part.split(";")[0]!.trim());
  return new Headers({ cookie: cookie.join("; ") });
}

describe.each(["sqlite", "postgres"] as const)("staff session on %s", (kind) => {
  let database: TestDatabase;
  let directory: StaffDirectory;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    directory = await openTestStaffDirectory(database);
    await addStaff(directory, {
      email: "camille@exemple.fr",
      name: "Camille",
      password: PASSWORD,
      role: "commercial",
    });
  });
  afterEach(async () => {
    await directory.close();
    await database.drop();
  });

  const signIn = async () => {
    const outcome = await signInStaff(directory, {
      email: "camille@exemple.fr",
      password: PASSWORD,
      clientAddress: "203.0.113.7",
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return requestWith(outcome.headers.get("set-cookie"));
  };

  it("knows the member from the session cookie; no cookie or a forged one is nobody", async () => {
    const request = await signIn();
    expect(await currentStaff(directory, request)).toMatchObject({ email: "camille@exemple.fr", name: "Camille" });
    expect(await currentStaff(directory, new Headers())).toBeNull();
    const forged = new Headers({ cookie: request.get("cookie")!.replace(/=([^.;]+)/, "=forged") });
    expect(await currentStaff(directory, forged)).toBeNull();
  });

  it("signing out ends the session in the store: the same cookie is refused afterwards", async () => {
    const request = await signIn();
    const cleared = await signOutStaff(directory, request);
    expect(cleared?.get("set-cookie")).toMatch(/session_token=;|Max-Age=0/);
    expect(await currentStaff(directory, request)).toBeNull();
    expect(await signOutStaff(directory, request)).toBeNull();
    expect((await listAudit(directory.db))[0]?.action).toBe("sign-out");
  });

  it("removing the member refuses their open session at once", async () => {
    const request = await signIn();
    await removeStaff(directory, "camille@exemple.fr");
    expect(await currentStaff(directory, request)).toBeNull();
  });
});
