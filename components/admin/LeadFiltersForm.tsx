import { ORIGIN_LABELS, SOURCE_KIND_LABELS } from "../../lib/audience/entry-labels.ts";
import { DIRECT, NAMED_SOURCES, OTHER_SITE_PREFIX, sourceLabel } from "../../lib/audience/sources.ts";
import { ADMIN_PATH } from "../../lib/config/admin.ts";
import { LEAD_STATUSES, STATUS_LABELS } from "../../lib/config/lead-follow-up.ts";
import { TYPE_LABELS } from "../../lib/server/staff/desk-labels.ts";
import { FOLLOW_FILTERS, type LeadFilters, ORDERS, SOURCE_FILTERS } from "../../lib/server/staff/leads-desk.ts";
import { SUBMISSION_TYPES } from "../../lib/server/submissions/submission-store.ts";

const LABEL = "block font-semibold text-ink";

/** The named sources by kind (search engines, assistants, social networks), for the provenance list's groups. */
const NAMED_BY_KIND = Object.entries(SOURCE_KIND_LABELS).map(([kind, label]) => ({
  label,
  sources: Object.entries(NAMED_SOURCES)
    .filter(([, named]) => named.kind === kind)
    .map(([key]) => key),
}));

/** The pages leads were sent from and the other sites their visits came from (leadOriginChoices). */
export interface LeadOriginChoices {
  pages: string[];
  sites: string[];
}

/** The list's choices, with the filter's own value when the stored leads no longer have it. */
const withCurrent = (values: string[], current: string | undefined) =>
  current && !values.includes(current) ? [current, ...values] : values;

/** The leads list's filters: a GET form, so a filtered list has its own address (and needs no script). */
export function LeadFiltersForm({
  filters,
  errors,
  choices,
}: {
  filters: LeadFilters;
  errors: string[];
  choices: LeadOriginChoices;
}) {
  const pages = withCurrent(choices.pages, filters.page);
  const sites = withCurrent(choices.sites, filters.source?.startsWith(OTHER_SITE_PREFIX) ? filters.source : undefined);
  return (
    <form method="get" action={ADMIN_PATH} className="card mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {errors.length > 0 && (
        <div role="alert" className="font-medium text-danger sm:col-span-2 lg:col-span-4">
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
      <div>
        <label htmlFor="filtre-envoi" className={LABEL}>
          {ORIGIN_LABELS.pagePath}
        </label>
        <select id="filtre-envoi" name="envoi" defaultValue={filters.page ?? ""} className="field-control">
          <option value="">Toutes les pages</option>
          {pages.map((page) => (
            <option key={page} value={page}>
              {page}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtre-provenance" className={LABEL}>
          {ORIGIN_LABELS.source}
        </label>
        <select
          id="filtre-provenance"
          name="provenance"
          defaultValue={filters.source ?? ""}
          aria-describedby="filtre-provenance-aide"
          className="field-control"
        >
          <option value="">Toutes les provenances</option>
          <option value={SOURCE_FILTERS.unknown}>{ORIGIN_LABELS.unknown}</option>
          <option value={DIRECT}>{sourceLabel(DIRECT)}</option>
          {NAMED_BY_KIND.map(({ label, sources }) => (
            <optgroup key={label} label={label}>
              {sources.map((source) => (
                <option key={source} value={source}>
                  {sourceLabel(source)}
                </option>
              ))}
            </optgroup>
          ))}
          <optgroup label="Autres sites">
            <option value={SOURCE_FILTERS.otherSites}>Tous les autres sites</option>
            {sites.map((site) => (
              <option key={site} value={site}>
                {sourceLabel(site)}
              </option>
            ))}
          </optgroup>
        </select>
        <p id="filtre-provenance-aide" className="mt-1 text-sm text-muted">
          Connue seulement quand le visiteur avait accepté la mesure d'audience.
        </p>
      </div>
      <div>
        <label htmlFor="filtre-suivi" className={LABEL}>
          Suivi
        </label>
        <select id="filtre-suivi" name="suivi" defaultValue={filters.follow ?? ""} className="field-control">
          <option value="">Toutes les demandes</option>
          {Object.entries(FOLLOW_FILTERS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtre-statut" className={LABEL}>
          Statut
        </label>
        <select id="filtre-statut" name="statut" defaultValue={filters.status ?? ""} className="field-control">
          <option value="">Tous les statuts</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtre-tri" className={LABEL}>
          Ordre
        </label>
        <select
          id="filtre-tri"
          name="tri"
          defaultValue={filters.order ?? "recentes"}
          aria-describedby="filtre-tri-aide"
          className="field-control"
        >
          {Object.entries(ORDERS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
        <p id="filtre-tri-aide" className="mt-1 text-sm text-muted">
          Par défaut, les demandes en attente depuis plus d'une heure d'ouverture viennent d'abord.
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
