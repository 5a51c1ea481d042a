import { UNWANTED_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { UNWANTED_REASONS, type UnwantedReason } from "../../../lib/config/unwanted.ts";
import { UNWANTED_TEXTS } from "../../../lib/server/unwanted/desk-labels.ts";

/** The list's one filter, a reason: a GET form, so a filtered list has its own address (no script). */
export function UnwantedReasonFilter({ reason }: { reason: UnwantedReason | undefined }) {
  return (
    <form method="get" action={UNWANTED_ADMIN_PATH} className="card mt-6 flex flex-wrap items-end gap-4">
      <div className="min-w-0 grow sm:grow-0">
        <label htmlFor="indesirables-raison" className="block font-semibold text-ink">
          {UNWANTED_TEXTS.reasonLabel}
        </label>
        <select id="indesirables-raison" name="raison" defaultValue={reason ?? ""} className="field-control">
          <option value="">{UNWANTED_TEXTS.allReasons}</option>
          {Object.entries(UNWANTED_REASONS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        {UNWANTED_TEXTS.filterButton}
      </button>
    </form>
  );
}
