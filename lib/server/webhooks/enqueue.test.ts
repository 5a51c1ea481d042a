import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import type { Db } from "../store/db.ts";
import { addEndpoint, deleteEndpoint, listEndpoints, updateEndpointEvents } from "./endpoints.ts";
import { enqueueWebhookEvent, eraseLeadDeliveries } from "./enqueue.ts";
import { replayDelivery } from "./replay.ts";

const T0 = Date.UTC(2026, 10, 27, 9);

describe.each(["sqlite", "postgres"] as const)("webhook events queued on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  const rows = () =>
    db.all<{
      id: string;
      endpoint_id: string;
      event: string;
      submission_id: string | null;
      status: string;
      payload: string | null;
    }>("SELECT id, endpoint_id, event, submission_id, status, payload FROM webhook_deliveries ORDER BY created_at, id");

  it("writes one delivery per lead and subscribed endpoint, inside the caller's transaction", async () => {
    expect(
      await db.transaction((tx) => enqueueWebhookEvent(tx, "lead.created", [{ submissionId: "a", data: {} }], T0)),
    ).toBe(0);
    const crm = await addEndpoint(db, { url: "https://crm.exemple.fr/a", events: ["lead.created", "lead.erased"] }, T0);
    const other = await addEndpoint(db, { url: "https://autre.exemple.fr/b", events: ["lead.updated"] }, T0);
    const items = [
      { submissionId: "a", data: { id: "a", company: "Atelier" } },
      { submissionId: "b", data: { id: "b" } },
    ];
    expect(await db.transaction((tx) => enqueueWebhookEvent(tx, "lead.created", items, T0))).toBe(2);
    // A transaction that fails leaves nothing queued.
    await expect(
      db.transaction(async (tx) => {
        await enqueueWebhookEvent(tx, "lead.created", [{ submissionId: "c", data: {} }], T0);
        throw new Error("la demande n'a pas été enregistrée");
      }),
    ).rejects.toThrow();
    const queued = await rows();
    expect(queued.map((r) => [r.endpoint_id, r.event, r.submission_id, r.status])).toEqual([
      [crm.id, "lead.created", "a", "pending"],
      [crm.id, "lead.created", "b", "pending"],
    ]);
    expect(JSON.parse(queued[0]?.payload ?? "")).toEqual({
      type: "lead.created",
      timestamp: "2026-11-27T09:00:00.000Z",
      data: { id: "a", company: "Atelier" },
    });
    expect(new Set(queued.map((r) => r.id)).size).toBe(2);
    await updateEndpointEvents(db, other.id, ["lead.created"], T0);
    expect(
      await db.transaction((tx) => enqueueWebhookEvent(tx, "lead.created", [{ submissionId: "d", data: {} }], T0)),
    ).toBe(2);
    expect(await deleteEndpoint(db, other.id)).toBe(true);
    expect((await listEndpoints(db)).map((e) => e.id)).toEqual([crm.id]);
    expect((await rows()).every((r) => r.endpoint_id === crm.id)).toBe(true);
  });

  it("on erasure, drops the lead's waiting created and updated events, empties the others, and queues lead.erased", async () => {
    const crm = await addEndpoint(
      db,
      { url: "https://crm.exemple.fr/a", events: ["lead.created", "lead.updated", "lead.erased"] },
      T0,
    );
    const createdOnly = await addEndpoint(db, { url: "https://autre.exemple.fr/b", events: ["lead.created"] }, T0);
    await db.transaction(async (tx) => {
      await enqueueWebhookEvent(
        tx,
        "lead.created",
        [
          { submissionId: "a", data: { id: "a", email: "lea@exemple.fr" } },
          { submissionId: "b", data: { id: "b" } },
        ],
        T0,
      );
      await enqueueWebhookEvent(tx, "lead.updated", [{ submissionId: "a", data: { id: "a" } }], T0);
    });
    // A's creation already reached the CRM (done) ; its update waits.
    await db.run(
      "UPDATE webhook_deliveries SET status = 'done' WHERE submission_id = 'a' AND event = 'lead.created' AND endpoint_id = ?",
      [crm.id],
    );
    const sent = (await rows()).find((r) => r.submission_id === "a" && r.status === "done");

    await db.transaction((tx) => eraseLeadDeliveries(tx, ["a"], T0 + 1000));

    const after = await rows();
    expect(
      after.map((r) => [
        r.endpoint_id === crm.id ? "crm" : "autre",
        r.event,
        r.submission_id,
        r.status,
        r.payload !== null,
      ]),
    ).toEqual([
      ["crm", "lead.created", "a", "done", false],
      ["crm", "lead.created", "b", "pending", true],
      ["autre", "lead.created", "b", "pending", true],
      ["crm", "lead.erased", "a", "pending", true],
    ]);
    const erased = after.find((r) => r.event === "lead.erased");
    expect(JSON.parse(erased?.payload ?? "")).toEqual({
      type: "lead.erased",
      timestamp: new Date(T0 + 1000).toISOString(),
      data: { id: "a" },
    });
    expect(after.some((r) => r.payload?.includes("lea@exemple.fr"))).toBe(false);
    expect(createdOnly.events).toEqual(["lead.created"]);
    // What was sent before cannot be sent again.
    expect(await replayDelivery(db, sent?.id ?? "", T0 + 2000)).toMatchObject({ outcome: "erased" });
  });
});
