/** Calendar days and wall-clock times in Paris (Europe/Paris, summer time included), for forms that ask for them. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real `YYYY-MM-DD` day as its UTC midnight, or null. */
export function calendarDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
  return real ? utc : null;
}

const parisClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Paris",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** Paris time minus UTC at this instant, in ms (+1 h in winter, +2 h in summer). */
function parisOffsetMs(instant: number): number {
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (instant - (instant % 1000));
}

/** The instant (ms) of 00:00 in Paris on this `YYYY-MM-DD` day (`dayOffset` days later); throws on a bad day. */
export function parisDayStart(day: string, dayOffset = 0): number {
  const utc = calendarDay(day);
  if (!utc) throw new RangeError(`Not a calendar day: ${day}`);
  const midnight = utc.getTime() + dayOffset * 86_400_000;
  // Paris changes its offset at 02:00 or 03:00, never at midnight: the second guess is exact.
  return midnight - parisOffsetMs(midnight - parisOffsetMs(midnight));
}

/** The instant (ms) of this `YYYY-MM-DDTHH:MM` wall-clock time in Paris (a `datetime-local` input's value), or null. */
export function parisLocalTime(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const day = match && calendarDay(match[1] ?? "");
  const [hours, minutes] = [Number(match?.[2]), Number(match?.[3])];
  if (!day || hours > 23 || minutes > 59) return null;
  const wall = day.getTime() + (hours * 60 + minutes) * 60_000;
  return wall - parisOffsetMs(wall - parisOffsetMs(wall));
}

/** An instant as a `datetime-local` input's value in Paris: `YYYY-MM-DDTHH:MM`. */
export function toParisLocalInput(instant: number): string {
  return new Date(instant + parisOffsetMs(instant)).toISOString().slice(0, 16);
}
