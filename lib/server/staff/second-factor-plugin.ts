import { createOTP } from "@better-auth/utils/otp";
import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES } from "../../config/staff-policy.ts";
import type { Db } from "../store/db.ts";

/** The plugin's cookie of a sign-in waiting for its second factor (Better Auth's TWO_FACTOR_COOKIE_NAME). */
const TWO_FACTOR_COOKIE = "two_factor";

/** The account a TOTP check is for: the session's (enrolment), or the sign-in challenge's cookie. */
async function accountOf(ctx: GenericEndpointContext): Promise<{ userId: string | null; challenge: boolean }> {
  const session = await getSessionFromCtx(ctx);
  if (session) return { userId: session.user.id, challenge: false };
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return { userId: null, challenge: false };
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return { userId: challenge?.value ?? null, challenge: !!challenge };
}

/** The 30-second step whose code `code` is, within the window Better Auth accepts, or null. */
export async function stepOfCode(secret: string, code: string, now: number): Promise<number | null> {
  const otp = createOTP(secret, { digits: SECOND_FACTOR.digits, period: SECOND_FACTOR.periodSeconds });
  const current = Math.floor(now / (SECOND_FACTOR.periodSeconds * 1000));
  for (let offset = -SECOND_FACTOR.window; offset <= SECOND_FACTOR.window; offset++)
    if ((await otp.hotp(current + offset)) === code) return current + offset;
  return null;
}

/**
 * Claims `step` for the account: true when no code of this step or a later one was accepted before.
 * One statement, so two requests carrying the same code cannot both claim it.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const changed = await db.run(
    `INSERT INTO staff_totp_steps (user_id, step) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET step = excluded.step WHERE staff_totp_steps.step < excluded.step`,
    [userId, step],
  );
  return changed > 0;
}

/**
 * Before /two-factor/verify-totp: a code already accepted in its step (or a
 * code older than the last one accepted) is refused before the plugin checks it. A code that matches
 * no step is left to the plugin, which counts the failure.
 */
async function refuseReplayedCode(ctx: GenericEndpointContext, db: Db): Promise<void> {
  const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? "");
  const { userId } = await accountOf(ctx);
  if (!userId || !code) return;
  const row = await ctx.context.adapter.findOne<{ secret: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = await stepOfCode(secret, code, Date.now());
  if (step === null) return;
  if (!(await claimStep(db, userId, step)))
    throw APIError.from("UNAUTHORIZED", { code: "TOTP_CODE_ALREADY_USED", message: SECOND_FACTOR_MESSAGES.replayed });
}

/**
 * The site's part of Better Auth's second factor: the replay guard above, and `secondFactorAccount`
 * (server only), the account a request's session or sign-in challenge names (`challenge`: the
 * latter), so that the code step serves only a challenge and a wrong code is audited under its account.
 */
export function staffSecondFactor(db: Db) {
  return {
    id: "staff-second-factor",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => refuseReplayedCode(ctx, db)),
        },
      ],
    },
    endpoints: {
      secondFactorAccount: createAuthEndpoint.serverOnly({ method: "GET" }, async (ctx) =>
        ctx.json(await accountOf(ctx)),
      ),
    },
  } satisfies BetterAuthPlugin;
}
