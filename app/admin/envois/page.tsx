import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { retryDeliveryNow } from "../../../lib/actions/staff-desk.ts";
import { DELIVERIES_PATH, leadPath } from "../../../lib/config/admin.ts";
import { formatShortDateTime } from "../../../lib/format/french-format.ts";
import {
  CHANNEL_LABELS,
  deliveryReason,
  deskMessage,
  JOB_STATUS_LABELS,
  TYPE_LABELS,
} from "../../../lib/server/staff/desk-labels.ts";
import { listDeliveries } from "../../../lib/server/staff/leads-desk.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Envois en attente et en échec" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/envois: the outbox jobs waiting or failed, their reason and attempts, and « Relancer ». */
export default async function DeliveriesPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(DELIVERIES_PATH, "leads");
  const jobs = await listDeliveries(directory.db);
  const now = Date.now();
  return (
    <AdminShell
      staff={staff}
      current={DELIVERIES_PATH}
      title="Envois en attente et en échec"
      message={deskMessage((await searchParams).message)}
    >
      <p className="body-text mt-2 max-w-prose">
        Chaque demande part vers l'équipe commerciale par e-mail ou vers Brevo. Un envoi en échec peut être relancé une
        fois la cause corrigée : il repart aussitôt.
      </p>
      {jobs.length === 0 ? (
        <p className="mt-6 text-ink">Aucun envoi en attente ni en échec : tout est parti.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {jobs.map((job) => (
            <li key={job.id} className="card flex flex-wrap items-center justify-between gap-4" data-job={job.id}>
              <div>
                <p className="font-semibold text-ink">
                  {CHANNEL_LABELS[job.channel]} · {TYPE_LABELS[job.type]}
                </p>
                <p className={job.status === "failed" ? "font-medium text-danger" : "text-ink"}>
                  {JOB_STATUS_LABELS[job.status]}
                  {job.lastError && ` : ${deliveryReason(job.lastError)}`}
                </p>
                <p className="text-sm text-muted">
                  {job.attempts} tentative{job.attempts > 1 ? "s" : ""}
                  {job.status === "pending" &&
                    (job.nextAttemptAt <= now
                      ? " · part maintenant"
                      : ` · prochaine tentative le ${formatShortDateTime(new Date(job.nextAttemptAt))}`)}
                  {" · "}
                  <a href={leadPath(job.submissionId)} className="link-inline underline">
                    voir la demande
                  </a>
                </p>
              </div>
              <form action={retryDeliveryNow}>
                <input type="hidden" name="job" value={job.id} />
                <button type="submit" className="btn btn-secondary">
                  Relancer<span className="sr-only"> l'envoi {CHANNEL_LABELS[job.channel]}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
