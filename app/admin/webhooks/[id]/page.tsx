import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "../../../../components/admin/AdminShell.tsx";
import { ConfirmedForm } from "../../../../components/admin/ConfirmedForm.tsx";
import {
  deleteWebhookEndpointAction,
  replayWebhookDeliveryAction,
  rotateWebhookSecretAction,
  saveWebhookEventsAction,
  sendWebhookTestAction,
  setWebhookEnabledAction,
} from "../../../../lib/actions/staff-webhooks.ts";
import { leadPath, WEBHOOKS_ADMIN_PATH, webhookEndpointPath } from "../../../../lib/config/admin.ts";
import { formatCount, formatShortDateTime } from "../../../../lib/format/french-format.ts";
import { deskMessage } from "../../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../../lib/server/staff-guard.ts";
import { type DeliveryEntry, recentDeliveries } from "../../../../lib/server/webhooks/delivery-log.ts";
import {
  attemptOutcome,
  DISABLED_REASON_LABELS,
  deliveryError,
  WEBHOOK_DELIVERY_LABELS,
} from "../../../../lib/server/webhooks/desk-labels.ts";
import { getEndpoint, type WebhookEndpoint } from "../../../../lib/server/webhooks/endpoints.ts";
import { LEAD_EVENTS, WEBHOOK_EVENT_LABELS } from "../../../../lib/server/webhooks/events.ts";

export const metadata: Metadata = { title: "Point de réception des webhooks" };

type Params = Promise<{ id: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** How many deliveries the page lists, the newest first. */
const RECENT = 50;

/** → "27/11/2026 10:02:15" (Paris time): an attempt's time, to the second (retries come seconds apart). */
const attemptTime = (at: number) =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "medium", timeZone: "Europe/Paris" }).format(
    new Date(at),
  );

function Time({ at, children }: { at: number; children: string }) {
  return <time dateTime={new Date(at).toISOString()}>{children}</time>;
}

/** The state line of a delivery: sent, failed with its reason, or waiting (and until when). */
function deliveryState(delivery: DeliveryEntry, endpoint: WebhookEndpoint, now: number): string {
  const label = WEBHOOK_DELIVERY_LABELS[delivery.status];
  const reason = deliveryError(delivery.lastError);
  if (delivery.status === "done") return label;
  if (delivery.status === "failed") return reason ? `${label}\u00a0: ${reason}` : label;
  const when = !endpoint.enabled
    ? "repartira quand le point de réception sera réactivé"
    : delivery.nextAttemptAt <= now
      ? "part maintenant"
      : `prochaine tentative le ${formatShortDateTime(new Date(delivery.nextAttemptAt))}`;
  return `${label} (${when})${reason ? ` · ${reason}` : ""}`;
}

