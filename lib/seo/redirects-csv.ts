/**
 * The SEO desk's redirects as CSV (issue 31): the export (for French Excel: a BOM, semicolons) and
 * the import, which reads that file back or any CSV with `source` and `destination` columns
 * (commas or semicolons). papaparse does the quoting; the values are checked elsewhere
 * (lib/config/redirect-rules.ts).
 */
import Papa from "papaparse";

export const REDIRECT_CSV_COLUMNS = ["source", "destination", "code", "note"] as const;
const EXPORT_COLUMNS = [...REDIRECT_CSV_COLUMNS, "visites", "derniere_visite"];

export const REDIRECT_CSV_MAX_ROWS = 10_000;
export const REDIRECT_CSV_MAX_BYTES = 2_000_000;

/** A data line of an imported file, its cells as written (trimmed); `line` counts the header as line 1. */
export interface RedirectCsvRow {
  line: number;
  from: string;
  to: string;
  status: string;
  note: string;
}

export type RedirectCsvParse = { rows: RedirectCsvRow[] } | { error: string };

export const REDIRECT_CSV_MESSAGES = {
  empty: "Le fichier est vide\u00a0: il doit commencer par une ligne d'en-têtes (source, destination, code, note).",
  missing: (columns: string[]) =>
    `Colonne${columns.length > 1 ? "s" : ""} manquante${columns.length > 1 ? "s" : ""} dans la ligne d'en-têtes\u00a0: ${columns.join(", ")}.`,
  tooMany: (rows: number) =>
    `Le fichier compte ${rows.toLocaleString("fr-FR")} lignes\u00a0: ${REDIRECT_CSV_MAX_ROWS.toLocaleString("fr-FR")} au plus par import.`,
  tooBig: "Le fichier dépasse 2\u00a0Mo\u00a0: découpez-le en plusieurs imports.",
} as const;

/** The header names each column answers to (lower case, without accents). */
const SYNONYMS: Record<(typeof REDIRECT_CSV_COLUMNS)[number], string[]> = {
  source: ["source", "from", "de", "ancienne adresse"],
  destination: ["destination", "to", "vers", "nouvelle adresse"],
  code: ["code", "status", "statut"],
  note: ["note"],
};

const plain = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/** A cell that a spreadsheet would run as a formula, and the quote that keeps it text. */
const FORMULA = /^[=+\-@]/;
const unprotect = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** The header's separator: semicolons (French Excel) when it has more of them than commas. Papaparse's own guess needs more lines than a small file has. */
function delimiterOf(body: string): ";" | "," {
  const header = body.trimStart().split(/\r?\n/, 1)[0] ?? "";
  return header.split(";").length > header.split(",").length ? ";" : ",";
}

/** Each record of the file that has a cell with content, with the line it starts on (quoted line breaks stay inside their record). */
function records(body: string): { cells: string[]; line: number }[] {
  const found: { cells: string[]; line: number }[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(body, {
    delimiter: delimiterOf(body),
    step: ({ data, meta }) => {
      if (data.some((cell) => cell.trim() !== "")) found.push({ cells: data, line });
      for (let at = start; at < meta.cursor; at++) if (body.charCodeAt(at) === 10) line += 1;
      start = meta.cursor;
    },
  });
  return found;
}

export function parseRedirectsCsv(text: string): RedirectCsvParse {
  if (text.length > REDIRECT_CSV_MAX_BYTES) return { error: REDIRECT_CSV_MESSAGES.tooBig };
  const [header, ...lines] = records(text.replace(/^\uFEFF/, ""));
  if (!header) return { error: REDIRECT_CSV_MESSAGES.empty };
  const names = header.cells.map(plain);
  const index = Object.fromEntries(
    REDIRECT_CSV_COLUMNS.map((column) => [column, names.findIndex((name) => SYNONYMS[column].includes(name))]),
  ) as Record<(typeof REDIRECT_CSV_COLUMNS)[number], number>;
  const missing = (["source", "destination"] as const).filter((column) => index[column] < 0);
  if (missing.length > 0) return { error: REDIRECT_CSV_MESSAGES.missing([...missing]) };
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

/** The export: every redirect with its visits and last visit (ISO 8601, UTC), for French Excel. */
export function redirectsCsv(
  rows: readonly { from: string; to: string; status: number; note: string; hits: number; lastHitAt: number | null }[],
): string {
  const data = rows.map((row) => [
    row.from,
    row.to,
    String(row.status),
    FORMULA.test(row.note) ? `'${row.note}` : row.note,
    String(row.hits),
    row.lastHitAt === null ? "" : new Date(row.lastHitAt).toISOString(),
  ]);
  return `\uFEFF${Papa.unparse({ fields: EXPORT_COLUMNS, data }, { delimiter: ";", newline: "\r\n" })}\r\n`;
}
