import "server-only";
import { randomBytes } from "node:crypto";
import { loadConfig } from "./config.ts";
import { migrate } from "./schema/migrations.ts";
import { openStaffDirectory, type StaffDirectory } from "./staff/staff-auth.ts";

interface DirectoryState {
  opening: Promise<StaffDirectory> | undefined;
  /** Used when BETTER_AUTH_SECRET is unset: sessions then end with the process (doctor warns). */
  fallbackSecret: string;
}

// Pages, actions and route handlers are bundled apart: one directory per process, on globalThis.
const STATE = Symbol.for("suite-gestion-site.staff-directory");
type WithState = typeof globalThis & { [STATE]?: DirectoryState };

function state(): DirectoryState {
  const holder = globalThis as WithState;
  holder[STATE] ??= { opening: undefined, fallbackSecret: randomBytes(32).toString("base64url") };
  return holder[STATE];
}

/** The staff accounts of this process's store, opened (and migrated) on first use. */
export function staffDirectory(): Promise<StaffDirectory> {
  const current = state();
  if (!current.opening) {
    const config = loadConfig();
    const opening = openStaffDirectory({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      secret: config.staffSecret ?? current.fallbackSecret,
      baseURL: config.siteUrl,
      migrate,
    });
    current.opening = opening;
    // A store that cannot be opened now (PostgreSQL still starting) is tried again by the next call.
    opening.catch(() => {
      if (current.opening === opening) current.opening = undefined;
    });
  }
  return current.opening;
}

/** Closes the directory (graceful shutdown); a later call opens it again. */
export async function closeStaffDirectory(): Promise<void> {
  const current = state();
  const opening = current.opening;
  current.opening = undefined;
  const directory = await opening?.catch(() => undefined);
  await directory?.close();
}
