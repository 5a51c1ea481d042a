import { LOST_REASONS, STATUS_LABELS } from "../../../lib/config/lead-follow-up.ts";
import { formatLongDateTime } from "../../../lib/format/french-format.ts";
import type { LeadEvent } from "../../../lib/server/leads/follow-up.ts";

const NBSP = "\u00a0";

/** One event of a lead's history in words: what changed (the note's text is shown as text, never markup). */
function whatChanged(event: LeadEvent, name: (id: string | null) => string): string {
  switch (event.kind) {
    case "owner":
      return event.ownerId ? `Responsable${NBSP}: ${name(event.ownerId)}` : "Plus de responsable";
    case "status": {
      const status = event.status ? STATUS_LABELS[event.status] : "—";
      const reason = event.reason
        ? ` (${LOST_REASONS[event.reason]}${event.text ? `${NBSP}: ${event.text}` : ""})`
        : "";
      return `Statut${NBSP}: ${status}${reason}`;
    }
    case "follow-up":
      return event.followUpAt !== null
        ? `À relancer le ${formatLongDateTime(new Date(event.followUpAt))}`
        : "Relance retirée";
    case "note":
      return event.contact ? "Note (échange avec la personne)" : "Note";
  }
}

/** A lead's history, oldest first: each change and note, dated and signed. */
export function LeadHistoryList({
  events,
  names,
}: {
  events: readonly LeadEvent[];
  names: ReadonlyMap<string, string>;
}) {
  if (events.length === 0) return <p className="mt-3 text-muted">Aucun changement ni aucune note pour l'instant.</p>;
  const name = (id: string | null) => (id ? (names.get(id) ?? "Compte supprimé") : "Règle d'attribution");
  return (
    <ol className="mt-3 space-y-2" data-lead-history>
      {events.map((event) => (
        <li key={event.id} className="card">
          <p className="text-sm text-muted">
            <time dateTime={new Date(event.at).toISOString()}>{formatLongDateTime(new Date(event.at))}</time>
            {" · "}
            {name(event.actorId)}
          </p>
          <p className="font-medium text-ink">{whatChanged(event, name)}</p>
          {event.kind === "note" && event.text && <p className="mt-1 whitespace-pre-wrap break-words">{event.text}</p>}
        </li>
      ))}
    </ol>
  );
}
