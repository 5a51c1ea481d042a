import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { actionAnswer, setRequestHeaders } from "../../tests/support/next-request.ts";
import { memberWithSession, staffActionsDirectory } from "../../tests/support/staff-actions-directory.ts";
import { T0 } from "../../tests/support/submissions.ts";
import { listAudit } from "../server/audit/audit.ts";
import { leadById } from "../server/staff/leads-desk.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { listUnwanted } from "../server/unwanted/desk.ts";
import { keepUnwantedBatch } from "../server/unwanted/keep.ts";
import { releaseUnwantedAction } from "./staff-unwanted.ts";

/*
 * « Ce n'est pas un indésirable » as Next.js calls it (a real session of the store; only Next's
 * request context is played): who may press it, where it sends back, what it stores and journals.
 */

vi.mock("next/headers", () => import("../../tests/support/next-request.ts"));

const form = (id: string) => {
  const data = new FormData();
  data.set("id", id);
  return data;
};

describe("« Ce n'est pas un indésirable »", () => {
  const sessions = new Map<string, Headers>();
  let salesId = "";
  staffActionsDirectory(async (directory) => {
    for (const role of ["commercial", "redaction"] as const) {
      const member = await memberWithSession(directory, { email: `${role}@exemple.fr`, name: `Compte ${role}`, role });
      if (role === "commercial") salesId = member.id;
      sessions.set(role, member.headers);
    }
  });

  async function keep(): Promise<string> {
    const { db } = await staffDirectory();
    const id = randomUUID();
    await db.transaction((tx) =>
      keepUnwantedBatch(tx, [
        {
          id,
          type: "demo",
          email: "claire@exemple.fr",
          fields: { firstName: "Claire", email: "claire@exemple.fr", company: "Atelier Claire", message: "Bonjour" },
          pagePath: "/demo",
          entry: null,
          reason: "too-fast",
          now: T0,
        },
      ]),
    );
    return id;
  }

  it("refuses a member whose role does not read the leads, and a visitor signed out: nothing released", async () => {
    const id = await keep();
    const { db } = await staffDirectory();
    setRequestHeaders(sessions.get("redaction") as Headers);
    expect(await actionAnswer(releaseUnwantedAction(form(id)))).toEqual({ status: 403 });
    expect((await listAudit(db))[0]).toMatchObject({ action: "access-refused", detail: "leads /admin/indesirables" });
    setRequestHeaders(new Headers());
    expect(await actionAnswer(releaseUnwantedAction(form(id)))).toEqual({
      redirect: "/admin/connexion?retour=%2Fadmin%2Findesirables",
    });
    expect((await listUnwanted(db)).rows.map((row) => row.id)).toContain(id);
    expect(await db.all("SELECT id FROM submissions")).toEqual([]);
  });

  it("delivers it as a lead for the sales team, journaled, and says so; pressed again, says it is gone", async () => {
    const id = await keep();
    const { db } = await staffDirectory();
    setRequestHeaders(sessions.get("commercial") as Headers);
    const first = (await actionAnswer(releaseUnwantedAction(form(id)))) as { redirect: string };
    const url = new URL(first.redirect, "https://exemple.fr");
    expect(url.pathname).toBe("/admin/indesirables");
    expect(url.searchParams.get("message")).toBe("indesirable-delivre");
    const leadId = url.searchParams.get("demande") ?? "";
    expect((await leadById(db, leadId))?.lead).toMatchObject({ type: "demo", proof: "released" });
    expect((await listUnwanted(db)).rows.map((row) => row.id)).not.toContain(id);
    expect((await listAudit(db))[0]).toMatchObject({
      actorId: salesId,
      action: "unwanted-released",
      submissionId: leadId,
    });

    expect(await actionAnswer(releaseUnwantedAction(form(id)))).toEqual({
      redirect: "/admin/indesirables?message=indesirable-inconnu",
    });
    expect(await actionAnswer(releaseUnwantedAction(form("")))).toEqual({
      redirect: "/admin/indesirables?message=indesirable-inconnu",
    });
    expect(await db.all("SELECT id FROM submissions")).toHaveLength(1);
    expect(JSON.stringify(await listAudit(db))).not.toMatch(/claire/i);
  });
});
