/**
 * The bots bench's arithmetic (scripts/bench/bots.ts): each bot's e-mails and addresses, what the
 * store holds of each bot (leads, outbox jobs, « Indésirables »), the shares, what the checks from
 * before issue 55 would have delivered of the same attempts, percentiles and the long tasks of a
 * window. No I/O here.
 */
import { THROTTLE_WINDOW_MS } from "../../../lib/forms/limits.ts";
import { TOASTS } from "../../../lib/forms/messages.ts";

/** The e-mail of bot `caseId`'s attempt `n` in run `runId`: how the store is searched afterwards. */
export function botEmail(runId: string, caseId: string, n: number): string {
  return `bot-${runId}-${caseId}-${n}@exemple.fr`;
}

/** The bot an e-mail of run `runId` belongs to; undefined for any other address. */
export function botOfEmail(runId: string, email: string): string | undefined {
  const prefix = `bot-${runId}-`;
  if (!email.startsWith(prefix)) return undefined;
  return /^(.+)-\d+@exemple\.fr$/.exec(email.slice(prefix.length))?.[1];
}

/**
 * Attempt `n`'s client address (X-Forwarded-For behind TRUST_PROXY=1): each bot has its own
 * range, so that one bot's throttle never answers for another's; `rotate: false` is one address.
 */
export function botAddress(botIndex: number, n: number, rotate = true): string {
  const m = rotate ? n : 0;
  return `10.${200 + botIndex}.${(m >> 8) & 255}.${m & 255}`;
}

/** One submission a bot made: where from, with which e-mail, when (ms). */
export interface BotAttempt {
  address: string;
  email: string;
  at: number;
}

/**
 * The checks of the forms before issue 55: a filled honeypot dropped, otherwise stored, within a
 * sliding window per client address (RATE_LIMIT_MAX a RATE_LIMIT_WINDOW_MS) and once per form per
 * e-mail address per THROTTLE_WINDOW_MS. The plain form's headers were not read.
 */
export interface OldRules {
  perAddress: { max: number; windowMs: number };
  sameEmailWindowMs: number;
}

export function oldRules(rateLimit: { max: number; windowMs: number }): OldRules {
  return { perAddress: rateLimit, sameEmailWindowMs: THROTTLE_WINDOW_MS };
}

/** How many of `attempts` (honeypot empty, one form) the checks before issue 55 would have stored. */
export function deliveredUnderOldRules(attempts: readonly BotAttempt[], rules: OldRules): number {
  const byAddress = new Map<string, number[]>();
  const byEmail = new Map<string, number>();
  let delivered = 0;
  for (const attempt of [...attempts].sort((x, y) => x.at - y.at)) {
    const accepted = (byAddress.get(attempt.address) ?? []).filter((at) => at > attempt.at - rules.perAddress.windowMs);
    const lastOfEmail = byEmail.get(attempt.email.toLowerCase());
    if (accepted.length >= rules.perAddress.max) continue;
    if (lastOfEmail !== undefined && lastOfEmail > attempt.at - rules.sameEmailWindowMs) continue;
    byAddress.set(attempt.address, [...accepted, attempt.at]);
    byEmail.set(attempt.email.toLowerCase(), attempt.at);
    delivered++;
  }
  return delivered;
}

/** The rows of the store that bots of one run left (scripts/bench/lib/bot-store.ts reads them). */
export interface BotRows {
  submissions: Array<{ email: string; proof: string | null }>;
  jobs: Array<{ email: string; channel: string }>;
  unwanted: Array<{ email: string; reason: string }>;
  subscriptions: Array<{ email: string; state: string }>;
}

/** What the store holds of one bot. */
export interface BotTally {
  /** Rows in `submissions`: leads, delivered (or waiting to be) to the sales team and Brevo. */
  leads: number;
  /** Of them, by how they proved a person sent them ("pow", "timing"; "none" before issue 55). */
  leadsByProof: Record<string, number>;
  /** Outbox jobs of those leads, by channel (they wait: no SMTP, no Brevo). */
  jobs: Record<string, number>;
  /** Kept among « Indésirables », by reason. */
  unwanted: Record<string, number>;
  /** Newsletter subscriptions, by state. */
  subscriptions: Record<string, number>;
}

