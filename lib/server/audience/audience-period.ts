/**
 * The audience desk's period: the last 7, 28 or 90 Paris days (today included), or two dates, read
 * from the screen's GET form (`periode`, `du`, `au`), and the previous period of the same length
 * that the headline figures are compared with (as Plausible does).
 */
import { calendarDay } from "../../format/paris-time.ts";
import { parisDayOf } from "../settings/consent-stats.ts";
import { AUDIENCE_MESSAGES } from "./audience-labels.ts";

export const PERIOD_PRESETS = [7, 28, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 28;
/** The longest period of two dates: a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;

/** The form's parameters, and the value of `periode` that means « the two dates ». */
export const PERIOD_PARAMS = { preset: "periode", from: "du", to: "au" } as const;
export const DATES_PRESET = "dates";

/** Paris calendar days `YYYY-MM-DD`, both included. */
export interface AudiencePeriod {
  from: string;
  to: string;
  days: number;
  /** The preset chosen, or undefined for two dates. */
  preset: PeriodPreset | undefined;
}

const DAY_MS = 86_400_000;

/** The day `n` days after `day` (before, when negative). */
export function shiftDay(day: string, n: number): string {
  const start = calendarDay(day);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(start.getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** The number of days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round(((calendarDay(to)?.getTime() ?? 0) - (calendarDay(from)?.getTime() ?? 0)) / DAY_MS) + 1;
}

/** Every day of the period, oldest first. */
export function periodDays(period: Pick<AudiencePeriod, "from" | "days">): string[] {
  return Array.from({ length: period.days }, (_, index) => shiftDay(period.from, index));
}

/** The last `preset` Paris days, today included. */
export function presetPeriod(preset: PeriodPreset, now: number): AudiencePeriod {
  const to = parisDayOf(now);
  return { from: shiftDay(to, 1 - preset), to, days: preset, preset };
}

/** The period of the same length just before (Plausible's « previous period »). */
export function previousPeriod(period: AudiencePeriod): AudiencePeriod {
  return {
    from: shiftDay(period.from, -period.days),
    to: shiftDay(period.from, -1),
    days: period.days,
    preset: undefined,
  };
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return ((Array.isArray(value) ? value[0] : value) ?? "").trim();
}

/**
 * The period the parameters ask for; a mistake in the dates gives the default (28 days) with a
 * French message per mistake. Dates in the wrong order are swapped.
 */
export function parseAudiencePeriod(params: Params, now: number): { period: AudiencePeriod; errors: string[] } {
  const preset = param(params, PERIOD_PARAMS.preset);
  const presetDays = PERIOD_PRESETS.find((days) => String(days) === preset);
  if (presetDays) return { period: presetPeriod(presetDays, now), errors: [] };
  const [rawFrom, rawTo] = [param(params, PERIOD_PARAMS.from), param(params, PERIOD_PARAMS.to)];
  const fallback = presetPeriod(DEFAULT_PRESET, now);
  if (preset !== DATES_PRESET && !rawFrom && !rawTo) return { period: fallback, errors: [] };
  if (!rawFrom || !rawTo) return { period: fallback, errors: [AUDIENCE_MESSAGES.missingDate] };
  const errors = [
    ...(calendarDay(rawFrom) ? [] : [AUDIENCE_MESSAGES.badDate("Du")]),
    ...(calendarDay(rawTo) ? [] : [AUDIENCE_MESSAGES.badDate("Au")]),
  ];
  if (errors.length) return { period: fallback, errors };
  const [from, to] = rawFrom <= rawTo ? [rawFrom, rawTo] : [rawTo, rawFrom];
  const days = daysBetween(from, to);
  if (days > MAX_PERIOD_DAYS) return { period: fallback, errors: [AUDIENCE_MESSAGES.tooLong(MAX_PERIOD_DAYS)] };
  return { period: { from, to, days, preset: undefined }, errors: [] };
}

/** The parameters that give this period back: `periode=7`, `periode=dates&du=…&au=…`, nothing for the default. */
export function periodQuery(period: AudiencePeriod): string {
  if (period.preset === DEFAULT_PRESET) return "";
  if (period.preset) return `${PERIOD_PARAMS.preset}=${period.preset}`;
  return `${PERIOD_PARAMS.preset}=${DATES_PRESET}&${PERIOD_PARAMS.from}=${period.from}&${PERIOD_PARAMS.to}=${period.to}`;
}
