import { LEAD_SETTINGS_PATH, leadPath } from "../../../lib/config/admin.ts";
import { formatDayMonth, formatPercent } from "../../../lib/format/french-format.ts";
import type { FirstContactStats } from "../../../lib/server/leads/first-contact-stats.ts";
import {
  describeOpeningHours,
  formatOpeningDuration,
  type OpeningHours,
} from "../../../lib/server/leads/opening-hours.ts";
import { TYPE_LABELS } from "../../../lib/server/staff/desk-labels.ts";
import type { SubmissionType } from "../../../lib/server/submissions/submission-store.ts";
import { AdminTable } from "../AdminTable.tsx";

const NBSP = "\u00a0";

/**
 * How fast the team answers, in opening hours: the leads waiting now (the oldest linked), and
 * week by week the median time to first contact and the share answered within one opening hour.
 */
export function FirstContactSummary({
  stats,
  hours,
  settingsLink,
}: {
  stats: FirstContactStats;
  hours: OpeningHours;
  /** The member may open the follow-up's settings (administrators). */
  settingsLink: boolean;
}) {
  const oldest = stats.oldestWaiting;
  return (
    <section aria-labelledby="premier-contact" className="mt-10">
      <h2 id="premier-contact" className="text-xl font-semibold text-ink">
        Délai de premier contact
      </h2>
      <p
        className="body-text mt-2 max-w-prose"
        data-waiting={stats.waiting}
        data-waiting-late={stats.waitingPastTarget}
      >
        {stats.waiting === 0
          ? "Aucune demande n'attend de premier contact."
          : `${stats.waiting} demande${stats.waiting > 1 ? "s attendent" : " attend"} un premier contact, dont ${stats.waitingPastTarget} depuis plus d'une heure d'ouverture.`}{" "}
        {oldest && (
          <>
            La plus ancienne{NBSP}:{" "}
            <a href={leadPath(oldest.id)} className="link-inline underline">
              {TYPE_LABELS[oldest.type as SubmissionType] ?? oldest.type}, en attente depuis{" "}
              {formatOpeningDuration(oldest.waitingMs, hours)}
            </a>
            .
          </>
        )}
      </p>
      <p className="mt-2 text-sm text-muted">
        Compté en heures d'ouverture de l'équipe commerciale ({describeOpeningHours(hours)}, heure de Paris), de
        l'arrivée de la demande à son premier statut après «{NBSP}Nouvelle{NBSP}» ou à la première note qui rend compte
        d'un échange.{" "}
        {settingsLink && (
          <a href={LEAD_SETTINGS_PATH} className="link-inline underline">
            Réglages du suivi
          </a>
        )}
      </p>
      <AdminTable
        label="Délai de premier contact par semaine"
        caption="Délai de premier contact par semaine d'arrivée, la plus récente en dernier"
        columns={[
          "Semaine du",
          { key: "leads", header: "Demandes", numeric: true },
          { key: "contacted", header: "Contactées", numeric: true },
          { key: "median", header: "Délai médian", numeric: true },
          { key: "share", header: "Dans l'heure d'ouverture", numeric: true },
        ]}
      >
        {stats.weeks.map((week) => (
          <tr key={week.week} className="border-b border-line" data-week={week.week}>
            <td className="p-2">{formatDayMonth(week.week)}</td>
            <td className="p-2 text-right">{week.leads}</td>
            <td className="p-2 text-right">{week.contacted}</td>
            <td className="p-2 text-right">
              {week.medianMs === undefined ? "—" : formatOpeningDuration(week.medianMs, hours)}
            </td>
            <td className="p-2 text-right">
              {week.withinTargetShare === undefined ? "—" : formatPercent(Math.round(week.withinTargetShare * 100))}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
