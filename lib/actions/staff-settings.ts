"use server";

import { redirect } from "next/navigation";
import { DEFAULT_MAINTENANCE_MESSAGE } from "../browser/maintenance.ts";
import { MAINTENANCE_ADMIN_PATH } from "../config/admin.ts";
import { MAINTENANCE_MESSAGE_MAX } from "../config/site-maintenance.ts";
import { parisLocalTime } from "../format/paris-time.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { saveMaintenance } from "../server/settings/maintenance-setting.ts";
import { requireStaff } from "../server/staff-guard.ts";

/**
 * The maintenance switch for every visitor (/admin/maintenance): on or off, the message (the
 * default one when left empty) and the expected return, a Paris wall-clock time. Audited.
 */
export async function saveSiteMaintenance(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(MAINTENANCE_ADMIN_PATH, "maintenance");
  const on = form.get("on") === "oui";
  const message = String(form.get("message") ?? "").trim() || DEFAULT_MAINTENANCE_MESSAGE;
  const rawEnd = String(form.get("retour") ?? "").trim();
  const endsAt = rawEnd ? parisLocalTime(rawEnd) : null;
  const now = Date.now();
  const back = (key: string) => redirect(`${MAINTENANCE_ADMIN_PATH}?message=${key}`);
  if ([...message].length > MAINTENANCE_MESSAGE_MAX) back("maintenance-message-long");
  if (rawEnd && endsAt === null) back("maintenance-date-invalide");
  if (endsAt !== null && endsAt <= now) back("maintenance-date-passee");
  await saveMaintenance(directory.db, { on, message, endsAt }, staff.userId, now);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "maintenance", detail: on ? "activée" : "levée" },
    now,
  );
  back(on ? "maintenance-activee" : "maintenance-levee");
}
