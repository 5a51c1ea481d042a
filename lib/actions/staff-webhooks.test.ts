import { describe, expect, it, vi } from "vitest";
import { actionAnswer, setRequestHeaders } from "../../tests/support/next-request.ts";
import { memberWithSession, staffActionsDirectory } from "../../tests/support/staff-actions-directory.ts";
import { listAudit } from "../server/audit/audit.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { getEndpoint, listEndpoints } from "../server/webhooks/endpoints.ts";
import {
  addWebhookEndpointAction,
  deleteWebhookEndpointAction,
  rotateWebhookSecretAction,
  saveWebhookEventsAction,
  sendWebhookTestAction,
  setWebhookEnabledAction,
} from "./staff-webhooks.ts";

/*
 * The webhooks desk's actions as an administrator calls them (a real session of the store; only
 * Next's request context is played): what they change, where they send back, what the journal keeps.
 */

vi.mock("next/headers", () => import("../../tests/support/next-request.ts"));

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the webhooks desk's actions", () => {
  staffActionsDirectory(
    async (directory) => {
      const admin = await memberWithSession(directory, {
        email: "admin@exemple.fr",
        name: "Anne",
        role: "administrateur",
      });
      setRequestHeaders(admin.headers);
    },
    { WEBHOOK_ALLOWED_ORIGINS: "http://127.0.0.1:4567" },
  );

  it("refuses a private address and no event, then adds, changes, rotates, tests, disables and deletes, each audited", async () => {
    const { db } = await staffDirectory();
    const refused = await actionAnswer(
      addWebhookEndpointAction({ values: {}, errors: {} }, form([["url", "https://10.0.0.1/crm?jeton=s3cret"]])),
    );
    expect(refused).toEqual({
      values: { url: "https://10.0.0.1/crm?jeton=s3cret", events: [] },
      errors: {
        url: "Cette adresse mène à un réseau privé (10.0.0.1)\u00a0: saisissez l'adresse publique de votre CRM.",
        events: "Cochez au moins un évènement à envoyer.",
      },
    });
    expect(await listEndpoints(db)).toEqual([]);

    const added = await actionAnswer(
      addWebhookEndpointAction(
        { values: {}, errors: {} },
        form([
          ["url", "http://127.0.0.1:4567/crm?jeton=s3cret"],
          ["evenements", "lead.created"],
          ["evenements", "inconnu"],
        ]),
      ),
    );
    const [endpoint] = await listEndpoints(db);
    expect(endpoint).toMatchObject({ url: "http://127.0.0.1:4567/crm?jeton=s3cret", events: ["lead.created"] });
    const id = endpoint?.id ?? "";
    expect(added).toEqual({ redirect: `/admin/webhooks/${id}?message=webhook-ajoute#secret` });

    expect(await actionAnswer(saveWebhookEventsAction(form([["id", id]])))).toEqual({
      redirect: `/admin/webhooks/${id}?message=webhook-aucun-evenement#evenements`,
    });
    await actionAnswer(
      saveWebhookEventsAction(
        form([
          ["id", id],
          ["evenements", "lead.updated"],
          ["evenements", "lead.erased"],
        ]),
      ),
    );
    expect((await getEndpoint(db, id))?.events).toEqual(["lead.updated", "lead.erased"]);
    const secret = endpoint?.secret;
    await actionAnswer(rotateWebhookSecretAction(form([["id", id]])));
    expect((await getEndpoint(db, id))?.previousSecret).toBe(secret);
    expect(await actionAnswer(sendWebhookTestAction(form([["id", id]])))).toEqual({
      redirect: `/admin/webhooks/${id}?message=webhook-test-envoye#envois`,
    });
    await actionAnswer(
      setWebhookEnabledAction(
        form([
          ["id", id],
          ["etat", "desactive"],
        ]),
      ),
    );
    expect(await getEndpoint(db, id)).toMatchObject({ enabled: false, disabledReason: "staff" });
    expect(await actionAnswer(sendWebhookTestAction(form([["id", id]])))).toEqual({
      redirect: `/admin/webhooks/${id}?message=webhook-test-impossible`,
    });
    expect(await actionAnswer(deleteWebhookEndpointAction(form([["id", id]])))).toEqual({
      redirect: `/admin/webhooks/${id}?message=webhook-confirmation#suppression`,
    });
    expect(
      await actionAnswer(
        deleteWebhookEndpointAction(
          form([
            ["id", id],
            ["confirmation", "oui"],
          ]),
        ),
      ),
    ).toEqual({
      redirect: "/admin/webhooks?message=webhook-supprime",
    });
    expect(await listEndpoints(db)).toEqual([]);

    const journal = (await listAudit(db)).filter((entry) => entry.action.startsWith("webhook-")).reverse();
    expect(journal.map((entry) => [entry.action, entry.detail?.replace(id, "ID").replace(/msg_\w+/, "MSG")])).toEqual([
      ["webhook-added", "ID (lead.created)"],
      ["webhook-events", "ID (lead.updated, lead.erased)"],
      ["webhook-secret-rotated", "ID"],
      ["webhook-test", "ID MSG"],
      ["webhook-disabled", "ID"],
      ["webhook-deleted", "ID"],
    ]);
    expect(JSON.stringify(journal)).not.toMatch(/s3cret|127\.0\.0\.1|whsec_/);
  });
});
