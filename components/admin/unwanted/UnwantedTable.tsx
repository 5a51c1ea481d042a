import { releaseUnwantedAction } from "../../../lib/actions/staff-unwanted.ts";
import { formatShortDateTime } from "../../../lib/format/french-format.ts";
import { leadSummary, TYPE_LABELS } from "../../../lib/server/staff/desk-labels.ts";
import { reasonLabel, type UnwantedEntry } from "../../../lib/server/unwanted/desk.ts";
import { UNWANTED_TEXTS } from "../../../lib/server/unwanted/desk-labels.ts";
import { AdminTable } from "../AdminTable.tsx";

const MESSAGE_START = 120;

/** The first characters of the message, on one line, as plain text (React escapes it); "—" without one. */
export function messageStart(fields: Record<string, unknown>): string {
  const message = typeof fields.message === "string" ? fields.message.replace(/\s+/g, " ").trim() : "";
  if (!message) return "—";
  const chars = [...message];
  return chars.length > MESSAGE_START ? `${chars.slice(0, MESSAGE_START).join("").trimEnd()}…` : message;
}

/**
 * The unwanted submissions, as the leads list shows a lead (form, name, company, address), with
 * their reason, the start of their message, and « Ce n'est pas un indésirable »: a plain form.
 */
export function UnwantedTable({ rows }: { rows: readonly UnwantedEntry[] }) {
  return (
    <AdminTable
      label={UNWANTED_TEXTS.listLabel}
      caption={UNWANTED_TEXTS.listCaption}
      columns={UNWANTED_TEXTS.columns}
      className="min-w-[60rem]"
    >
      {rows.map((row) => {
        const person = leadSummary(row.fields);
        const when = formatShortDateTime(new Date(row.createdAt));
        return (
          <tr key={row.id} className="border-b border-line align-top" data-unwanted={row.id}>
            <td className="p-2">
              <time dateTime={new Date(row.createdAt).toISOString()}>{when}</time>
            </td>
            <td className="p-2">{TYPE_LABELS[row.type] ?? row.type}</td>
            <td className="p-2" data-reason={row.reason}>
              {reasonLabel(row.reason)}
            </td>
            <td className="p-2 break-words">{person.name || "—"}</td>
            <td className="p-2 break-words">{person.company || "—"}</td>
            <td className="p-2 break-all">{person.email || "—"}</td>
            <td className="max-w-xs p-2 break-words">{messageStart(row.fields)}</td>
            <td className="p-2">
              <form action={releaseUnwantedAction}>
                <input type="hidden" name="id" value={row.id} />
                <button type="submit" className="btn btn-secondary">
                  {UNWANTED_TEXTS.release}
                  <span className="sr-only">
                    {"\u00a0"}: {TYPE_LABELS[row.type] ?? row.type} de {person.name || person.email || "—"}, reçu le{" "}
                    {when}
                  </span>
                </button>
              </form>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
