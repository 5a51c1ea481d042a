/**
 * The SEO desk's redirects as CSV: the export (for French Excel: a BOM, semicolons) and
 * the import, which reads that file back or any CSV with `source` and `destination` columns
 * (commas or semicolons). papaparse does the quoting; the values are checked elsewhere
 * (lib/config/redirect-rules.ts).
 */
import Papa from "papaparse";
import { REDIRECT_LIMITS } from "../config/redirect-rules.ts";

export const REDIRECT_CSV_COLUMNS = ["source", "destination", "code", "note"] as const;
type Column = (typeof REDIRECT_CSV_COLUMNS)[number];
const EXPORT_COLUMNS = [...REDIRECT_CSV_COLUMNS, "visites", "derniere_visite"];

/** A file may hold the whole list the site may have. */
export const REDIRECT_CSV_MAX_ROWS = REDIRECT_LIMITS.count;
/** Below Next's 1 MB limit of a server action's body (the file is posted, then its text to confirm). */
export const REDIRECT_CSV_MAX_BYTES = 900_000;

/** A data line of an imported file, its cells as written (trimmed); `line` counts the header as line 1. */
export interface RedirectCsvRow {
  line: number;
  from: string;
  to: string;
  status: string;
  note: string;
}

export type RedirectCsvParse = { rows: RedirectCsvRow[] } | { error: string };

const quoted = (name: string) => `«\u00a0${name}\u00a0»`;

export const REDIRECT_CSV_MESSAGES = {
  empty: "Le fichier est vide\u00a0: il doit commencer par une ligne d'en-têtes (source, destination, code, note).",
  missing: (columns: readonly string[]) =>
    columns.length > 1
      ? `Colonnes manquantes dans la ligne d'en-têtes\u00a0: ${columns.slice(0, -1).map(quoted).join(", ")} et ${quoted(columns.at(-1) ?? "")}.`
      : `Colonne manquante dans la ligne d'en-têtes\u00a0: ${quoted(columns[0] ?? "")}.`,
  tooMany: (rows: number) =>
    `Le fichier compte ${rows.toLocaleString("fr-FR")} redirections\u00a0: ${REDIRECT_CSV_MAX_ROWS.toLocaleString("fr-FR")} au plus par import. Découpez-le en plusieurs fichiers.`,
  tooBig: `Le fichier dépasse ${REDIRECT_CSV_MAX_BYTES / 1000}\u00a0Ko\u00a0: découpez-le en plusieurs fichiers.`,
  unclosedQuote: (line: number) =>
    `Ligne ${line}\u00a0: un guillemet ouvert n'est jamais refermé, la suite du fichier serait lue comme une seule cellule. Corrigez le fichier, puis importez-le de nouveau.`,
} as const;

/** The header names each column answers to (lower case, without accents). */
const SYNONYMS: Record<Column, string[]> = {
  source: ["source", "from", "de", "ancienne adresse"],
  destination: ["destination", "to", "vers", "nouvelle adresse"],
  code: ["code", "status", "statut"],
  note: ["note"],
};

const plain = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/**
 * A cell a spreadsheet would run as a formula gets a leading `'` on export, and the import takes
 * one off. Quotes already there count, so that a note typed as `'=x` comes back as `'=x`.
 */
const protect = (cell: string) => (/^'*[=+\-@]/.test(cell) ? `'${cell}` : cell);
const unprotect = (cell: string) => (/^'+[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** CRLF (Windows), LF, or CR alone (old Mac Excel). */
const LINE_BREAK = /\r\n|\r|\n/g;

/** The header's separator: semicolons (French Excel) when it has more of them than commas. Papaparse's own guess needs more lines than a small file has. */
function delimiterOf(body: string): ";" | "," {
  const header = body.trimStart().split(LINE_BREAK, 1)[0] ?? "";
  return header.split(";").length > header.split(",").length ? ";" : ",";
}

interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * Each record of the file that has a cell with content, with the line it starts on (quoted line
 * breaks stay inside their record), and the line of a quote never closed, if any.
 */
function records(body: string): { found: CsvRecord[]; unclosedAt?: number } {
  const found: CsvRecord[] = [];
  let unclosedAt: number | undefined;
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(body, {
    delimiter: delimiterOf(body),
    step: ({ data, errors, meta }) => {
      if (data.some((cell) => cell.trim() !== "")) found.push({ cells: data, line });
      // papaparse puts the rest of the file in that cell: silently, a whole block of redirects would be lost.
      if (errors.some((error) => error.code === "MissingQuotes")) unclosedAt ??= line;
      line += body.slice(start, meta.cursor).match(LINE_BREAK)?.length ?? 0;
      start = meta.cursor;
    },
  });
  return { found, ...(unclosedAt === undefined ? {} : { unclosedAt }) };
}

export function parseRedirectsCsv(text: string): RedirectCsvParse {
  if (text.length > REDIRECT_CSV_MAX_BYTES) return { error: REDIRECT_CSV_MESSAGES.tooBig };
  // papaparse would drop the BOM itself, but its cursor would then be one behind the text's lines.
  const { found, unclosedAt } = records(text.replace(/^\uFEFF/, ""));
  if (unclosedAt !== undefined) return { error: REDIRECT_CSV_MESSAGES.unclosedQuote(unclosedAt) };
  const [header, ...lines] = found;
  if (!header) return { error: REDIRECT_CSV_MESSAGES.empty };
  const names = header.cells.map(plain);
  const index = Object.fromEntries(
    REDIRECT_CSV_COLUMNS.map((column) => [column, names.findIndex((name) => SYNONYMS[column].includes(name))]),
  ) as Record<Column, number>;
  const missing = (["source", "destination"] as const).filter((column) => index[column] < 0);
  if (missing.length > 0) return { error: REDIRECT_CSV_MESSAGES.missing(missing) };
  if (lines.length > REDIRECT_CSV_MAX_ROWS) return { error: REDIRECT_CSV_MESSAGES.tooMany(lines.length) };
  const cell = (cells: string[], column: number) => (column < 0 ? "" : (cells[column] ?? "").trim());
  return {
    rows: lines.map(({ cells, line }) => ({
      line,
      from: cell(cells, index.source),
      to: cell(cells, index.destination),
      status: cell(cells, index.code),
      note: unprotect(cell(cells, index.note)),
    })),
  };
}

/**
 * The export: every redirect with its visits and last visit (ISO 8601, UTC), for French Excel.
 * Only the note is protected against formulas: the rules make a source start with « / », a
 * destination with « / » or « https:// » (empty for a page removed on purpose, code 410), and
 * the other cells are numbers or dates.
 */
export function redirectsCsv(
  rows: readonly { from: string; to: string; status: number; note: string; hits: number; lastHitAt: number | null }[],
): string {
  const data = rows.map((row) => [
    row.from,
    row.to,
    String(row.status),
    protect(row.note),
    String(row.hits),
    row.lastHitAt === null ? "" : new Date(row.lastHitAt).toISOString(),
  ]);
  // The header as a plain first row: with `fields`, papaparse ends an empty export with a blank line.
  return `\uFEFF${Papa.unparse([EXPORT_COLUMNS, ...data], { delimiter: ";", newline: "\r\n" })}\r\n`;
}
