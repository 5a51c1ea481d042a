/**
 * The addresses of the audience desk: the screen with its period, the pages' sort and each long
 * table's page (plain GET parameters, so that every state has its own address and needs no
 * script), and the CSV export of a table.
 */
import { AUDIENCE_ADMIN_PATH, AUDIENCE_EXPORT_PATH } from "../../config/admin.ts";
import type { AudienceTable } from "./audience-labels.ts";
import { type AudiencePeriod, periodQuery } from "./audience-period.ts";
import { type PageSort, sortQuery } from "./audience-sort.ts";

/** The tables shown a page at a time, and the parameter of each one's page. */
export const PAGED_TABLES = { pages: "p", sources: "ps", campagnes: "pc", vitesse: "pv" } as const;
export type PagedTable = keyof typeof PAGED_TABLES;
export const ROWS_PER_PAGE = 25;
/** The export's parameter naming the table. */
export const TABLE_PARAM = "tableau";

export interface DeskState {
  period: AudiencePeriod;
  sort: PageSort;
  pages: Record<PagedTable, number>;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** The page of each long table asked for (1 when absent or not a page number). */
export function parseTablePages(params: Params): Record<PagedTable, number> {
  const read = (name: string) => {
    const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
    const value = Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? "", 10);
    return Number.isSafeInteger(value) && value > 1 ? value : 1;
  };
  return {
    pages: read(PAGED_TABLES.pages),
    sources: read(PAGED_TABLES.sources),
    campagnes: read(PAGED_TABLES.campagnes),
    vitesse: read(PAGED_TABLES.vitesse),
  };
}

const join = (...parts: string[]) => parts.filter(Boolean).join("&");

/**
 * The screen in `state`, changed by `change`, at `anchor` (a table's heading): its parameters in one
 * order, the defaults left out (the sign-in sends back to exactly this). A new period or sort starts
 * every table at its first page.
 */
export function deskLink(
  state: DeskState,
  change: { period?: AudiencePeriod; sort?: PageSort; page?: [PagedTable, number] } = {},
  anchor = "",
): string {
  const reset = change.period !== undefined || change.sort !== undefined;
  const pages = reset ? { pages: 1, sources: 1, campagnes: 1, vitesse: 1 } : { ...state.pages };
  if (change.page) pages[change.page[0]] = change.page[1];
  const query = join(
    periodQuery(change.period ?? state.period),
    sortQuery(change.sort ?? state.sort),
    ...Object.entries(pages).map(([table, page]) => (page > 1 ? `${PAGED_TABLES[table as PagedTable]}=${page}` : "")),
  );
  return `${AUDIENCE_ADMIN_PATH}${query ? `?${query}` : ""}${anchor ? `#${anchor}` : ""}`;
}

/** The CSV of `table` over the period (the pages in the screen's order). */
export function exportLink(table: AudienceTable, state: Pick<DeskState, "period" | "sort">): string {
  return `${AUDIENCE_EXPORT_PATH}?${join(`${TABLE_PARAM}=${table}`, periodQuery(state.period), sortQuery(state.sort))}`;
}

/** The rows of page `page` (brought within the pages there are), and how many pages there are. */
export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE), page: current, pageCount };
}
