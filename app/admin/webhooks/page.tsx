import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { AdminTable, NumberCell } from "../../../components/admin/AdminTable.tsx";
import { WebhookEndpointForm } from "../../../components/admin/webhooks/WebhookEndpointForm.tsx";
import { WEBHOOKS_ADMIN_PATH, webhookEndpointPath } from "../../../lib/config/admin.ts";
import { formatShortDateTime } from "../../../lib/format/french-format.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";
import { endpointActivity } from "../../../lib/server/webhooks/delivery-log.ts";
import { attemptOutcome, DISABLED_REASON_LABELS } from "../../../lib/server/webhooks/desk-labels.ts";
import { listEndpoints } from "../../../lib/server/webhooks/endpoints.ts";
import { LEAD_EVENTS, WEBHOOK_EVENT_LABELS } from "../../../lib/server/webhooks/events.ts";

export const metadata: Metadata = { title: "Webhooks" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const COLUMNS = [
  "Adresse",
  "Évènements",
  "État",
  "Dernière tentative",
  { key: "attente", header: "En attente", numeric: true },
  { key: "echecs", header: "Échecs", numeric: true },
] as const;

/**
 * /admin/webhooks: the CRM endpoints the leads' events are sent to (signed, Standard Webhooks),
 * each with its state and its last attempt, and the form to add one. Administrators only.
 */
export default async function WebhooksPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(WEBHOOKS_ADMIN_PATH, "webhooks");
  const now = Date.now();
  const [endpoints, activity] = await Promise.all([listEndpoints(directory.db, now), endpointActivity(directory.db)]);
  return (
    <AdminShell
      staff={staff}
      current={WEBHOOKS_ADMIN_PATH}
      title="Webhooks"
      message={deskMessage((await searchParams).message)}
    >
      <p className="body-text mt-2 max-w-prose">
        Chaque nouvelle demande, chaque changement de son suivi et chaque effacement peuvent partir vers votre CRM,
        signés selon Standard Webhooks&nbsp;: votre CRM vérifie la signature avec le secret du point de réception. Un
        CRM injoignable reçoit l'évènement plus tard&nbsp;: de nouvelles tentatives ont lieu pendant 3&nbsp;jours.
      </p>
      <section aria-labelledby="points-de-reception" className="mt-6">
        <h2 id="points-de-reception" className="text-xl font-semibold text-ink">
          Points de réception
        </h2>
        {endpoints.length === 0 ? (
          <p className="mt-2 text-ink">Aucun point de réception pour le moment&nbsp;: ajoutez-en un ci-dessous.</p>
        ) : (
          <AdminTable
            label="Liste des points de réception"
            caption="Les points de réception des webhooks"
            columns={COLUMNS}
            className="mt-2"
          >
            {endpoints.map((endpoint) => {
              const seen = activity.get(endpoint.id);
              return (
                <tr key={endpoint.id} className="border-b border-line align-top">
                  <td className="p-2 break-all">
                    <a href={webhookEndpointPath(endpoint.id)} className="link-inline underline">
                      {endpoint.url}
                    </a>
                  </td>
                  <td className="p-2">
                    <ul>
                      {endpoint.events.map((event) => (
                        <li key={event}>{WEBHOOK_EVENT_LABELS[event]}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={`p-2 ${endpoint.enabled ? "" : "font-medium text-danger"}`}>
                    {endpoint.enabled
                      ? "Actif"
                      : endpoint.disabledReason
                        ? DISABLED_REASON_LABELS[endpoint.disabledReason]
                        : "Désactivé."}
                  </td>
                  <td className="p-2">
                    {seen?.lastAttempt ? (
                      <>
                        <time dateTime={new Date(seen.lastAttempt.at).toISOString()}>
                          {formatShortDateTime(new Date(seen.lastAttempt.at))}
                        </time>
                        <br />
                        {attemptOutcome(seen.lastAttempt)}
                      </>
                    ) : (
                      "Aucune"
                    )}
                  </td>
                  <NumberCell>{seen?.pending ?? 0}</NumberCell>
                  <NumberCell>{seen?.failed ?? 0}</NumberCell>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </section>
      <section aria-labelledby="ajouter" className="mt-8">
        <h2 id="ajouter" className="text-xl font-semibold text-ink">
          Ajouter un point de réception
        </h2>
        <p className="mt-2 max-w-prose text-ink">
          L'adresse doit être en https et joignable depuis Internet&nbsp;: les adresses de ce serveur et des réseaux
          privés sont refusées. Le secret de signature s'affiche ensuite sur la page du point de réception.
        </p>
        <WebhookEndpointForm
          events={LEAD_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }))}
          initialEvents={LEAD_EVENTS}
        />
      </section>
    </AdminShell>
  );
}
