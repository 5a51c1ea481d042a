import { ADMIN_PATH } from "../../lib/config/admin.ts";
import { TYPE_LABELS } from "../../lib/server/staff/desk-labels.ts";
import type { LeadFilters } from "../../lib/server/staff/leads-desk.ts";
import { SUBMISSION_TYPES } from "../../lib/server/store/store.ts";

const LABEL = "block font-semibold text-ink";

/** The leads list's filters: a GET form, so a filtered list has its own address (and needs no script). */
export function LeadFiltersForm({ filters, errors }: { filters: LeadFilters; errors: string[] }) {
  return (
    <form method="get" action={ADMIN_PATH} className="card mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {errors.length > 0 && (
        <div role="alert" className="font-medium text-danger sm:col-span-2 lg:col-span-5">
          <ul className="space-y-1">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <label htmlFor="filtre-type" className={LABEL}>
          Type
        </label>
        <select id="filtre-type" name="type" defaultValue={filters.type ?? ""} className="field-control">
          <option value="">Tous les types</option>
          {SUBMISSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtre-du" className={LABEL}>
          Du
        </label>
        <input id="filtre-du" name="du" type="date" defaultValue={filters.from ?? ""} className="field-control" />
      </div>
      <div>
        <label htmlFor="filtre-au" className={LABEL}>
          Au
        </label>
        <input id="filtre-au" name="au" type="date" defaultValue={filters.to ?? ""} className="field-control" />
      </div>
      <div>
        <label htmlFor="filtre-q" className={LABEL}>
          Recherche
        </label>
        <input
          id="filtre-q"
          name="q"
          type="search"
          defaultValue={filters.text ?? ""}
          aria-describedby="filtre-q-aide"
          className="field-control"
        />
        <p id="filtre-q-aide" className="mt-1 text-sm text-muted">
          Nom, entreprise, e-mail, message…
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className="btn btn-primary">
          Filtrer
        </button>
        <a href={ADMIN_PATH} className="btn btn-ghost">
          Tout afficher
        </a>
      </div>
    </form>
  );
}
