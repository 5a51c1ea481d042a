import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { saveSiteMaintenance } from "../../../lib/actions/staff-settings.ts";
import { DEFAULT_MAINTENANCE_MESSAGE } from "../../../lib/browser/maintenance.ts";
import { MAINTENANCE_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { MAINTENANCE_MESSAGE_MAX } from "../../../lib/config/site-maintenance.ts";
import { formatLongDateTime } from "../../../lib/format/french-format.ts";
import { toParisLocalInput } from "../../../lib/format/paris-time.ts";
import { readMaintenance } from "../../../lib/server/settings/maintenance-setting.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Maintenance du site" };

const LABEL = "block font-semibold text-ink";

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/maintenance: the maintenance mode for every visitor, on or off, with its message and expected return. */
export default async function MaintenancePage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(MAINTENANCE_ADMIN_PATH, "maintenance");
  const setting = await readMaintenance(directory.db);
  return (
    <AdminShell
      staff={staff}
      current={MAINTENANCE_ADMIN_PATH}
      title="Maintenance du site"
      message={deskMessage((await searchParams).message)}
    >
      <p className="mt-4 text-lg text-ink" id="etat-maintenance">
        {setting.on ? (
          <strong className="text-danger">
            Le site est en maintenance : chaque page publique répond « Site en maintenance » (code 503).
          </strong>
        ) : (
          <strong className="text-success">Le site est ouvert à tous les visiteurs.</strong>
        )}
        {setting.on && setting.endsAt !== null && <> Retour prévu le {formatLongDateTime(new Date(setting.endsAt))}.</>}
      </p>
      <p className="body-text mt-2 max-w-prose">
        Le back-office, robots.txt, le plan du site et la page /maintenance restent accessibles : vous pourrez lever la
        maintenance d'ici, et les moteurs de recherche continuent d'explorer le site.
      </p>
      <form action={saveSiteMaintenance} className="card mt-6 max-w-2xl space-y-5">
        <p className="flex items-start gap-3">
          <input
            id="maintenance-on"
            name="on"
            type="checkbox"
            value="oui"
            defaultChecked={setting.on}
            className="mt-1 size-5 shrink-0"
          />
          <label htmlFor="maintenance-on" className="font-semibold text-ink">
            Mettre le site en maintenance pour tous les visiteurs
          </label>
        </p>
        <div>
          <label htmlFor="maintenance-message" className={LABEL}>
            Message affiché aux visiteurs
          </label>
          <textarea
            id="maintenance-message"
            name="message"
            rows={3}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            defaultValue={setting.message || DEFAULT_MAINTENANCE_MESSAGE}
            aria-describedby="maintenance-message-aide"
            className="field-control"
          />
          <p id="maintenance-message-aide" className="mt-1 text-sm text-muted">
            Texte simple, {MAINTENANCE_MESSAGE_MAX} caractères au plus.
          </p>
        </div>
        <div>
          <label htmlFor="maintenance-retour" className={LABEL}>
            Retour prévu le (heure de Paris, facultatif)
          </label>
          <input
            id="maintenance-retour"
            name="retour"
            type="datetime-local"
            defaultValue={setting.endsAt !== null ? toParisLocalInput(setting.endsAt) : ""}
            className="field-control max-w-xs"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Enregistrer
        </button>
      </form>
    </AdminShell>
  );
}
