import { sourceLabel } from "../../../lib/audience/sources.ts";
import { formatNumber } from "../../../lib/format/french-format.ts";
import {
  COLUMN_LABELS,
  OTHER_CAMPAIGNS_LABEL,
  UNKNOWN_ORIGIN_LABEL,
} from "../../../lib/server/audience/audience-labels.ts";
import {
  type CampaignRow,
  isOtherCampaigns,
  type LeadOutcome,
  type SourceRow,
} from "../../../lib/server/audience/audience-report.ts";
import { AdminTable, NumberCell } from "../AdminTable.tsx";
import { formatRate } from "./rates.ts";

const FIGURES = [
  { key: "entries", header: COLUMN_LABELS.entries, numeric: true },
  { key: "leads", header: COLUMN_LABELS.leads, numeric: true },
  { key: "conversion", header: COLUMN_LABELS.conversion, numeric: true },
  { key: "won", header: COLUMN_LABELS.won, numeric: true },
  { key: "wonShare", header: COLUMN_LABELS.wonShare, numeric: true },
] as const;

/** From campaign to customer: the leads won, and the share won of the followed ones. */
function OutcomeCells({ outcome }: { outcome: LeadOutcome }) {
  return (
    <>
      <NumberCell>{formatNumber(outcome.won)}</NumberCell>
      <NumberCell>{formatRate(outcome.wonShare)}</NumberCell>
    </>
  );
}

/** The leads of the period without a recorded entry, in a row of their own, labelled for what they are, with what became of them. */
function UnknownOriginRow({ leads, outcome, before }: { leads: number; outcome: LeadOutcome; before: number }) {
  return (
    <tr className="border-b border-line bg-surface" data-unknown-origin>
      <td className="p-2 italic" colSpan={before}>
        {UNKNOWN_ORIGIN_LABEL}
      </td>
      <NumberCell>—</NumberCell>
      <NumberCell>{formatNumber(leads)}</NumberCell>
      <NumberCell>—</NumberCell>
      <OutcomeCells outcome={outcome} />
    </tr>
  );
}

/** Where the visits came from: entries per source, and the leads whose recorded entry came from it, and those won. */
export function SourcesTable({
  rows,
  leadsWithoutEntry,
  outcomeWithoutEntry,
  last,
}: {
  rows: readonly SourceRow[];
  leadsWithoutEntry: number;
  outcomeWithoutEntry: LeadOutcome;
  /** This page of the table is its last: the leads without a known origin close it. */
  last: boolean;
}) {
  return (
    <AdminTable
      label="Tableau des sources"
      caption="Visites, demandes, conversion, demandes gagnées et part gagnée par source"
      columns={[{ key: "source", header: COLUMN_LABELS.source }, ...FIGURES]}
      className="min-w-[44rem]"
    >
      {rows.map((row) => (
        <tr key={row.source} className="border-b border-line" data-source={row.source}>
          <td className="p-2 break-all">{sourceLabel(row.source)}</td>
          <NumberCell>{formatNumber(row.entries)}</NumberCell>
          <NumberCell>{formatNumber(row.leads)}</NumberCell>
          <NumberCell>{formatRate(row.conversion)}</NumberCell>
          <OutcomeCells outcome={row} />
        </tr>
      ))}
      {last && leadsWithoutEntry > 0 && (
        <UnknownOriginRow leads={leadsWithoutEntry} outcome={outcomeWithoutEntry} before={1} />
      )}
    </AdminTable>
  );
}

/** The campaigns of the landing addresses (utm_source, utm_medium, utm_campaign): entries, leads, and those won. */
export function CampaignsTable({
  rows,
  leadsWithoutEntry,
  outcomeWithoutEntry,
  last,
}: {
  rows: readonly CampaignRow[];
  leadsWithoutEntry: number;
  outcomeWithoutEntry: LeadOutcome;
  last: boolean;
}) {
  const empty = (value: string) => value || <span className="text-muted">—</span>;
  return (
    <AdminTable
      label="Tableau des campagnes"
      caption="Visites, demandes, conversion, demandes gagnées et part gagnée par campagne"
      columns={[
        { key: "utm_source", header: <code>{COLUMN_LABELS.utmSource}</code> },
        { key: "utm_medium", header: <code>{COLUMN_LABELS.utmMedium}</code> },
        { key: "utm_campaign", header: <code>{COLUMN_LABELS.utmCampaign}</code> },
        ...FIGURES,
      ]}
      className="min-w-[56rem]"
    >
      {rows.map((row) => (
        <tr
          key={JSON.stringify([row.utmSource, row.utmMedium, row.utmCampaign])}
          className="border-b border-line"
          data-campaign={row.utmCampaign}
        >
          {isOtherCampaigns(row) ? (
            <td className="p-2 italic" colSpan={3}>
              {OTHER_CAMPAIGNS_LABEL}
            </td>
          ) : (
            <>
              <td className="p-2 break-all">{empty(row.utmSource)}</td>
              <td className="p-2 break-all">{empty(row.utmMedium)}</td>
              <td className="p-2 break-all">{empty(row.utmCampaign)}</td>
            </>
          )}
          <NumberCell>{formatNumber(row.entries)}</NumberCell>
          <NumberCell>{formatNumber(row.leads)}</NumberCell>
          <NumberCell>{formatRate(row.conversion)}</NumberCell>
          <OutcomeCells outcome={row} />
        </tr>
      ))}
      {last && leadsWithoutEntry > 0 && (
        <UnknownOriginRow leads={leadsWithoutEntry} outcome={outcomeWithoutEntry} before={3} />
      )}
    </AdminTable>
  );
}
