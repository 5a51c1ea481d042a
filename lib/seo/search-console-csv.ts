import Papa from "papaparse";

/**
 * Search Console's performance exports as the SEO desk imports them (issue 68): the « Pages » and
 * « Requêtes » CSV files of « Exporter », in French or in English, with one period or two compared
 * (« Clics (28 derniers jours) » then « Clics (28 jours précédents) »). French numbers are read as
 * Search Console writes them: « 1 234 », « 3,5 % », « 8,2 ».
 */
export type SearchConsoleKind = "pages" | "queries";

export interface SearchMetrics {
  clicks: number;
  impressions: number;
  /** Clicks per impression, in %. */
  ctr: number;
  /** The average position (1 is the first result). */
  position: number;
}

export interface SearchConsoleRow {
  /** A page's path on the site (« /blog/x »), or a query as typed. */
  key: string;
  current: SearchMetrics;
  /** The period compared with, when the export has two. */
  previous?: SearchMetrics;
}

export type SearchConsoleParse =
  | { ok: true; kind: SearchConsoleKind; rows: SearchConsoleRow[] }
  | { ok: false; error: string };

export const SEARCH_CONSOLE_ERRORS = {
  empty: "Le fichier est vide : exportez de nouveau le rapport « Performances » de la Search Console.",
  unknown:
    "Ce fichier n'est pas un export « Pages » ou « Requêtes » de la Search Console : sa première colonne devrait s'intituler « Pages les plus populaires » ou « Requêtes les plus fréquentes ».",
  columns: (missing: string) => `Il manque la colonne « ${missing} » à cet export de la Search Console.`,
  number: (line: number, value: string) =>
    `Ligne ${line} : « ${value} » n'est pas un nombre tel que la Search Console les écrit.`,
  tooBig: "Ce fichier dépasse 900 Ko : ce n'est pas un export de la Search Console (1 000 lignes au plus).",
  noFile: "Choisissez le fichier CSV exporté de la Search Console.",
  unreadable: "Ce fichier ne peut pas être lu comme du texte : choisissez le fichier CSV de l'export (UTF-8).",
  noPage:
    "Cet export donne des requêtes : indiquez la page sur laquelle vous l'avez filtré dans la Search Console (par exemple /blog/mon-article).",
  tooMany: (max: number) =>
    `L'export compte plus de ${max.toLocaleString("fr-FR")} lignes : filtrez-le avant de l'importer.`,
} as const;

/** Below Next's limit of a server action's body (1 MB): a larger file is refused by the form first, in French. */
export const SEARCH_CONSOLE_CSV_MAX_BYTES = 900_000;

/** Search Console exports 1,000 rows at most; a file far beyond is not one of its exports. */
export const SEARCH_CONSOLE_MAX_ROWS = 5_000;

const KINDS: readonly { kind: SearchConsoleKind; headers: readonly string[] }[] = [
  { kind: "pages", headers: ["pages les plus populaires", "top pages", "page"] },
  { kind: "queries", headers: ["requêtes les plus fréquentes", "top queries", "requête", "query"] },
];

const METRICS: readonly { key: keyof SearchMetrics; names: readonly string[]; label: string }[] = [
  { key: "clicks", names: ["clics", "clicks"], label: "Clics" },
  { key: "impressions", names: ["impressions"], label: "Impressions" },
  { key: "ctr", names: ["ctr"], label: "CTR" },
  { key: "position", names: ["position"], label: "Position" },
];

const clean = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** « 1 234 », « 3,5 % », « 8.2 », « 12% »: a number, or undefined. */
export function searchConsoleNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f%]/g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return undefined;
  return Number(compact);
}

/** A page's address as the site knows it: the path of an absolute URL, decoded; the text itself otherwise. */
export function pathOf(address: string): string {
  try {
    const url = new URL(address);
    return decodeURI(url.pathname);
  } catch {
    return address.trim();
  }
}

export function parseSearchConsoleCsv(text: string): SearchConsoleParse {
  const body = text.replace(/^\uFEFF/, "");
  const { data } = Papa.parse<string[]>(body, { delimiter: "", skipEmptyLines: "greedy" });
  const [headers, ...lines] = data;
  if (!headers || headers.length === 0) return { ok: false, error: SEARCH_CONSOLE_ERRORS.empty };
  const first = clean(headers[0] ?? "");
  const kind = KINDS.find((candidate) => candidate.headers.includes(first))?.kind;
  if (!kind) return { ok: false, error: SEARCH_CONSOLE_ERRORS.unknown };
  if (lines.length > SEARCH_CONSOLE_MAX_ROWS)
    return { ok: false, error: SEARCH_CONSOLE_ERRORS.tooMany(SEARCH_CONSOLE_MAX_ROWS) };

  // Each metric's columns: the first is the period shown, a second the period compared with.
  const columns = new Map<keyof SearchMetrics, number[]>();
  for (const metric of METRICS) {
    const found = headers
      .map((header, index) => ({ header: clean(header), index }))
      .filter(({ header }) => metric.names.some((name) => header === name || header.startsWith(`${name} (`)))
      .map(({ index }) => index);
    if (found.length === 0) return { ok: false, error: SEARCH_CONSOLE_ERRORS.columns(metric.label) };
    columns.set(metric.key, found);
  }
  const compared = METRICS.every((metric) => (columns.get(metric.key)?.length ?? 0) >= 2);

  const rows: SearchConsoleRow[] = [];
  for (const [offset, cells] of lines.entries()) {
    const key = (cells[0] ?? "").trim();
    if (!key) continue;
    const read = (period: 0 | 1): SearchMetrics | string => {
      const metrics = {} as SearchMetrics;
      for (const metric of METRICS) {
        const cell = cells[columns.get(metric.key)![period]!] ?? "";
        const value = searchConsoleNumber(cell);
        if (value === undefined) return cell;
        metrics[metric.key] = value;
      }
      return metrics;
    };
    const current = read(0);
    if (typeof current === "string") return { ok: false, error: SEARCH_CONSOLE_ERRORS.number(offset + 2, current) };
    const previous = compared ? read(1) : undefined;
    if (typeof previous === "string") return { ok: false, error: SEARCH_CONSOLE_ERRORS.number(offset + 2, previous) };
    rows.push({ key: kind === "pages" ? pathOf(key) : key, current, ...(previous ? { previous } : {}) });
  }
  return { ok: true, kind, rows };
}
