import {
  assignLeadAction,
  setFollowUpAction,
  setLeadStatusAction,
  takeLeadAction,
} from "../../../lib/actions/staff-follow-up.ts";
import {
  LEAD_STATUSES,
  LOST_DETAIL_MAX_LENGTH,
  LOST_REASONS,
  STATUS_LABELS,
} from "../../../lib/config/lead-follow-up.ts";
import { formatLongDateTime } from "../../../lib/format/french-format.ts";
import { toParisLocalInput } from "../../../lib/format/paris-time.ts";
import type { FollowUp } from "../../../lib/server/leads/follow-up.ts";
import { formatOpeningDuration, type OpeningHours, openingMs } from "../../../lib/server/leads/opening-hours.ts";

const TERM = "font-semibold text-ink";
const LABEL = "block font-semibold text-ink";

export interface Member {
  id: string;
  name: string;
}

/** A moment as a <time> in long French. */
function Moment({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatLongDateTime(new Date(at))}</time>;
}

/**
 * A lead's follow-up on its page: where it stands and who handles it, the time to its first
 * contact in opening hours, and the forms that move it on (plain forms: they work without
 * JavaScript). `mayChange`: the member may act on it; `mayAssign`: an administrator.
 */
export function LeadFollowUpPanel({
  lead,
  names,
  members,
  viewerId,
  mayChange,
  mayAssign,
  hours,
  now,
}: {
  lead: FollowUp;
  names: ReadonlyMap<string, string>;
  members: readonly Member[];
  viewerId: string;
  mayChange: boolean;
  mayAssign: boolean;
  hours: OpeningHours;
  now: number;
}) {
  const ownerName = lead.ownerId ? (names.get(lead.ownerId) ?? "Compte supprimé") : null;
  const waited = openingMs(lead.createdAt, lead.firstContactAt ?? now, hours);
  return (
    <>
      <dl className="card mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]" data-follow-up>
        <dt className={TERM}>Statut</dt>
        <dd data-status={lead.status}>
          {STATUS_LABELS[lead.status]}
          {lead.status === "perdue" && lead.lostReason && (
            <>
              {" "}
              ({LOST_REASONS[lead.lostReason]}
              {lead.lostDetail ? `\u00a0: ${lead.lostDetail}` : ""})
            </>
          )}
        </dd>
        <dt className={TERM}>Responsable</dt>
        <dd>{ownerName ?? "Personne pour l'instant"}</dd>
        <dt className={TERM}>Premier contact</dt>
        <dd data-first-contact>
          {!lead.timed ? (
            "Non mesuré : la demande est arrivée avant la mise en place du suivi"
          ) : lead.firstContactAt !== null ? (
            <>
              <Moment at={lead.firstContactAt} />, après {formatOpeningDuration(waited, hours)} d'ouverture
            </>
          ) : (
            <>En attente depuis {formatOpeningDuration(waited, hours)} d'ouverture</>
          )}
        </dd>
        <dt className={TERM}>À relancer le</dt>
        <dd>{lead.followUpAt !== null ? <Moment at={lead.followUpAt} /> : "Aucune relance prévue"}</dd>
      </dl>

      {!mayChange && (
        <p className="body-text mt-3 max-w-prose">
          Cette demande est suivie par {ownerName ?? "un autre membre de l'équipe"} : seul un administrateur peut la
          réattribuer.
        </p>
      )}

      {mayChange && lead.ownerId !== viewerId && lead.ownerId === null && (
        <form action={takeLeadAction} className="mt-4">
          <input type="hidden" name="id" value={lead.id} />
          <button type="submit" className="btn btn-primary">
            Je m'en occupe
          </button>
        </form>
      )}

      {mayAssign && (
        <form action={assignLeadAction} className="card mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="id" value={lead.id} />
          <div>
            <label htmlFor="suivi-responsable" className={LABEL}>
              Attribuer à
            </label>
            <select
              id="suivi-responsable"
              name="responsable"
              defaultValue={lead.ownerId ?? ""}
              className="field-control"
            >
              <option value="">Personne</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary">
            Attribuer
          </button>
        </form>
      )}

      {mayChange && (
        <>
          <form action={setLeadStatusAction} className="card mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="id" value={lead.id} />
            <div>
              <label htmlFor="suivi-statut" className={LABEL}>
                Statut
              </label>
              <select id="suivi-statut" name="statut" defaultValue={lead.status} className="field-control">
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="suivi-raison" className={LABEL}>
                Raison, si la demande est perdue
              </label>
              <select id="suivi-raison" name="raison" defaultValue={lead.lostReason ?? ""} className="field-control">
                <option value="">Choisissez une raison</option>
                {Object.entries(LOST_REASONS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="suivi-raison-autre" className={LABEL}>
                Précision, pour la raison « Autre »
              </label>
              <input
                id="suivi-raison-autre"
                name="raison-autre"
                type="text"
                maxLength={LOST_DETAIL_MAX_LENGTH}
                defaultValue={lead.lostDetail ?? ""}
                className="field-control"
              />
            </div>
            <p>
              <button type="submit" className="btn btn-primary">
                Enregistrer le statut
              </button>
            </p>
          </form>

          <form action={setFollowUpAction} className="card mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="id" value={lead.id} />
            <div>
              <label htmlFor="suivi-relance" className={LABEL}>
                À relancer le (heure de Paris)
              </label>
              <input
                id="suivi-relance"
                name="relance"
                type="datetime-local"
                defaultValue={lead.followUpAt !== null ? toParisLocalInput(lead.followUpAt) : ""}
                className="field-control"
              />
            </div>
            <button type="submit" name="action" value="enregistrer" className="btn btn-secondary">
              Enregistrer la relance
            </button>
            {lead.followUpAt !== null && (
              <button type="submit" name="action" value="retirer" className="btn btn-ghost">
                Retirer la relance
              </button>
            )}
          </form>
        </>
      )}
    </>
  );
}
