/** French number, price and date formatting (Intl, fr-FR), shared by pages and browser modules. */

const NBSP = "\u00a0";

const priceFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 5.9 → "5,90 €" (no-break space before €). */
export function formatPrice(amount: number): string {
  return `${priceFormat.format(amount).replace(/\s/g, NBSP)}${NBSP}€`;
}

/** An amount in whole euros when it is one: 10000 → "10 000 €", 1500.5 → "1 500,50 €" (no-break spaces). */
export function formatEuros(amount: number): string {
  if (!Number.isInteger(amount)) return formatPrice(amount);
  return `${new Intl.NumberFormat("fr-FR").format(amount).replace(/\s/g, NBSP)}${NBSP}€`;
}

const countFormat = new Intl.NumberFormat("fr-FR");

/** A count with its noun, singular up to 1 as French has it: (0, "page", "pages") → "0 page", 10000 → "10 000 pages". */
export function formatCount(count: number, one: string, many: string): string {
  return `${countFormat.format(count)} ${count > 1 ? many : one}`;
}

/** 1234 → "1 234", 2.345 with 2 digits → "2,35" (a narrow no-break space between thousands, as Intl writes them). */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  return new Intl.NumberFormat("fr-FR", { maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** 99.9 → "99,9 %" */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(value)}${NBSP}%`;
}

const PARIS = "Europe/Paris";

/** French writes the first day of a month as an ordinal: "1er avril", "2 avril". */
function withOrdinalFirst(formatted: string): string {
  return formatted.replace(/(^|\s)1(?=\s)/, "$1" + "1er");
}

/** "2025-04-24" → "24 avril 2025", "2025-04-01" → "1er avril 2025". Date-only strings are calendar dates. */
export function formatLongDate(date: Date | string): string {
  const d = typeof date === "string" ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  const format = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: PARIS });
  return withOrdinalFirst(format.format(d));
}

/** "2025-04-24" → "24 avr.", "2025-04-01" → "1er avr.": a day in a chart's axis. */
export function formatDayMonth(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return withOrdinalFirst(
    new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: PARIS }).format(d),
  );
}

/**
 * → "lundi 15 décembre 2026 à 14:30", "mardi 1er décembre 2026 à 09:00" (Paris time unless told).
 * Self-contained (no module reference), so the maintenance screen's inline script can run it
 * before first paint (lib/browser/inline-script.ts).
 */
export function formatLongDateTime(date: Date, timeZone = "Europe/Paris"): string {
  const text = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeStyle: "short", timeZone }).format(date);
  // The same ordinal rule as withOrdinalFirst, written here to stay self-contained.
  return text.replace(/(^|\s)1(?=\s)/, (_, space: string) => `${space}1er`);
}

/** → "24 nov. 2026 à 14:30" (Paris time): a date and time short enough for a table's cell. */
export function formatShortDateTime(date: Date, timeZone = PARIS): string {
  const day = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone }).format(
    date,
  );
  const time = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone }).format(date);
  return `${withOrdinalFirst(day)} à ${time}`;
}
