"use server";

import { redirect } from "next/navigation";
import { ADMIN_PATH, DELIVERIES_PATH, ERASURE_PATH, leadPath } from "../config/admin.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { emailLimitKeys } from "../server/http/limits.ts";
import { notifyDelivery, serverRuntime } from "../server/runtime.ts";
import { SUBMISSION_TYPES } from "../server/site-store/index.ts";
import { findDelivery, retryDelivery, submissionEmail } from "../server/staff/leads-desk.ts";
import { requireStaff } from "../server/staff-guard.ts";

const confirmed = (form: FormData) => form.get("confirmation") === "oui";

/**
 * RGPD erasure from a submission's page, once confirmed: that submission alone, or every
 * submission of its address (`portee=personne`), as `npm run leads -- delete` does. The audit log
 * keeps the submission's id and a count, never the address.
 */
export async function eraseFromLead(form: FormData): Promise<void> {
  const id = String(form.get("id") ?? "");
  const { staff, directory } = await requireStaff(leadPath(id), "leads");
  if (!confirmed(form)) redirect(`${leadPath(id)}?message=confirmation-manquante`);
  const { store } = await serverRuntime();
  const email = form.get("portee") === "personne" ? await submissionEmail(directory.db, id) : null;
  const erased = email
    ? await store.deleteByEmail(email, emailLimitKeys(email, SUBMISSION_TYPES))
    : await store.deleteById(id);
  if (!erased) redirect(`${ADMIN_PATH}?message=demande-inconnue`);
  await recordAudit(directory.db, {
    actorId: staff.userId,
    action: "erasure",
    submissionId: id,
    detail: email ? `personne, ${erased} demande(s)` : "demande",
  });
  redirect(`${ADMIN_PATH}?message=${email ? "personne-effacee" : "demande-effacee"}`);
}

/** RGPD erasure of a person by e-mail address (/admin/effacement), once confirmed. */
export async function erasePerson(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ERASURE_PATH, "leads");
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) redirect(`${ERASURE_PATH}?message=adresse-invalide`);
  if (!confirmed(form)) redirect(`${ERASURE_PATH}?message=confirmation-manquante`);
  const { store } = await serverRuntime();
  const erased = await store.deleteByEmail(email, emailLimitKeys(email, SUBMISSION_TYPES));
  await recordAudit(directory.db, {
    actorId: staff.userId,
    action: "erasure",
    detail: `personne, ${erased} demande(s)`,
  });
  redirect(`${ERASURE_PATH}?message=${erased ? "personne-effacee" : "personne-inconnue"}`);
}

/** « Relancer »: a failed (or waiting) delivery is due now, and this process's worker is woken. */
export async function retryDeliveryNow(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(DELIVERIES_PATH, "leads");
  const job = await findDelivery(directory.db, String(form.get("job") ?? ""));
  const retried = job ? await retryDelivery(directory.db, job.id, Date.now()) : false;
  if (job && retried) {
    notifyDelivery();
    await recordAudit(directory.db, {
      actorId: staff.userId,
      action: "retry",
      submissionId: job.submissionId,
      detail: job.channel,
    });
  }
  redirect(`${DELIVERIES_PATH}?message=${retried ? "relancee" : "relance-impossible"}`);
}
