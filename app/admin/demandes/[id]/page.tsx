import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { ConfirmedForm } from "../../../../components/admin/ConfirmedForm.tsx";
import { DeliveryBadge } from "../../../../components/admin/DeliveryBadge.tsx";
import { LeadFollowUpPanel } from "../../../../components/admin/leads/LeadFollowUpPanel.tsx";
import { LeadHistoryList } from "../../../../components/admin/leads/LeadHistoryList.tsx";
import { LeadNoteForm } from "../../../../components/admin/leads/LeadNoteForm.tsx";
import { LeadProofNote } from "../../../../components/admin/leads/LeadProofNote.tsx";
import { NewsletterProofPanel } from "../../../../components/admin/leads/NewsletterProofPanel.tsx";
import { eraseFromLead } from "../../../../lib/actions/staff-desk.ts";
import { campaignLabel, missingEntryLabel, ORIGIN_LABELS } from "../../../../lib/audience/entry-labels.ts";
import { sourceLabel } from "../../../../lib/audience/sources.ts";
import { ADMIN_PATH, leadPath } from "../../../../lib/config/admin.ts";
import { STATUS_LABELS } from "../../../../lib/config/lead-follow-up.ts";
import { mayOpen } from "../../../../lib/config/staff-roles.ts";
import { formatLongDateTime, formatShortDateTime } from "../../../../lib/format/french-format.ts";
import { FIELD_LABELS } from "../../../../lib/forms/labels.ts";
import { followUpOf, leadHistory, mayFollow, samePersonLeads } from "../../../../lib/server/leads/follow-up.ts";
import { readOpeningHours } from "../../../../lib/server/leads/opening-hours.ts";
import { newsletterProofOfLead } from "../../../../lib/server/newsletter/proof.ts";
import {
  CHANNEL_LABELS,
  deliveryReason,
  deskMessage,
  JOB_STATUS_LABELS,
  TYPE_LABELS,
} from "../../../../lib/server/staff/desk-labels.ts";
import { leadById } from "../../../../lib/server/staff/leads-desk.ts";
import { salesMembers, staffNames } from "../../../../lib/server/staff/staff-names.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Détail d'une demande" };

const LABELS: Record<string, string> = { ...FIELD_LABELS, formSource: "Formulaire d'origine" };

