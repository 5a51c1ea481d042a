/**
 * The sales team's opening hours (Europe/Paris), a setting of the back office: which days of the
 * week, from when to when. The leads' waits are counted in opening time only: a lead sent on
 * Friday at 17:30 and answered on Monday at 9:30 waited one hour (with the default hours), not
 * sixty-four. Pure functions, the setting's reading and saving apart (site_settings).
 */
import { calendarDay, parisDayStart, parisLocalTime } from "../../format/paris-time.ts";
import { shiftDay } from "../audience/audience-period.ts";
import { parisDayOf } from "../settings/consent-stats.ts";
import { readSetting, saveSetting } from "../settings/setting-rows.ts";
import type { Db } from "../store/db.ts";

export interface OpeningHours {
  /** ISO days of the week, 1 = Monday … 7 = Sunday: at least one, sorted, each once. */
  days: number[];
  /** `HH:MM`, Paris wall-clock time, 00:00 to 23:59. */
  start: string;
  /** `HH:MM`, after `start`; `24:00` for midnight at the end of the day. */
  end: string;
}

export const DEFAULT_OPENING_HOURS: OpeningHours = { days: [1, 2, 3, 4, 5], start: "09:00", end: "18:00" };

export const OPENING_HOURS_KEY = "lead-opening-hours";

/** The form's fields: `jours` (checkboxes, values 1 to 7), `debut` and `fin` (`<input type="time">`). */
export const OPENING_HOURS_FIELDS = { days: "jours", start: "debut", end: "fin" } as const;

export const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const NBSP = "\u00a0";

export const DAY_NAMES = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;

export const OPENING_HOURS_MESSAGES = {
  noDay: "Choisissez au moins un jour d'ouverture.",
  badDay: (value: string) =>
    `Le jour «${NBSP}${value}${NBSP}» n'existe pas${NBSP}: choisissez parmi les jours de la semaine.`,
  missingTime: (which: "début" | "fin") => `Indiquez l'heure de ${which}.`,
  badTime: (which: "début" | "fin", value: string) =>
    `L'heure de ${which} «${NBSP}${value}${NBSP}» n'est pas une heure valide${NBSP}: écrivez-la ainsi, 09:00.`,
  endNotAfterStart: (start: string, end: string) =>
    `L'heure de fin (${formatClock(end)}) doit venir après l'heure de début (${formatClock(start)}).`,
} as const;

// ---------------------------------------------------------------------------------------------
// Reading and writing

/** `HH:MM` (or `H:MM`, `9h`, `9 h 30`, `HH:MM:00`) as minutes since midnight; 24:00 only when `allowMidnightEnd`. */
function minutesOf(value: string, allowMidnightEnd: boolean): number | null {
  const match = /^(\d{1,2})\s*(?::|h|H)\s*(\d{2})?(?::00)?$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0 && allowMidnightEnd) return 24 * 60;
  return hours <= 23 ? hours * 60 + minutes : null;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const toMinutes = (value: string) => minutesOf(value, true) ?? 0;

/** The setting as stored (JSON); the default hours for anything missing or malformed. */
export function parseOpeningHours(value: unknown): OpeningHours {
  if (typeof value !== "object" || value === null) return DEFAULT_OPENING_HOURS;
  const { days, start, end } = value as Record<string, unknown>;
  if (!Array.isArray(days) || days.length === 0) return DEFAULT_OPENING_HOURS;
  if (!days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)) return DEFAULT_OPENING_HOURS;
  if (typeof start !== "string" || typeof end !== "string") return DEFAULT_OPENING_HOURS;
  if (!/^\d{2}:\d{2}$/.test(start) || !/^\d{2}:\d{2}$/.test(end)) return DEFAULT_OPENING_HOURS;
  const [from, to] = [minutesOf(start, false), minutesOf(end, true)];
  if (from === null || to === null || to <= from) return DEFAULT_OPENING_HOURS;
  return { days: [...new Set(days as number[])].sort((a, b) => a - b), start, end };
}

export function readOpeningHours(db: Db): Promise<OpeningHours> {
  return readSetting(db, OPENING_HOURS_KEY, parseOpeningHours);
}

/** Saves the hours (already validated), with who changed them. */
export function saveOpeningHours(db: Db, hours: OpeningHours, actorId: string, now: number): Promise<void> {
  return saveSetting(db, OPENING_HOURS_KEY, parseOpeningHours(hours), actorId, now);
}

export type OpeningHoursForm = { ok: true; hours: OpeningHours } | { ok: false; errors: string[] };

/** What an administrator sent from the settings form, checked; every mistake said in French. */
export function validateOpeningHoursForm(form: FormData): OpeningHoursForm {
  const errors: string[] = [];
  const days = new Set<number>();
  for (const raw of form.getAll(OPENING_HOURS_FIELDS.days)) {
    const value = String(raw).trim();
    if (/^[1-7]$/.test(value)) days.add(Number(value));
    else errors.push(OPENING_HOURS_MESSAGES.badDay(value.slice(0, 20)));
  }
  if (days.size === 0 && errors.length === 0) errors.push(OPENING_HOURS_MESSAGES.noDay);

  const time = (field: string, which: "début" | "fin") => {
    const value = String(form.get(field) ?? "").trim();
    if (!value) {
      errors.push(OPENING_HOURS_MESSAGES.missingTime(which));
      return null;
    }
    const minutes = minutesOf(value, which === "fin");
    if (minutes === null) errors.push(OPENING_HOURS_MESSAGES.badTime(which, value.slice(0, 20)));
    return minutes;
  };
  const start = time(OPENING_HOURS_FIELDS.start, "début");
  // A closing time of 00:00 is midnight at the end of the day: a time field cannot send 24:00.
  const typedEnd = time(OPENING_HOURS_FIELDS.end, "fin");
  const end = typedEnd === 0 ? 24 * 60 : typedEnd;
  if (start !== null && end !== null && end <= start)
    errors.push(OPENING_HOURS_MESSAGES.endNotAfterStart(clock(start), clock(end)));

  if (errors.length > 0 || start === null || end === null) return { ok: false, errors };
  return { ok: true, hours: { days: [...days].sort((a, b) => a - b), start: clock(start), end: clock(end) } };
}