const EMPTY_TALLY = (): BotTally => ({ leads: 0, leadsByProof: {}, jobs: {}, unwanted: {}, subscriptions: {} });

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** The rows of run `runId`, per bot. */
export function tallyBots(runId: string, rows: BotRows): Map<string, BotTally> {
  const tallies = new Map<string, BotTally>();
  const of = (email: string) => {
    const bot = botOfEmail(runId, email.toLowerCase());
    if (!bot) return undefined;
    let tally = tallies.get(bot);
    if (!tally) {
      tally = EMPTY_TALLY();
      tallies.set(bot, tally);
    }
    return tally;
  };
  for (const row of rows.submissions) {
    const tally = of(row.email);
    if (!tally) continue;
    tally.leads++;
    bump(tally.leadsByProof, row.proof ?? "none");
  }
  for (const row of rows.jobs) {
    const tally = of(row.email);
    if (tally) bump(tally.jobs, row.channel);
  }
  for (const row of rows.unwanted) {
    const tally = of(row.email);
    if (tally) bump(tally.unwanted, row.reason);
  }
  for (const row of rows.subscriptions) {
    const tally = of(row.email);
    if (tally) bump(tally.subscriptions, row.state);
  }
  return tallies;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** One bot's outcome, as the README's table gives it. */
export interface BotShares {
  attempts: number;
  /** Answers a sender reads as « sent » (2xx, or the form's success toast). */
  answeredAsSent: number;
  leads: number;
  jobs: number;
  unwanted: number;
  /** Neither a lead nor kept: the plain form's first answer (428) or a throttle (429), nothing stored. */
  notKept: number;
  /** leads ÷ attempts. */
  deliveredShare: number;
  unwantedShare: number;
  /** What the checks before issue 55 would have delivered of the same attempts, and its share. */
  deliveredBefore: number;
  deliveredBeforeShare: number;
}

export function botShares(
  attempts: readonly BotAttempt[],
  answeredAsSent: number,
  tally: BotTally | undefined,
  rules: OldRules,
): BotShares {
  const t = tally ?? EMPTY_TALLY();
  const n = attempts.length;
  const unwanted = sum(t.unwanted);
  const before = deliveredUnderOldRules(attempts, rules);
  const share = (part: number) => (n > 0 ? part / n : 0);
  return {
    attempts: n,
    answeredAsSent,
    leads: t.leads,
    jobs: sum(t.jobs),
    unwanted,
    notKept: Math.max(0, n - t.leads - unwanted),
    deliveredShare: share(t.leads),
    unwantedShare: share(unwanted),
    deliveredBefore: before,
    deliveredBeforeShare: share(before),
  };
}

/** "12.5 %" (French typography: a no-break space before %). */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}\u00a0%`;
}

/** The `p`-th percentile (0–100) by nearest rank; undefined for no values. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}

/** What a long task costs beyond this (TBT's rule). */
const LONG_TASK_MS = 50;

/** The long tasks ([start, duration], ms on one clock) that overlap [from, to]: how many, the longest, the time over 50 ms. */
export function longTasksWithin(
  tasks: ReadonlyArray<readonly [number, number]>,
  from: number,
  to: number,
): { count: number; longestMs: number; blockingMs: number } {
  const within = tasks.filter(([start, duration]) => start < to && start + duration > from);
  return {
    count: within.length,
    longestMs: within.reduce((longest, [, duration]) => Math.max(longest, duration), 0),
    blockingMs: within.reduce((total, [, duration]) => total + Math.max(0, duration - LONG_TASK_MS), 0),
  };
}

export type ToastKey = keyof typeof TOASTS;

/** Which of the forms' toasts a text is (its description; the first such key when two share it). */
export function toastKey(text: string): ToastKey | undefined {
  const flat = text.replace(/\s+/g, " ");
  return (Object.keys(TOASTS) as ToastKey[]).find((key) => flat.includes(TOASTS[key].description.replace(/\s+/g, " ")));
}

/** The toasts a sender reads as « sent »: the contact's success, the newsletter's « one more step ». */
export const SENT_TOASTS: ReadonlySet<ToastKey> = new Set(["contactSuccess", "newsletterSuccess"]);
