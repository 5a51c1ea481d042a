import "server-only";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { admin, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import pg from "pg";
import { SITE } from "../../config/site.ts";
import {
  SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES,
  STAFF_COOKIE_PREFIX,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_SESSION_SECONDS,
} from "../../config/staff-policy.ts";
import type { StaffRole } from "../../config/staff-roles.ts";
import type { Db } from "../store/db.ts";
import { openPostgresDb } from "../store/postgres-db.ts";
import { openSqliteDb } from "../store/sqlite-db.ts";
import { staffSecondFactor } from "./second-factor-plugin.ts";

export interface StaffAuthOptions {
  /** The store, as the server reads it: DATA_DIR's site.db, or DATABASE_URL when set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** BETTER_AUTH_SECRET: signs the session cookie (32 characters or more). */
  secret: string;
  /** SITE_URL: the cookie is `Secure` when it is https. */
  baseURL: string;
  /**
   * Brings the store to the whole schema before Better Auth's tables (`migrate` of
   * lib/server/schema/migrations.ts): the staff folder lies below the schema, which lists its migrations.
   */
  migrate: (db: Db) => Promise<void>;
}

/**
 * The admin plugin's own permissions guard its HTTP endpoints, which this site does not mount (only
 * `auth.api` is called, on the server); they are declared so that it accepts the site's roles. What
 * each role may open is lib/config/staff-roles.ts's table, checked by the guard.
 */
const access = createAccessControl(defaultStatements);
const PLUGIN_ROLES = {
  administrateur: access.newRole(adminAc.statements),
  redaction: access.newRole(userAc.statements),
  commercial: access.newRole(userAc.statements),
} satisfies Record<StaffRole, unknown>;

/** A passkey counts as both factors only when the authenticator verified its user (PIN, fingerprint, face). */
function userVerified(verified: boolean | undefined): void {
  if (!verified)
    throw APIError.from("BAD_REQUEST", {
      code: "USER_NOT_VERIFIED",
      message: SECOND_FACTOR_MESSAGES.passkeyUnverified,
    });
}

/** The back office as an authenticator app and a passkey name it. */
export const STAFF_APP_NAME = `${SITE.name} back-office`;

function createAuth(database: DatabaseSync | pg.Pool, db: Db, options: StaffAuthOptions) {
  const site = new URL(options.baseURL);
  return betterAuth({
    database,
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: "/admin/api/auth",
    // No call to Better Auth's servers, ever.
    telemetry: { enabled: false },
    // Its own warnings (a wrong password…) are not ours to print: failures go to the audit log.
    logger: { level: "error" },
    // Staff accounts come from `npm run staff -- add` only: no public sign-up.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD_MIN_LENGTH,
      maxPasswordLength: STAFF_PASSWORD_MAX_LENGTH,
    },
    session: {
      modelName: "staff_session",
      expiresIn: STAFF_SESSION_SECONDS,
      disableSessionRefresh: true,
      // Every check reads the session row: an ended session is refused at once.
      cookieCache: { enabled: false },
    },
    advanced: { cookiePrefix: STAFF_COOKIE_PREFIX },
    // The tables live in the project's store, named for what they hold.
    user: { modelName: "staff_user" },
    account: { modelName: "staff_account" },
    verification: { modelName: "staff_verification" },
    plugins: [
      // createUser for the command line and the accounts desk (sign-up being off), and the role column.
      admin({ ac: access, roles: PLUGIN_ROLES, adminRoles: ["administrateur"], defaultRole: "commercial" }),
      // The second factor: an authenticator app's codes (secret and backup codes stored encrypted),
      // no « trusted device », wrong codes limited per challenge and per account.
      twoFactor({
        issuer: STAFF_APP_NAME,
        twoFactorTable: "staff_two_factor",
        totpOptions: { digits: SECOND_FACTOR.digits, period: SECOND_FACTOR.periodSeconds },
        backupCodeOptions: { amount: SECOND_FACTOR.backupCodes, storeBackupCodes: "encrypted" },
        twoFactorCookieMaxAge: SECOND_FACTOR.challengeSeconds,
        accountLockout: {
          maxFailedAttempts: SECOND_FACTOR.accountFailures,
          durationSeconds: SECOND_FACTOR.lockSeconds,
        },
      }),
      // A TOTP code already accepted in its 30-second step is refused (Better Auth accepts it again).
      staffSecondFactor(db),
      // Passkeys, bound to the site's own address; the authenticator must verify its user.
      passkey({
        rpID: site.hostname,
        rpName: STAFF_APP_NAME,
        origin: site.origin,
        authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
        registration: {
          afterVerification: ({ verification }) => userVerified(verification.registrationInfo?.userVerified),
        },
        authentication: {
          afterVerification: ({ verification }) => userVerified(verification.authenticationInfo.userVerified),
        },
        advanced: { webAuthnChallengeCookie: "passkey_challenge" },
        schema: { passkey: { modelName: "staff_passkey" } },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createAuth>;

export interface StaffDirectory {
  auth: StaffAuth;
  /** The project's store (migrated), for the audit log. */
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens the staff accounts on the project's store and migrates it: the project's migrations
 * (the audit log among them), then Better Auth's tables. On PostgreSQL, processes starting
 * together take turns (an advisory lock held while Better Auth migrates on its own connection).
 */
export async function openStaffDirectory(options: StaffAuthOptions): Promise<StaffDirectory> {
  const db = options.databaseUrl ? openPostgresDb(options.databaseUrl) : openSqliteDb(options.dataDir);
  await options.migrate(db);
  const database = options.databaseUrl
    ? new pg.Pool({ connectionString: options.databaseUrl, max: 5 })
    : new DatabaseSync(join(options.dataDir, "site.db"));
  if (database instanceof DatabaseSync) database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;");
  else database.on("error", () => {});
  const auth = createAuth(database, db, options);
  const migrateAuth = async () => (await getMigrations(auth.options)).runMigrations();
  if (options.databaseUrl)
    await db.transaction(async (tx) => {
      await tx.lockKeys(["staff_auth_migrations"]);
      await migrateAuth();
    });
  else await migrateAuth();
  // Before roles, every account was the plugin's "admin": each becomes an administrateur.
  await db.run("UPDATE staff_user SET role = 'administrateur' WHERE role IS NULL OR role = 'admin'");
  return {
    auth,
    db,
    async close() {
      if (database instanceof DatabaseSync) database.close();
      else await database.end();
      await db.close();
    },
  };
}
