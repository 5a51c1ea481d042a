import "server-only";
import { sourceLabel } from "../../audience/sources.ts";
import { CORE_WEB_VITALS, DEVICE_LABELS } from "../../config/audience.ts";
import { CSV_BOM, csvCell } from "../../format/csv.ts";
import {
  type AudienceTable,
  COLUMN_LABELS,
  OTHER_CAMPAIGNS_LABEL,
  RATING_LABELS,
  SITE_WIDE_LABEL,
  UNKNOWN_ORIGIN_LABEL,
} from "./audience-labels.ts";
import { type AudienceReport, isOtherCampaigns, type LeadOutcome } from "./audience-report.ts";
import type { SpeedRow } from "./audience-speed.ts";

/**
 * Each table of the audience desk as the CSV French Excel opens as is (a BOM, `;` between cells, a
 * comma before decimals, cells that could run as formulas protected: the leads export's cells).
 * The rows are the screen's, in its order, all of them; the pages, sources and campaigns add the
 * followed leads (the share won's divisor, which the screen says in words) before the leads won.
 */

type Cell = string | number | undefined;

/** A number as French Excel reads one: no thousands separator, a decimal comma. */
function decimal(value: number | undefined, digits: number): string {
  if (value === undefined) return "";
  return String(Math.round(value * 10 ** digits) / 10 ** digits).replace(".", ",");
}

const percent = (fraction: number | undefined) => decimal(fraction === undefined ? undefined : fraction * 100, 1);

function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, ";")).join(";"));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

const CONVERSION = `${COLUMN_LABELS.conversion} (%)`;

/** From campaign to customer: the followed leads, those won, and the share won (won ÷ followed). */
const OUTCOME = [COLUMN_LABELS.followed, COLUMN_LABELS.won, `${COLUMN_LABELS.wonShare} (%)`] as const;
const outcome = (row: LeadOutcome): Cell[] => [row.followed, row.won, percent(row.wonShare)];

/** The unit of each Core Web Vital's column in the CSV, and the digits kept. */
const METRIC_UNITS = { LCP: ["ms", 0], INP: ["ms", 0], CLS: ["", 3] } as const;

function speedCsv(rows: readonly SpeedRow[]): string {
  const header: string[] = [COLUMN_LABELS.page, COLUMN_LABELS.device];
  for (const metric of CORE_WEB_VITALS) {
    const unit = METRIC_UNITS[metric][0];
    header.push(
      `${metric} p75${unit ? ` (${unit})` : ""}`,
      `${metric} mesures`,
      ...(["good", "needs-improvement", "poor"] as const).map((r) => `${metric} ${RATING_LABELS[r].toLowerCase()} (%)`),
    );
  }
  return csv(
    header,
    rows.map((row) => [
      row.path ?? SITE_WIDE_LABEL,
      DEVICE_LABELS[row.device],
      ...CORE_WEB_VITALS.flatMap((metric) => {
        const figure = row.figures[metric];
        return [
          decimal(figure.p75, METRIC_UNITS[metric][1]),
          figure.samples,
          percent(figure.shares?.good),
          percent(figure.shares?.["needs-improvement"]),
          percent(figure.shares?.poor),
        ];
      }),
    ]),
  );
}

/** The table `table` of the report (its pages already in the screen's order) as a CSV. */
export function audienceCsv(table: AudienceTable, report: AudienceReport): { body: string; rows: number } {
  switch (table) {
    case "jours":
      return {
        body: csv(
          [COLUMN_LABELS.day, COLUMN_LABELS.views, COLUMN_LABELS.entries],
          report.days.map((day) => [day.day, day.views, day.entries]),
        ),
        rows: report.days.length,
      };
    case "pages":
      return {
        body: csv(
          [COLUMN_LABELS.page, COLUMN_LABELS.views, COLUMN_LABELS.entries, COLUMN_LABELS.leads, CONVERSION, ...OUTCOME],
          report.pages.map((page) => [
            page.path,
            page.views,
            page.entries,
            page.leads,
            percent(page.conversion),
            ...outcome(page),
          ]),
        ),
        rows: report.pages.length,
      };
    case "sources": {
      const rows: Cell[][] = report.sources.map((row) => [
        sourceLabel(row.source),
        row.entries,
        row.leads,
        percent(row.conversion),
        ...outcome(row),
      ]);
      if (report.leadsWithoutEntry > 0)
        rows.push([UNKNOWN_ORIGIN_LABEL, "", report.leadsWithoutEntry, "", ...outcome(report.outcomeWithoutEntry)]);
      return {
        body: csv([COLUMN_LABELS.source, COLUMN_LABELS.entries, COLUMN_LABELS.leads, CONVERSION, ...OUTCOME], rows),
        rows: rows.length,
      };
    }
    case "campagnes": {
      const rows: Cell[][] = report.campaigns.map((row) => [
        ...(isOtherCampaigns(row) ? [OTHER_CAMPAIGNS_LABEL, "", ""] : [row.utmSource, row.utmMedium, row.utmCampaign]),
        row.entries,
        row.leads,
        percent(row.conversion),
        ...outcome(row),
      ]);
      if (report.leadsWithoutEntry > 0)
        rows.push([
          UNKNOWN_ORIGIN_LABEL,
          "",
          "",
          "",
          report.leadsWithoutEntry,
          "",
          ...outcome(report.outcomeWithoutEntry),
        ]);
      return {
        body: csv(
          [
            COLUMN_LABELS.utmSource,
            COLUMN_LABELS.utmMedium,
            COLUMN_LABELS.utmCampaign,
            COLUMN_LABELS.entries,
            COLUMN_LABELS.leads,
            CONVERSION,
            ...OUTCOME,
          ],
          rows,
        ),
        rows: rows.length,
      };
    }
    case "vitesse": {
      const rows = [...report.speed.site, ...report.speed.pages];
      return { body: speedCsv(rows), rows: rows.length };
    }
  }
}
