import { formatNumber } from "../../../lib/format/french-format.ts";

/** A conversion (a fraction) as « 12,5 % », « — » when there is none (no visit to divide by). */
export const formatRate = (fraction: number | undefined): string =>
  fraction === undefined ? "—" : `${formatNumber(fraction * 100, 1)}\u00a0%`;
