import type { SearchConsoleRow, SearchMetrics } from "../../seo/search-console-csv.ts";
import type { Db } from "../store/db.ts";

/**
 * Search Console's figures per page and per query, as last imported by the SEO desk (migration 27).
 * A « Pages » import replaces every page's figures; a « Requêtes » import, one page's queries.
 */
export interface SearchFigures {
  key: string;
  current: SearchMetrics;
  previous?: SearchMetrics;
  importedAt: number;
}

interface Row {
  key: string;
  clicks: number | string;
  impressions: number | string;
  ctr_x100: number | string;
  position_x100: number | string;
  prev_clicks: number | string | null;
  prev_impressions: number | string | null;
  prev_ctr_x100: number | string | null;
  prev_position_x100: number | string | null;
  imported_at: number | string;
}

const METRIC_COLUMNS =
  "clicks, impressions, ctr_x100, position_x100, prev_clicks, prev_impressions, prev_ctr_x100, prev_position_x100, imported_at";

const hundredths = (value: number) => Math.round(value * 100);

function values(row: SearchConsoleRow, now: number): unknown[] {
  const { current, previous } = row;
  return [
    current.clicks,
    current.impressions,
    hundredths(current.ctr),
    hundredths(current.position),
    previous?.clicks ?? null,
    previous?.impressions ?? null,
    previous ? hundredths(previous.ctr) : null,
    previous ? hundredths(previous.position) : null,
    now,
  ];
}

function figuresOf(row: Row): SearchFigures {
  const current = {
    clicks: Number(row.clicks),
    impressions: Number(row.impressions),
    ctr: Number(row.ctr_x100) / 100,
    position: Number(row.position_x100) / 100,
  };
  const previous =
    row.prev_clicks === null
      ? undefined
      : {
          clicks: Number(row.prev_clicks),
          impressions: Number(row.prev_impressions),
          ctr: Number(row.prev_ctr_x100) / 100,
          position: Number(row.prev_position_x100) / 100,
        };
  return { key: row.key, current, ...(previous ? { previous } : {}), importedAt: Number(row.imported_at) };
}

/** Replaces every page's figures with a « Pages » export's (a page listed twice: its first line). */
export function importSearchPages(db: Db, rows: readonly SearchConsoleRow[], now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.lockKeys(["search_pages"]);
    await tx.run("DELETE FROM search_pages");
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.key)) continue;
      seen.add(row.key);
      await tx.run(`INSERT INTO search_pages (path, ${METRIC_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
        row.key,
        ...values(row, now),
      ]);
    }
    return seen.size;
  });
}

/** Replaces one page's queries with a « Requêtes » export filtered on it. */
export function importSearchQueries(
  db: Db,
  path: string,
  rows: readonly SearchConsoleRow[],
  now: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.lockKeys([`search_queries:${path}`]);
    await tx.run("DELETE FROM search_queries WHERE path = ?", [path]);
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.key)) continue;
      seen.add(row.key);
      await tx.run(
        `INSERT INTO search_queries (path, query, ${METRIC_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [path, row.key, ...values(row, now)],
      );
    }
    return seen.size;
  });
}

/** The pages by clicks, most first. */
export async function searchPages(db: Db, limit = 50): Promise<SearchFigures[]> {
  const rows = await db.all<Row>(
    `SELECT path AS key, ${METRIC_COLUMNS} FROM search_pages ORDER BY clicks DESC, path LIMIT ?`,
    [limit],
  );
  return rows.map(figuresOf);
}

/** The pages that lost the most clicks against the period compared with. */
export async function pagesLosingClicks(db: Db, limit = 10): Promise<SearchFigures[]> {
  const rows = await db.all<Row>(
    `SELECT path AS key, ${METRIC_COLUMNS} FROM search_pages
     WHERE prev_clicks IS NOT NULL AND clicks < prev_clicks
     ORDER BY clicks - prev_clicks, path LIMIT ?`,
    [limit],
  );
  return rows.map(figuresOf);
}

/** One page's figures and its queries (by clicks), as last imported. */
export async function pageSearchFigures(
  db: Db,
  path: string,
): Promise<{ page: SearchFigures | undefined; queries: SearchFigures[] }> {
  const [pages, queries] = await Promise.all([
    db.all<Row>(`SELECT path AS key, ${METRIC_COLUMNS} FROM search_pages WHERE path = ?`, [path]),
    db.all<Row>(
      `SELECT query AS key, ${METRIC_COLUMNS} FROM search_queries WHERE path = ? ORDER BY clicks DESC, query LIMIT 100`,
      [path],
    ),
  ]);
  return { page: pages[0] ? figuresOf(pages[0]) : undefined, queries: queries.map(figuresOf) };
}
