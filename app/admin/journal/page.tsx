import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../components/admin/AdminTable.tsx";
import { AUDIT_PATH, leadPath } from "../../../lib/config/admin.ts";
import { formatShortDateTime } from "../../../lib/format/french-format.ts";
import { AUDIT_ACTIONS, listAudit } from "../../../lib/server/audit/audit.ts";
import { listStaff } from "../../../lib/server/staff/accounts.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Journal du back-office" };

/** /admin/journal: who did what and when (the 200 latest entries), as `npm run staff -- audit` prints it. */
export default async function AuditPage() {
  const { staff, directory } = await requireStaff(AUDIT_PATH, "audit");
  const [entries, members] = await Promise.all([listAudit(directory.db), listStaff(directory)]);
  const names = new Map(members.map((member) => [member.id, `${member.name} (${member.email})`]));
  return (
    <AdminShell staff={staff} current={AUDIT_PATH} title="Journal du back-office">
      <p className="body-text mt-2 max-w-prose">
        Connexions, échecs, verrouillages, exports, effacements et relances : le membre de l'équipe et le numéro de la
        demande concernée, jamais les données d'un visiteur.
      </p>
      {entries.length === 0 ? (
        <p className="mt-6 text-ink">Le journal est vide.</p>
      ) : (
        <AdminTable
          label="Entrées du journal"
          caption="Journal, les entrées les plus récentes d'abord"
          columns={["Date", "Action", "Membre", "Demande", "Détail"]}
          className="min-w-[44rem]"
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line align-top">
              <td className="p-2">
                <time dateTime={new Date(entry.at).toISOString()}>{formatShortDateTime(new Date(entry.at))}</time>
              </td>
              <td className="p-2">{AUDIT_ACTIONS[entry.action]}</td>
              <td className="p-2">{entry.actorId ? (names.get(entry.actorId) ?? entry.actorId) : "—"}</td>
              <td className="p-2 break-all">
                {entry.submissionId ? (
                  <a href={leadPath(entry.submissionId)} className="link-inline underline">
                    {entry.submissionId}
                  </a>
                ) : (
                  "—"
                )}
              </td>
              <td className="p-2">{entry.detail ?? ""}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminShell>
  );
}