// ---------------------------------------------------------------------------------------------
// Opening time

/** 1 = Monday … 7 = Sunday. */
const isoWeekday = (day: string) => (((calendarDay(day)?.getUTCDay() ?? 0) + 6) % 7) + 1;

/**
 * The instants [open, close) of a Paris day's opening, or null on a closed day. Computed from the
 * wall-clock times of that very day, so a day of summer time's change is what it is (an opening
 * from 0 h to 24 h lasts 23 h on the last Sunday of March and 25 h on the last one of October).
 */
function windowOf(day: string, hours: OpeningHours): readonly [number, number] | null {
  if (!hours.days.includes(isoWeekday(day))) return null;
  const open = parisLocalTime(`${day}T${hours.start}`);
  const close = hours.end === "24:00" ? parisDayStart(day, 1) : parisLocalTime(`${day}T${hours.end}`);
  if (open === null || close === null || close <= open) return null;
  return [open, close];
}

/** The milliseconds of opening time between two instants; 0 when `from` is not before `to`. */
export function openingMs(from: number, to: number, hours: OpeningHours): number {
  if (!(from < to)) return 0;
  let total = 0;
  const last = parisDayOf(to);
  for (let day = parisDayOf(from); day <= last; day = shiftDay(day, 1)) {
    const window = windowOf(day, hours);
    if (window) total += Math.max(0, Math.min(window[1], to) - Math.max(window[0], from));
  }
  return total;
}

/** Above this, a search back in time gives up (hours open a few minutes a year at worst). */
const MAX_DAYS_BACK = 20 * 366;

/**
 * The latest instant t with openingMs(t, now) >= ms: a lead sent at or before it has waited at
 * least `ms` of opening time by `now` (`created_at <= cutoff` in SQL). `now` itself for ms <= 0.
 */
export function openingCutoff(now: number, ms: number, hours: OpeningHours): number {
  if (ms <= 0) return now;
  let remaining = ms;
  const first = parisDayOf(now);
  for (let back = 0; back <= MAX_DAYS_BACK; back++) {
    const day = shiftDay(first, -back);
    const window = windowOf(day, hours);
    if (!window) continue;
    const close = Math.min(window[1], now);
    const available = close - window[0];
    if (available <= 0) continue;
    if (remaining <= available) return close - remaining;
    remaining -= available;
  }
  return parisDayStart(shiftDay(first, -MAX_DAYS_BACK));
}

// ---------------------------------------------------------------------------------------------
// In words

/** "09:00" → « 9 h », "09:30" → « 9 h 30 », "24:00" → « 24 h » (no-break spaces). */
export function formatClock(value: string): string {
  const minutes = toMinutes(value);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return m === 0 ? `${h}${NBSP}h` : `${h}${NBSP}h${NBSP}${String(m).padStart(2, "0")}`;
}

/** The length of one opening day, in minutes. */
export const openingDayMinutes = (hours: OpeningHours): number => toMinutes(hours.end) - toMinutes(hours.start);

/**
 * A wait in opening time, to the minute below: « moins d'une minute », « 45 min », « 2 h »,
 * « 2 h 05 », « 1 j ouvré 45 min », « 3 j ouvrés 2 h 05 », a day being one opening day of `hours`
 * (9 h with the default hours; summer time's changes aside).
 */
export function formatOpeningDuration(ms: number, hours: OpeningHours = DEFAULT_OPENING_HOURS): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  if (minutes === 0) return "moins d'une minute";
  const perDay = Math.max(1, openingDayMinutes(hours));
  const [days, rest] = [Math.floor(minutes / perDay), minutes % perDay];
  const [h, m] = [Math.floor(rest / 60), rest % 60];
  const parts: string[] = [];
  if (days > 0) parts.push(`${days}${NBSP}j${NBSP}${days > 1 ? "ouvrés" : "ouvré"}`);
  if (h > 0) parts.push(m > 0 ? `${h}${NBSP}h${NBSP}${String(m).padStart(2, "0")}` : `${h}${NBSP}h`);
  else if (m > 0) parts.push(`${m}${NBSP}min`);
  return parts.join(" ");
}

/** [1, 2, 3, 5] → « du lundi au mercredi et le vendredi »; every day → « tous les jours ». */
function describeDays(days: readonly number[]): string {
  if (days.length === 7) return "tous les jours";
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => DAY_NAMES[day - 1] ?? "";
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`du ${name(run[0] ?? 1)} au ${name(run.at(-1) ?? 1)}`] : run.map((day) => `le ${name(day)}`),
  );
  return parts.length === 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} et ${parts.at(-1)}`;
}

/** « du lundi au vendredi, de 9 h à 18 h » (no-break spaces in the times). */
export function describeOpeningHours(hours: OpeningHours): string {
  return `${describeDays(hours.days)}, de ${formatClock(hours.start)} à ${formatClock(hours.end)}`;
}
