import { readdirSync, readFileSync } from "node:fs";
import { serializeSignedCookie } from "better-call";
import { describe, expect, it, vi } from "vitest";
import { ACTION_MATRIX, type ActionAccess, passwordOnlyAnswer } from "../../tests/support/admin-access-matrix.ts";
import { setRequestHeaders } from "../../tests/support/next-request.ts";
import {
  MEMBER_PASSWORD,
  memberWithSession,
  staffActionsDirectory,
} from "../../tests/support/staff-actions-directory.ts";
import { passwordSession } from "../../tests/support/staff-sessions.ts";
import { STAFF_COOKIE_PREFIX } from "../config/staff-policy.ts";
import { STAFF_ROLES, type StaffRole } from "../config/staff-roles.ts";
import { ARTICLE_MESSAGES } from "../content/articles/article-rules.ts";
import { listAudit } from "../server/audit/audit.ts";
import { addStaff } from "../server/staff/accounts.ts";
import { staffDirectory } from "../server/staff-directory.ts";

/*
 * The actions' half of the roles' matrix: every server action of the back office, called as Next.js
 * calls it (the request's headers carrying a real session of the store, or none), by each role and
 * signed out, answers as tests/support/admin-access-matrix.ts says: it goes on, or the 403 screen
 * (forbidden(), audited), or the sign-in page. Only Next's request context is played here
 * (next/headers); the session, the accounts and the guard are the real ones.
 */

vi.mock("next/headers", () => import("../../tests/support/next-request.ts"));

const ACTIONS_DIR = new URL(".", import.meta.url);
type Answer = "passed" | "refused" | "sign-in" | "enrolment" | "session-ended";

/** The action modules of the back office: those that ask the staff guard. */
function staffActionModules(): string[] {
  return readdirSync(ACTIONS_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .filter((file) => readFileSync(new URL(file, ACTIONS_DIR), "utf8").includes("/server/staff-guard.ts"))
    .sort();
}

/** What the action answered: the guard's refusal, its sign-in redirect, the article editor's « session ended », or it went on. */
async function answerOf(entry: ActionAccess): Promise<Answer> {
  const module: Record<string, (...args: unknown[]) => Promise<unknown>> = await import(
    /* @vite-ignore */ `./${entry.module}`
  );
  const action = module[entry.action];
  if (!action) throw new Error(`${entry.module} n'exporte pas ${entry.action}`);
  const form = new FormData();
  try {
    const result = await (entry.stateful ? action({}, form) : action(form));
    const text = JSON.stringify(result) ?? "";
    if (text.includes(ARTICLE_MESSAGES.sessionEnded) || text.includes(ARTICLE_MESSAGES.previewSessionEnded))
      return "session-ended";
    return "passed";
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;403") return "refused";
    const location = digest.startsWith("NEXT_REDIRECT;") ? (digest.split(";")[2] ?? "") : "";
    if (location.startsWith("/admin/connexion/second-facteur")) return "enrolment";
    if (location.startsWith("/admin/connexion") && !location.includes("message=deconnecte")) return "sign-in";
    // Past the guard: the action ran (and may have stopped on the empty form, or outside Next's render).
    return "passed";
  }
}

describe("the back office's actions × roles", () => {
  const cookies = new Map<StaffRole, () => Promise<string>>();
  let passwordOnly: () => Promise<string>;

  staffActionsDirectory(async (directory) => {
    for (const role of STAFF_ROLES) {
      const { id } = await memberWithSession(directory, { email: `${role}@exemple.fr`, name: `Compte ${role}`, role });
      // A new session for each call (« Se déconnecter » ends the one it is given), as the code step
      // opens it once the account's second factor is set: its row, and its signed cookie.
      cookies.set(role, async () => {
        const { internalAdapter, secret } = await directory.auth.$context;
        const session = await internalAdapter.createSession(id);
        const cookie = await serializeSignedCookie(`${STAFF_COOKIE_PREFIX}.session_token`, session.token, secret);
        return cookie.split(";")[0] ?? "";
      });
    }
    // An account whose second factor is not set yet: each call, a new session of its password alone.
    const newcomer = { email: "nouveau@exemple.fr", password: MEMBER_PASSWORD };
    await addStaff(directory, { ...newcomer, name: "Compte sans second facteur", role: "administrateur" });
    passwordOnly = async () =>
      (await passwordSession(directory, newcomer.email, newcomer.password)).get("cookie") ?? "";
  });

  it("has a line for every action of every module that asks the staff guard, and no line for an action that is gone", async () => {
    const modules = staffActionModules();
    expect(modules).toEqual([...new Set(ACTION_MATRIX.map((entry) => entry.module))].sort());
    for (const file of modules) {
      const exported = Object.entries(await import(/* @vite-ignore */ `./${file}`))
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => name)
        .sort();
      const listed = ACTION_MATRIX.filter((entry) => entry.module === file)
        .map((entry) => entry.action)
        .sort();
      expect(exported, file).toEqual(listed);
    }
  });

  it("answers each role and a signed-out visitor as the matrix says, and audits every refusal", async () => {
    const directory = await staffDirectory();
    const refusedBefore = (await listAudit(directory.db, 10_000)).filter((e) => e.action === "access-refused").length;
    const seen: string[] = [];
    const wanted: string[] = [];
    let refusals = 0;
    for (const entry of ACTION_MATRIX) {
      for (const role of STAFF_ROLES) {
        setRequestHeaders(new Headers({ cookie: await (cookies.get(role) as () => Promise<string>)() }));
        const expected: Answer = entry.opens.includes(role) ? "passed" : "refused";
        if (expected === "refused") refusals += 1;
        wanted.push(`${entry.action} ${role}: ${expected}`);
        seen.push(`${entry.action} ${role}: ${await answerOf(entry)}`);
      }
      setRequestHeaders(new Headers({ cookie: await passwordOnly() }));
      wanted.push(`${entry.action} mot de passe seul: ${passwordOnlyAnswer(entry)}`);
      seen.push(`${entry.action} mot de passe seul: ${await answerOf(entry)}`);
      setRequestHeaders(new Headers());
      wanted.push(`${entry.action} hors session: ${entry.signedOut === "public" ? "passed" : entry.signedOut}`);
      seen.push(`${entry.action} hors session: ${await answerOf(entry)}`);
    }
    expect(seen).toEqual(wanted);
    const refused = (await listAudit(directory.db, 10_000)).filter((e) => e.action === "access-refused");
    expect(refused.length - refusedBefore).toBe(refusals);
    expect(refused.map((e) => e.detail)).toContain("maintenance /admin/maintenance");
    // Every action of the matrix, each for six callers, one after the other: 7 s on a quiet 2-core
    // machine, over the 20 s default on a busy one. The bound only catches a hang.
  }, 120_000);
});
