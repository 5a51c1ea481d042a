import type { Metadata } from "next";
import { AdminShell } from "../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../components/admin/AdminTable.tsx";
import { DeliveryBadge } from "../../components/admin/DeliveryBadge.tsx";
import { LeadFiltersForm } from "../../components/admin/LeadFiltersForm.tsx";
import { ListPager } from "../../components/admin/ListPager.tsx";
import { FirstContactSummary } from "../../components/admin/leads/FirstContactSummary.tsx";
import { LeadProofNote } from "../../components/admin/leads/LeadProofNote.tsx";
import { ADMIN_PATH, EXPORT_PATH, leadPath } from "../../lib/config/admin.ts";
import { CLOSED_STATUSES, isFollowedType, STATUS_LABELS } from "../../lib/config/lead-follow-up.ts";
import { newsletterStateLabel } from "../../lib/config/newsletter-proof.ts";
import { mayOpen } from "../../lib/config/staff-roles.ts";
import { formatShortDateTime } from "../../lib/format/french-format.ts";
import { firstContactStats } from "../../lib/server/leads/first-contact-stats.ts";
import {
  formatOpeningDuration,
  HOUR_MS,
  openingCutoff,
  openingMs,
  readOpeningHours,
} from "../../lib/server/leads/opening-hours.ts";
import { newsletterProofsOfLeads } from "../../lib/server/newsletter/proof.ts";
import { deskMessage, leadSummary, TYPE_LABELS } from "../../lib/server/staff/desk-labels.ts";
import { leadFilterQuery, leadOriginChoices, listLeads, parseLeadFilters } from "../../lib/server/staff/leads-desk.ts";
import { staffNames } from "../../lib/server/staff/staff-names.ts";
import { requireStaff } from "../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Demandes reçues" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** /admin: the submissions, newest first, filtered and paginated, with their delivery state. */
export default async function LeadsPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const { filters, page, errors } = parseLeadFilters(params);
  const { staff, directory } = await requireStaff(withQuery(ADMIN_PATH, leadFilterQuery(filters, page)), "leads");
  const now = Date.now();
  const hours = await readOpeningHours(directory.db);
  const context = { viewerId: staff.userId, now, waitingCutoff: openingCutoff(now, HOUR_MS, hours) };
  const [list, choices, stats, names] = await Promise.all([
    listLeads(directory.db, filters, { page }, context),
    leadOriginChoices(directory.db),
    firstContactStats(directory.db, hours, now),
    staffNames(directory),
  ]);
  const proofs = await newsletterProofsOfLeads(
    directory.db,
    list.rows.filter((lead) => lead.type === "newsletter").map((lead) => lead.id),
  );
  const filterQuery = leadFilterQuery(filters);
  const pageLink = (n: number) => withQuery(ADMIN_PATH, leadFilterQuery(filters, n));
  const exportLink = (format: string) =>
    withQuery(EXPORT_PATH, [`format=${format}`, filterQuery].filter(Boolean).join("&"));

  return (
    <AdminShell staff={staff} current={ADMIN_PATH} title="Demandes reçues" message={deskMessage(params.message)}>
      <LeadFiltersForm filters={filters} errors={errors} choices={choices} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink" id="lead-count">
          {list.total === 0
            ? "Aucune demande ne correspond."
            : `${list.total} demande${list.total > 1 ? "s" : ""} · page ${list.page} sur ${list.pageCount}`}
        </p>
        <p className="flex flex-wrap gap-2">
          <a href={exportLink("csv")} download className="btn btn-secondary">
            Exporter en CSV (Excel)
          </a>
          <a href={exportLink("json")} download className="btn btn-secondary">
            Exporter en JSON
          </a>
        </p>
      </div>
      {list.rows.length > 0 && (
        <AdminTable
          label="Liste des demandes"
          caption={
            filters.order === "anciennes"
              ? "Demandes reçues, les plus anciennes d'abord"
              : "Demandes reçues : celles qui attendent depuis plus d'une heure d'ouverture d'abord, puis les plus récentes"
          }
          columns={["Type", "Reçue le", "Nom", "Entreprise", "E-mail", "Suivi", "Envoi", "Détail"]}
          className="min-w-[60rem]"
        >
          {list.rows.map((lead) => {
            const person = leadSummary(lead.fields);
            const follow = lead.follow;
            const waiting = follow.timed && follow.status === "nouvelle" && follow.firstContactAt === null;
            const waited = openingMs(lead.createdAt, follow.firstContactAt ?? now, hours);
            const subscription = proofs.get(lead.id);
            return (
              <tr key={lead.id} className="border-b border-line align-top" data-lead={lead.id}>
                <td className="p-2">{TYPE_LABELS[lead.type]}</td>
                <td className="p-2">
                  <time dateTime={new Date(lead.createdAt).toISOString()}>
                    {formatShortDateTime(new Date(lead.createdAt))}
                  </time>
                  <LeadProofNote proof={lead.proof} compact />
                </td>
                <td className="p-2">{person.name || "—"}</td>
                <td className="p-2">{person.company || "—"}</td>
                <td className="p-2 break-all">{person.email || "—"}</td>
                <td className="p-2" data-follow={follow.status}>
                  {isFollowedType(lead.type) ? (
                    <>
                      <span className="font-medium">{STATUS_LABELS[follow.status]}</span>
                      <span className="block text-sm">
                        {follow.ownerId ? (names.get(follow.ownerId) ?? "Compte supprimé") : "Sans responsable"}
                      </span>
                      {waiting && (
                        <span className={`block text-sm ${waited >= HOUR_MS ? "font-semibold text-danger" : ""}`}>
                          En attente depuis {formatOpeningDuration(waited, hours)}
                        </span>
                      )}
                      {follow.followUpAt !== null &&
                        follow.followUpAt <= now &&
                        !waiting &&
                        !CLOSED_STATUSES.includes(follow.status) && (
                          <span className="block text-sm font-semibold text-danger">Relance en retard</span>
                        )}
                    </>
                  ) : subscription ? (
                    <span className="font-medium" data-newsletter-state={subscription.state}>
                      {newsletterStateLabel(subscription.state)}
                    </span>
                  ) : (
                    <span className="text-muted">Sans suivi</span>
                  )}
                </td>
                <td className="p-2">
                  <DeliveryBadge delivery={lead.delivery} />
                </td>
                <td className="p-2">
                  <a href={leadPath(lead.id)} className="link-inline underline">
                    Voir<span className="sr-only"> la demande de {person.name || person.email || lead.id}</span>
                  </a>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <ListPager label="Pages de la liste" page={list.page} pageCount={list.pageCount} link={pageLink} />
      <FirstContactSummary stats={stats} hours={hours} settingsLink={mayOpen(staff.role, "leadSettings")} />
    </AdminShell>
  );
}
