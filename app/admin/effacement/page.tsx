import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { ConfirmedForm } from "../../../components/admin/ConfirmedForm.tsx";
import { erasePerson } from "../../../lib/actions/staff-desk.ts";
import { ERASURE_PATH } from "../../../lib/config/admin.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Effacement RGPD" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/effacement: a person's right to erasure, by e-mail address (as `npm run leads -- delete --email`). */
export default async function ErasurePage({ searchParams }: { searchParams: Search }) {
  const { staff } = await requireStaff(ERASURE_PATH, "leads");
  return (
    <AdminShell
      staff={staff}
      current={ERASURE_PATH}
      title="Effacement RGPD"
      message={deskMessage((await searchParams).message)}
    >
      <p className="body-text mt-2 max-w-prose">
        Une personne demande l'effacement de ses données : saisissez son adresse e-mail. Toutes ses demandes (contact,
        démo, newsletter, automatisation) sont effacées définitivement, ainsi que leurs envois en attente.
      </p>
      <ConfirmedForm
        action={erasePerson}
        id="effacer-adresse"
        confirmation="Je confirme l'effacement définitif de toutes les demandes de cette adresse."
        button="Effacer les données de cette personne"
      >
        <div className="max-w-md">
          <label htmlFor="effacement-email" className="block font-semibold text-ink">
            Adresse e-mail de la personne
          </label>
          <input
            id="effacement-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            className="field-control"
          />
        </div>
      </ConfirmedForm>
    </AdminShell>
  );
}
