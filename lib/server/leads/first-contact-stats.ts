/**
 * How fast the followed leads (every type but the newsletter's sign-ups) get their first contact,
 * in opening time (opening-hours.ts): per Paris calendar week of arrival (Monday to Sunday), and
 * the leads waiting now. The SQL is the same on SQLite and PostgreSQL and only reads rows; the
 * arithmetic (opening time, medians, shares) is done here.
 *
 * A lead's first contact is `first_contact_at`: the first status past « Nouvelle » or the first note
 * marked as a contact, whichever came first (the follow-up sets it). A lead waits while its status
 * is « Nouvelle » and it has no first contact.
 */
import { parisDayStart } from "../../format/paris-time.ts";
import { shiftDay } from "../audience/audience-period.ts";
import { parisDayOf } from "../settings/consent-stats.ts";
import type { Db } from "../store/db.ts";
import { HOUR_MS, type OpeningHours, openingCutoff, openingMs } from "./opening-hours.ts";

/** The promise measured: a first contact within one hour of opening time. */
export const ANSWER_TARGET_MS = HOUR_MS;
export const DEFAULT_WEEKS = 8;
export const MAX_WEEKS = 104;

/** The leads followed up (the newsletter's sign-ups are not), as SQL over `submissions`. */
const FOLLOWED = "type <> 'newsletter' AND timed = 1";

export interface WeekContactStats {
  /** The week's Monday, `YYYY-MM-DD` (Paris). */
  week: string;
  /** Followed leads that arrived during the week. */
  leads: number;
  /** Of them, those with a first contact (by now). */
  contacted: number;
  /** The median opening time from arrival to first contact of the contacted ones; undefined when none. */
  medianMs: number | undefined;
  /** Leads whose outcome against the one-hour target is known: contacted within it, or whose first opening hour has gone by. */
  decided: number;
  /** Of the decided, those contacted within one opening hour. */
  withinTarget: number;
  /** withinTarget ÷ decided; undefined when nothing is decided yet. */
  withinTargetShare: number | undefined;
}

export interface WaitingLead {
  id: string;
  type: string;
  createdAt: number;
  /** Opening time gone by since it arrived. */
  waitingMs: number;
}

export interface FirstContactStats {
  /** The last `weeks` weeks, the oldest first; the last one is the current week, still going. */
  weeks: WeekContactStats[];
  /** Followed leads waiting for their first contact, whatever their age. */
  waiting: number;
  /** Of them, those that have waited one opening hour or more. */
  waitingPastTarget: number;
  /** The one waiting longest (the oldest), or null when none waits. */
  oldestWaiting: WaitingLead | null;
}

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The Monday (`YYYY-MM-DD`, Paris) of the week of `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

const num = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * The first contacts of the followed leads over the last `weeks` Paris weeks up to `now` (the
 * current one included, 8 by default), and the leads waiting at `now`, in opening time.
 *
 * The share within one opening hour counts only the leads whose outcome is known: those contacted
 * within the hour, and those whose first opening hour has gone by (answered late, or not yet). A
 * lead that arrived less than an opening hour ago and is not contacted yet is in no share: it may
 * still be answered in time. Leads arriving after `now` (clocks apart) are left out.
 */
export async function firstContactStats(
  db: Db,
  hours: OpeningHours,
  now: number,
  { weeks = DEFAULT_WEEKS }: { weeks?: number } = {},
): Promise<FirstContactStats> {
  const count = Number.isFinite(weeks) ? Math.min(MAX_WEEKS, Math.max(1, Math.floor(weeks))) : DEFAULT_WEEKS;
  const thisMonday = mondayOf(parisDayOf(now));
  const mondays = Array.from({ length: count }, (_, i) => shiftDay(thisMonday, 7 * (i - count + 1)));
  const from = parisDayStart(mondays[0] ?? thisMonday);
  const cutoff = openingCutoff(now, ANSWER_TARGET_MS, hours);

  const [rows, [waiting], [oldest]] = await Promise.all([
    db.all<{ created_at: number | string; first_contact_at: number | string | null }>(
      `SELECT created_at, first_contact_at FROM submissions
       WHERE ${FOLLOWED} AND created_at >= ? AND created_at <= ?`,
      [from, now],
    ),
    db.all<{ n: number | string; late: number | string | null }>(
      `SELECT COUNT(*) AS n, SUM(CASE WHEN created_at <= ? THEN 1 ELSE 0 END) AS late FROM submissions
       WHERE ${FOLLOWED} AND status = 'nouvelle' AND first_contact_at IS NULL`,
      [cutoff],
    ),
    db.all<{ id: string; type: string; created_at: number | string }>(
      `SELECT id, type, created_at FROM submissions
       WHERE ${FOLLOWED} AND status = 'nouvelle' AND first_contact_at IS NULL
       ORDER BY created_at, id LIMIT 1`,
    ),
  ]);

  const perWeek = new Map(
    mondays.map((monday) => [monday, { leads: 0, contacted: [] as number[], decided: 0, withinTarget: 0 }]),
  );
  for (const row of rows) {
    const createdAt = Number(row.created_at);
    const week = perWeek.get(mondayOf(parisDayOf(createdAt)));
    if (!week) continue;
    week.leads++;
    const contactAt = num(row.first_contact_at);
    const toContact = contactAt === null ? undefined : openingMs(createdAt, contactAt, hours);
    if (toContact !== undefined) week.contacted.push(toContact);
    if (toContact !== undefined && toContact <= ANSWER_TARGET_MS) {
      week.decided++;
      week.withinTarget++;
    } else if (toContact !== undefined || createdAt <= cutoff) week.decided++;
  }

  const oldestAt = oldest ? Number(oldest.created_at) : 0;
  return {
    weeks: mondays.map((monday) => {
      const week = perWeek.get(monday) ?? { leads: 0, contacted: [], decided: 0, withinTarget: 0 };
      return {
        week: monday,
        leads: week.leads,
        contacted: week.contacted.length,
        medianMs: median(week.contacted),
        decided: week.decided,
        withinTarget: week.withinTarget,
        withinTargetShare: week.decided > 0 ? week.withinTarget / week.decided : undefined,
      };
    }),
    waiting: Number(waiting?.n ?? 0),
    waitingPastTarget: Number(waiting?.late ?? 0),
    oldestWaiting: oldest
      ? { id: oldest.id, type: oldest.type, createdAt: oldestAt, waitingMs: openingMs(oldestAt, now, hours) }
      : null,
  };
}
