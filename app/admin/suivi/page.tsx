import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { ChatWebhookForm } from "../../../components/admin/leads/ChatWebhookForm.tsx";
import { OpeningHoursForm } from "../../../components/admin/leads/OpeningHoursForm.tsx";
import { saveAssignmentRulesAction } from "../../../lib/actions/staff-lead-settings.ts";
import { LEAD_SETTINGS_PATH } from "../../../lib/config/admin.ts";
import { FOLLOWED_TYPES } from "../../../lib/config/lead-follow-up.ts";
import { readAssignmentRules } from "../../../lib/server/leads/assignment-rules.ts";
import { readChatWebhook } from "../../../lib/server/leads/chat-webhook-setting.ts";
import { describeOpeningHours, readOpeningHours } from "../../../lib/server/leads/opening-hours.ts";
import { serverConfig } from "../../../lib/server/runtime.ts";
import { deskMessage, TYPE_LABELS } from "../../../lib/server/staff/desk-labels.ts";
import { salesMembers } from "../../../lib/server/staff/staff-names.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Réglages du suivi des demandes" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /admin/suivi (administrators): the opening hours the time to first contact is counted in, who
 * gets each form's leads at their arrival, and the chat channel new leads are announced to.
 */
export default async function LeadSettingsPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(LEAD_SETTINGS_PATH, "leadSettings");
  const [hours, rules, chat, members] = await Promise.all([
    readOpeningHours(directory.db),
    readAssignmentRules(directory.db),
    readChatWebhook(directory.db),
    salesMembers(directory),
  ]);
  return (
    <AdminShell
      staff={staff}
      current={LEAD_SETTINGS_PATH}
      title="Réglages du suivi des demandes"
      message={deskMessage((await searchParams).message)}
    >
      <h2 className="mt-8 text-xl font-semibold text-ink">Horaires d'ouverture</h2>
      <p className="body-text mt-2 max-w-prose">
        Le délai de premier contact se compte dans ces horaires, à l'heure de Paris (actuellement{" "}
        {describeOpeningHours(hours)}) : une demande reçue le vendredi soir n'attend pas pendant le week-end.
      </p>
      <OpeningHoursForm hours={hours} />

      <h2 id="regles" className="mt-10 scroll-mt-4 text-xl font-semibold text-ink">
        Attribution à l'arrivée
      </h2>
      <p className="body-text mt-2 max-w-prose">
        Chaque nouvelle demande d'un formulaire peut être confiée d'office à un membre de l'équipe : il en devient le
        responsable et reçoit l'annonce par e-mail. Sans règle, l'annonce part à la liste de l'équipe commerciale.
      </p>
      <form action={saveAssignmentRulesAction} className="card mt-4 grid gap-4 sm:grid-cols-3">
        {FOLLOWED_TYPES.map((type) => (
          <div key={type}>
            <label htmlFor={`regle-${type}`} className="block font-semibold text-ink">
              {TYPE_LABELS[type]}
            </label>
            <select
              id={`regle-${type}`}
              name={`regle-${type}`}
              defaultValue={rules[type] ?? ""}
              className="field-control"
            >
              <option value="">Liste de l'équipe commerciale</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
        ))}
        <p className="sm:col-span-3">
          <button type="submit" className="btn btn-primary">
            Enregistrer les règles
          </button>
        </p>
      </form>

      <h2 className="mt-10 text-xl font-semibold text-ink">Canal de discussion</h2>
      <p className="body-text mt-2 max-w-prose">
        Chaque nouvelle demande y est annoncée dans la minute, en plus de l'e-mail. Un canal injoignable retarde
        l'annonce, jamais la demande.
      </p>
      <ChatWebhookForm current={chat} fromEnvironment={Boolean(serverConfig().chatWebhookUrl)} />
    </AdminShell>
  );
}
