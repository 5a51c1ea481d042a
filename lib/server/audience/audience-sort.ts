/**
 * The pages table's order, chosen by the GET parameters `tri` (a column) and `ordre` (`asc` or
 * `desc`): links in the table's headers, so sorting needs no script. Pages viewed most first by
 * default; rows without a conversion (no entry) or a share won (no followed lead) always last when
 * sorted by it; ties by views, then by path.
 */
import type { PageRow } from "./audience-report.ts";

export const PAGE_SORT_KEYS = ["page", "vues", "entrees", "demandes", "conversion", "gagnees", "part-gagnee"] as const;
export type PageSortKey = (typeof PAGE_SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";

export interface PageSort {
  key: PageSortKey;
  order: SortOrder;
}

export const SORT_PARAMS = { key: "tri", order: "ordre" } as const;
export const DEFAULT_PAGE_SORT: PageSort = { key: "vues", order: "desc" };

/** The order a column starts in when its header is first followed: A to Z for the path, largest first otherwise. */
export const firstOrder = (key: PageSortKey): SortOrder => (key === "page" ? "asc" : "desc");

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/** The sort asked for; anything unknown gives the default (nothing to say: the headers show the order). */
export function parsePageSort(params: Params): PageSort {
  const key = param(params, SORT_PARAMS.key);
  if (!PAGE_SORT_KEYS.includes(key as PageSortKey)) return DEFAULT_PAGE_SORT;
  const order = param(params, SORT_PARAMS.order);
  return {
    key: key as PageSortKey,
    order: order === "asc" || order === "desc" ? order : firstOrder(key as PageSortKey),
  };
}

/** The parameters of a sort (nothing for the default). */
export function sortQuery(sort: PageSort): string {
  if (sort.key === DEFAULT_PAGE_SORT.key && sort.order === DEFAULT_PAGE_SORT.order) return "";
  return `${SORT_PARAMS.key}=${sort.key}&${SORT_PARAMS.order}=${sort.order}`;
}

/** The sort a column's header link leads to: the other order when it is the current column, its first order otherwise. */
export function nextSort(current: PageSort, key: PageSortKey): PageSort {
  if (current.key !== key) return { key, order: firstOrder(key) };
  return { key, order: current.order === "asc" ? "desc" : "asc" };
}

const VALUE: Record<Exclude<PageSortKey, "page">, (row: PageRow) => number | undefined> = {
  vues: (row) => row.views,
  entrees: (row) => row.entries,
  demandes: (row) => row.leads,
  conversion: (row) => row.conversion,
  gagnees: (row) => row.won,
  "part-gagnee": (row) => row.wonShare,
};

export function sortPages(rows: readonly PageRow[], sort: PageSort): PageRow[] {
  const sign = sort.order === "asc" ? 1 : -1;
  const tie = (a: PageRow, b: PageRow) => b.views - a.views || a.path.localeCompare(b.path);
  return [...rows].sort((a, b) => {
    if (sort.key === "page") return sign * a.path.localeCompare(b.path);
    const [x, y] = [VALUE[sort.key](a), VALUE[sort.key](b)];
    if (x === undefined || y === undefined) return x === y ? tie(a, b) : x === undefined ? 1 : -1;
    return sign * (x - y) || tie(a, b);
  });
}
