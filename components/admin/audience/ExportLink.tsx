import { AUDIENCE_TABLES, type AudienceTable } from "../../../lib/server/audience/audience-labels.ts";

/** A table's CSV export, named after its table for those who list the page's links. */
export function ExportLink({ table, href }: { table: AudienceTable; href: string }) {
  return (
    <a href={href} download className="btn btn-secondary">
      Exporter en CSV (Excel)<span className="sr-only">&nbsp;: {AUDIENCE_TABLES[table].toLowerCase()}</span>
    </a>
  );
}
