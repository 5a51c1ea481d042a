/** The CSV cells every export of the site writes (the leads', the audience's). */

/** The byte order mark that tells Excel the file is UTF-8 (accents). */
export const CSV_BOM = "\uFEFF";

/**
 * A spreadsheet would run a cell starting with = + - @ as a formula: such cells get a leading
 * apostrophe, except phone numbers like "+33 6 12 34 56 78".
 */
export function csvCell(value: unknown, separator: string): string {
  if (value === undefined || value === null) return "";
  let text = Array.isArray(value) ? value.join(" ") : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+?[0-9\s\-().]+$/.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}
