"use server";

import { redirect } from "next/navigation";
import { UNWANTED_ADMIN_PATH, UNWANTED_RELEASED_PARAM } from "../config/admin.ts";
import { notifyDelivery, notifyWebhooks } from "../server/runtime.ts";
import { requireStaff } from "../server/staff-guard.ts";
import type { UnwantedDeskMessage } from "../server/unwanted/desk-labels.ts";
import { releaseUnwanted } from "../server/unwanted/release.ts";

function answer(message: UnwantedDeskMessage, leadId?: string): never {
  const lead = leadId ? `&${UNWANTED_RELEASED_PARAM}=${encodeURIComponent(leadId)}` : "";
  redirect(`${UNWANTED_ADMIN_PATH}?message=${message}${lead}`);
}

/**
 * « Ce n'est pas un indésirable »: the unwanted submission is stored as a normal lead and delivered
 * (lib/server/unwanted/release.ts, journaled there), then this process's outbox worker and webhooks
 * dispatcher are woken. Already released, erased or purged: said so, nothing done.
 */
export async function releaseUnwantedAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(UNWANTED_ADMIN_PATH, "leads");
  const id = String(form.get("id") ?? "").trim();
  const outcome = id ? await releaseUnwanted(directory.db, id, staff.userId, Date.now()) : { kind: "gone" as const };
  if (outcome.kind === "gone") answer("indesirable-inconnu");
  notifyDelivery();
  notifyWebhooks();
  answer(outcome.kind === "released" ? "indesirable-delivre" : "indesirable-deja-inscrit", outcome.id);
}
