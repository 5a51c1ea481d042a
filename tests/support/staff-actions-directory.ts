/**
 * The set-up of the server actions' unit tests (Vitest, with `vi.mock("next/headers", …)` of
 * next-request.ts): the process's staff directory over a fresh SQLite folder, and members with a
 * complete session, as Next.js would hand them to the actions.
 */
import { afterAll, beforeAll, vi } from "vitest";
import type { StaffRole } from "../../lib/config/staff-roles.ts";
import { addStaff } from "../../lib/server/staff/accounts.ts";
import type { StaffDirectory } from "../../lib/server/staff/staff-auth.ts";
import { closeStaffDirectory, staffDirectory } from "../../lib/server/staff-directory.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";
import { enrolledSession } from "./staff-sessions.ts";

/** The password of the members these tests make. */
export const MEMBER_PASSWORD = "correct cheval agrafe";

/**
 * Inside a `describe`: DATA_DIR a fresh SQLite folder (and `env` beside it) for the whole block,
 * Next's auth interrupts on (the guard's forbidden()), `seed` run on the directory once open; the
 * directory closed, the folder dropped and the environment restored after the block.
 */
export function staffActionsDirectory(
  seed: (directory: StaffDirectory) => Promise<void>,
  env: Record<string, string> = {},
): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
    database = await createTestDatabase("sqlite");
    vi.stubEnv("DATA_DIR", database.dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("LOG_LEVEL", "silent");
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    await seed(await staffDirectory());
  });
  afterAll(async () => {
    await closeStaffDirectory();
    await database?.drop();
    vi.unstubAllEnvs();
    delete process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS;
  });
}

/** A member of `role` added to the directory, and the request headers of a complete session of theirs. */
export async function memberWithSession(
  directory: StaffDirectory,
  member: { email: string; name: string; role: StaffRole },
): Promise<{ id: string; headers: Headers }> {
  const { id } = await addStaff(directory, { ...member, password: MEMBER_PASSWORD });
  const { headers } = await enrolledSession(directory, { email: member.email, password: MEMBER_PASSWORD });
  return { id, headers };
}
