import { randomBytes } from "node:crypto";
import { migrate } from "../../lib/server/schema/migrations.ts";
import { openStaffDirectory, type StaffDirectory } from "../../lib/server/staff/staff-auth.ts";
import type { TestDatabase } from "./databases.ts";

/** The staff accounts of a test database, served as https (so the cookie is `Secure`), with a fresh secret. */
export function openTestStaffDirectory(database: TestDatabase): Promise<StaffDirectory> {
  return openStaffDirectory({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    secret: randomBytes(32).toString("base64url"),
    baseURL: "https://www.exemple.fr",
    migrate,
  });
}