function shown(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

const TERM = "font-semibold text-ink";

/** A page of the site, as a link to it. */
function PageLink({ path }: { path: string }) {
  return (
    <a href={path} className="link-inline break-all underline">
      {path}
    </a>
  );
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /admin/demandes/<id>: every field as submitted, its deliveries, and the RGPD erasure. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { staff, directory } = await requireStaff(leadPath(id), "leads");
  const found = await leadById(directory.db, id);
  if (!found) notFound();
  const { lead, jobs } = found;
  const db = directory.db;
  const [follow, history, samePerson, hours, names, members, proof] = await Promise.all([
    followUpOf(db, id),
    leadHistory(db, id),
    samePersonLeads(db, id),
    readOpeningHours(db),
    staffNames(directory),
    salesMembers(directory),
    lead.type === "newsletter" ? newsletterProofOfLead(db, id) : null,
  ]);
  const followed = follow && lead.type !== "newsletter" ? follow : null;
  const hasEmail = typeof lead.fields.email === "string" && lead.fields.email !== "";

  return (
    <AdminShell
      staff={staff}
      current={ADMIN_PATH}
      title={`Demande ${TYPE_LABELS[lead.type].toLowerCase()}`}
      message={deskMessage((await searchParams).message)}
    >
      <p className="mt-2 text-muted">
        Reçue le{" "}
        <time dateTime={new Date(lead.createdAt).toISOString()}>{formatLongDateTime(new Date(lead.createdAt))}</time>
        {" · "}n° {lead.id}
      </p>
      <LeadProofNote proof={lead.proof} />
      <p className="mt-2">
        <a href={ADMIN_PATH} className="link-inline underline">
          Retour à la liste des demandes
        </a>
      </p>

      <h2 className="mt-8 text-xl font-semibold text-ink">Champs envoyés</h2>
      <dl className="card mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
        {Object.entries(lead.fields).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-ink">{LABELS[key] ?? key}</dt>
            <dd className="whitespace-pre-wrap break-words">{shown(value)}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 text-xl font-semibold text-ink">Origine de la demande</h2>
      <dl className="card mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]" data-lead-origin>
        <dt className={TERM}>{ORIGIN_LABELS.pagePath}</dt>
        <dd>{lead.pagePath ? <PageLink path={lead.pagePath} /> : ORIGIN_LABELS.unknown}</dd>
        <dt className={TERM}>{ORIGIN_LABELS.entry}</dt>
        <dd>
          {lead.entry ? (
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted">{ORIGIN_LABELS.landing}</dt>
              <dd>
                <PageLink path={lead.entry.landing} />
              </dd>
              <dt className="text-muted">{ORIGIN_LABELS.source}</dt>
              <dd>{sourceLabel(lead.entry.source)}</dd>
              <dt className="text-muted">{ORIGIN_LABELS.campaign}</dt>
              <dd className="break-words">
                {lead.entry.utm ? campaignLabel(lead.entry.utm) : ORIGIN_LABELS.noCampaign}
              </dd>
            </dl>
          ) : (
            missingEntryLabel(lead.pagePath)
          )}
        </dd>
      </dl>

      {lead.type === "newsletter" && <NewsletterProofPanel proof={proof} />}

      <h2 id="suivi" className="mt-8 scroll-mt-4 text-xl font-semibold text-ink">
        Suivi
      </h2>
      {followed ? (
        <>
          <LeadFollowUpPanel
            lead={followed}
            names={names}
            members={members}
            viewerId={staff.userId}
            mayChange={mayFollow(staff, followed)}
            mayAssign={mayOpen(staff.role, "leadAssignment")}
            hours={hours}
            now={Date.now()}
          />
          {mayFollow(staff, followed) && <LeadNoteForm id={lead.id} />}
          <h2 className="mt-8 text-xl font-semibold text-ink">Historique</h2>
          <LeadHistoryList events={history} names={names} />
        </>
      ) : (
        <p className="body-text mt-2 max-w-prose">
          Les inscriptions à la newsletter ne font pas l'objet d'un suivi commercial.
        </p>
      )}

      {samePerson.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-semibold text-ink">Autres demandes de la même personne</h2>
          <p className="body-text mt-2 max-w-prose">Les demandes envoyées avec la même adresse e-mail.</p>
          <ul className="mt-3 space-y-2" data-same-person>
            {samePerson.map((other) => (
              <li key={other.id}>
                <a href={leadPath(other.id)} className="link-inline underline">
                  {TYPE_LABELS[other.type]} du {formatShortDateTime(new Date(other.createdAt))}
                </a>
                {other.type !== "newsletter" && <> · {STATUS_LABELS[other.status]}</>}
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 className="mt-8 text-xl font-semibold text-ink">Envois</h2>
      <p className="mt-2">
        <DeliveryBadge delivery={lead.delivery} />
      </p>
      {jobs.length > 0 && (
        <ul className="mt-3 space-y-2">
          {jobs.map((job) => (
            <li key={job.id} className="card">
              <strong>{CHANNEL_LABELS[job.channel]}</strong>&nbsp;: {JOB_STATUS_LABELS[job.status]}
              {" · "}
              {job.attempts} tentative{job.attempts > 1 ? "s" : ""}
              {job.lastError && job.status !== "done" && <> · {deliveryReason(job.lastError)}</>}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-xl font-semibold text-ink">Effacement RGPD</h2>
      <p className="body-text mt-2 max-w-prose">
        L'effacement est définitif : la demande disparaît de la liste, des exports et des envois en attente.
      </p>
      <ConfirmedForm
        action={eraseFromLead}
        id="effacer-demande"
        confirmation="Je confirme l'effacement définitif de cette demande."
        button="Effacer cette demande"
      >
        <input type="hidden" name="id" value={lead.id} />
      </ConfirmedForm>
      {hasEmail && (
        <ConfirmedForm
          action={eraseFromLead}
          id="effacer-personne"
          confirmation={`Je confirme l'effacement définitif de toutes les demandes de ${shown(lead.fields.email)}.`}
          button="Effacer toutes les demandes de cette personne"
        >
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="portee" value="personne" />
        </ConfirmedForm>
      )}
    </AdminShell>
  );
}