function DeliveryItem({
  delivery,
  endpoint,
  now,
}: {
  delivery: DeliveryEntry;
  endpoint: WebhookEndpoint;
  now: number;
}) {
  const key = `envoi-${delivery.id}`;
  return (
    <li className="card">
      <h3 id={`${key}-titre`} className="font-semibold text-ink">
        {WEBHOOK_EVENT_LABELS[delivery.event]} ·{" "}
        <Time at={delivery.createdAt}>{formatShortDateTime(new Date(delivery.createdAt))}</Time>
      </h3>
      <p className={delivery.status === "failed" ? "font-medium text-danger" : "text-ink"}>
        {deliveryState(delivery, endpoint, now)}
      </p>
      <p className="text-sm break-all text-muted">
        webhook-id&nbsp;: <code>{delivery.id}</code>
        {delivery.submissionId && delivery.payloadKept && delivery.event !== "lead.erased" && (
          <>
            {" · "}
            <a href={leadPath(delivery.submissionId)} className="link-inline underline">
              voir la demande
            </a>
          </>
        )}
      </p>
      {delivery.attemptLog.length > 0 ? (
        <>
          <p id={`${key}-tentatives`} className="mt-2 text-sm font-medium text-ink">
            {formatCount(delivery.attemptLog.length, "tentative", "tentatives")}, la plus récente d'abord
          </p>
          <ol aria-labelledby={`${key}-tentatives`} className="mt-1 space-y-1 text-sm text-ink">
            {delivery.attemptLog.map((attempt) => (
              <li key={`${attempt.at}-${attempt.durationMs}-${attempt.statusCode}`}>
                <Time at={attempt.at}>{attemptTime(attempt.at)}</Time> · {attemptOutcome(attempt)} ·{" "}
                {attempt.durationMs.toLocaleString("fr-FR")}&nbsp;ms
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {delivery.attempts > 0 ? "Tentatives effacées après 30\u00a0jours." : "Aucune tentative pour le moment."}
        </p>
      )}
      {delivery.payloadKept && endpoint.enabled && (
        <form action={replayWebhookDeliveryAction} className="mt-3">
          <input type="hidden" name="id" value={endpoint.id} />
          <input type="hidden" name="envoi" value={delivery.id} />
          <button type="submit" className="btn btn-secondary">
            Renvoyer
            <span className="sr-only">
              {" "}
              l'évènement {WEBHOOK_EVENT_LABELS[delivery.event]} du {formatShortDateTime(new Date(delivery.createdAt))}
            </span>
          </button>
        </form>
      )}
    </li>
  );
}

/**
 * /admin/webhooks/{id}: one endpoint: its secret (and the previous one while it still signs), the
 * rotation, its events, its state, a test event, its recent deliveries with each attempt and
 * « Renvoyer », and its deletion behind a confirmation. Plain forms: no script.
 */
export default async function WebhookEndpointPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { id } = await params;
  const { staff, directory } = await requireStaff(webhookEndpointPath(id), "webhooks");
  const now = Date.now();
  const endpoint = await getEndpoint(directory.db, id, now);
  if (!endpoint) notFound();
  const deliveries = await recentDeliveries(directory.db, endpoint.id, RECENT);
  const host = new URL(endpoint.url).host;
  return (
    <AdminShell
      staff={staff}
      current={WEBHOOKS_ADMIN_PATH}
      title={`Webhooks vers ${host}`}
      message={deskMessage((await searchParams).message)}
    >
      <p className="mt-2">
        <a href={WEBHOOKS_ADMIN_PATH} className="link-inline underline">
          Tous les points de réception
        </a>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Adresse</dt>
        <dd className="break-all text-ink">{endpoint.url}</dd>
        <dt className="text-muted">État</dt>
        <dd className={endpoint.enabled ? "text-ink" : "font-medium text-danger"}>
          {endpoint.enabled
            ? "Actif"
            : endpoint.disabledReason
              ? DISABLED_REASON_LABELS[endpoint.disabledReason]
              : "Désactivé."}
        </dd>
        <dt className="text-muted">Ajouté le</dt>
        <dd className="text-ink">
          <Time at={endpoint.createdAt}>{formatShortDateTime(new Date(endpoint.createdAt))}</Time>
        </dd>
      </dl>
      <form action={setWebhookEnabledAction} className="mt-4">
        <input type="hidden" name="id" value={endpoint.id} />
        <input type="hidden" name="etat" value={endpoint.enabled ? "desactive" : "actif"} />
        <button type="submit" className="btn btn-secondary">
          {endpoint.enabled ? "Désactiver" : "Réactiver"}
          <span className="sr-only"> le point de réception</span>
        </button>
      </form>

      <section aria-labelledby="secret" className="mt-8">
        <h2 id="secret" className="text-xl font-semibold text-ink">
          Secret de signature
        </h2>
        <p className="mt-2 max-w-prose text-ink">
          Donnez ce secret à votre CRM&nbsp;: il vérifie avec lui la signature (en-tête <code>webhook-signature</code>)
          de chaque évènement. Ne le communiquez à personne d'autre.
        </p>
        <p className="mt-2">
          <code className="block rounded-lg border border-line bg-white p-3 break-all text-ink">{endpoint.secret}</code>
        </p>
        {endpoint.previousSecret && endpoint.previousUntil !== null && (
          <>
            <p className="mt-4 max-w-prose text-ink">
              L'ancien secret signe encore chaque envoi, à côté du nouveau, jusqu'au{" "}
              <Time at={endpoint.previousUntil}>{formatShortDateTime(new Date(endpoint.previousUntil))}</Time>&nbsp;:
              mettez à jour votre CRM d'ici là.
            </p>
            <p className="mt-2">
              <code className="block rounded-lg border border-line bg-white p-3 break-all text-muted">
                {endpoint.previousSecret}
              </code>
            </p>
          </>
        )}
        <form action={rotateWebhookSecretAction} className="mt-4">
          <input type="hidden" name="id" value={endpoint.id} />
          <button type="submit" className="btn btn-secondary">
            Renouveler le secret
          </button>
          <p className="mt-1 text-sm text-muted">
            Un nouveau secret remplace celui-ci&nbsp;; l'actuel signe encore les envois pendant 24&nbsp;heures.
          </p>
        </form>
      </section>

      <section aria-labelledby="evenements" className="mt-8">
        <h2 id="evenements" className="text-xl font-semibold text-ink">
          Évènements envoyés
        </h2>
        <form action={saveWebhookEventsAction} className="card mt-2 max-w-3xl space-y-3">
          <input type="hidden" name="id" value={endpoint.id} />
          <fieldset>
            <legend className="font-medium text-ink">Évènements que reçoit ce point de réception</legend>
            <div className="mt-2 space-y-2">
              {LEAD_EVENTS.map((event) => (
                <p key={event} className="flex items-start gap-3">
                  <input
                    id={`evenement-${event}`}
                    type="checkbox"
                    name="evenements"
                    value={event}
                    defaultChecked={endpoint.events.includes(event)}
                    className="mt-1 size-5 shrink-0"
                  />
                  <label htmlFor={`evenement-${event}`}>
                    {WEBHOOK_EVENT_LABELS[event]} <code className="text-sm text-muted">{event}</code>
                  </label>
                </p>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn btn-primary">
            Enregistrer les évènements
          </button>
        </form>
      </section>

      <section aria-labelledby="test" className="mt-8">
        <h2 id="test" className="text-xl font-semibold text-ink">
          Évènement de test
        </h2>
        {endpoint.enabled ? (
          <form action={sendWebhookTestAction} className="mt-2">
            <input type="hidden" name="id" value={endpoint.id} />
            <p className="max-w-prose text-ink">
              Un évènement <code>webhook.test</code>, signé comme les autres, pour vérifier que votre CRM le reçoit et
              accepte sa signature. Son résultat s'affiche dans les envois ci-dessous.
            </p>
            <button type="submit" className="btn btn-secondary mt-2">
              Envoyer un évènement de test
            </button>
          </form>
        ) : (
          <p className="mt-2 text-ink">Réactivez le point de réception pour lui envoyer un évènement de test.</p>
        )}
      </section>

      <section aria-labelledby="envois" className="mt-8">
        <h2 id="envois" className="text-xl font-semibold text-ink">
          Envois récents
        </h2>
        {deliveries.length === 0 ? (
          <p className="mt-2 text-ink">Aucun envoi pour le moment.</p>
        ) : (
          <>
            <p className="mt-2 max-w-prose text-sm text-muted">
              Les {RECENT} derniers au plus, le plus récent d'abord. Chaque envoi garde son identifiant (
              <code>webhook-id</code>) à chaque tentative et quand vous le renvoyez&nbsp;; son contenu est effacé après
              30&nbsp;jours, ou avec la demande.
            </p>
            <ul className="mt-3 space-y-3">
              {deliveries.map((delivery) => (
                <DeliveryItem key={delivery.id} delivery={delivery} endpoint={endpoint} now={now} />
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="suppression" className="mt-8">
        <h2 id="suppression" className="text-xl font-semibold text-ink">
          Supprimer le point de réception
        </h2>
        <ConfirmedForm
          action={deleteWebhookEndpointAction}
          id="supprimer-webhook"
          confirmation={`Je confirme la suppression du point de réception ${host}, de ses envois en attente et de leur historique.`}
          button="Supprimer le point de réception"
        >
          <input type="hidden" name="id" value={endpoint.id} />
        </ConfirmedForm>
      </section>
    </AdminShell>
  );
}
