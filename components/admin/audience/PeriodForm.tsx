import { AUDIENCE_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { AUDIENCE_MESSAGES } from "../../../lib/server/audience/audience-labels.ts";
import {
  type AudiencePeriod,
  DATES_PRESET,
  PERIOD_PARAMS,
  PERIOD_PRESETS,
} from "../../../lib/server/audience/audience-period.ts";
import { type PageSort, SORT_PARAMS, sortQuery } from "../../../lib/server/audience/audience-sort.ts";

const LABEL = "block font-semibold text-ink";

/**
 * The period: a GET form, so each period has its own address and needs no script. Its first
 * button shows the two dates (what Enter in a date field does); the others, the last 7, 28 or 90
 * days. The pages' sort is kept.
 */
export function PeriodForm({ period, sort, errors }: { period: AudiencePeriod; sort: PageSort; errors: string[] }) {
  return (
    <form method="get" action={AUDIENCE_ADMIN_PATH} className="card mt-6">
      {errors.length > 0 && (
        <div role="alert" className="mb-4 font-medium text-danger">
          <ul className="space-y-1">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p className="mt-1">{AUDIENCE_MESSAGES.fallback(period.days)}</p>
        </div>
      )}
      <fieldset>
        <legend className="text-lg font-semibold text-ink">Période</legend>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="audience-du" className={LABEL}>
              Du
            </label>
            <input
              id="audience-du"
              name={PERIOD_PARAMS.from}
              type="date"
              defaultValue={period.from}
              className="field-control"
            />
          </div>
          <div>
            <label htmlFor="audience-au" className={LABEL}>
              Au
            </label>
            <input
              id="audience-au"
              name={PERIOD_PARAMS.to}
              type="date"
              defaultValue={period.to}
              className="field-control"
            />
          </div>
          <button
            type="submit"
            name={PERIOD_PARAMS.preset}
            value={DATES_PRESET}
            aria-pressed={period.preset === undefined}
            className={`btn ${period.preset === undefined ? "btn-primary" : "btn-secondary"}`}
          >
            Afficher ces dates
          </button>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-ink">Ou les derniers jours&nbsp;:</span>
          {PERIOD_PRESETS.map((days) => (
            <button
              key={days}
              type="submit"
              name={PERIOD_PARAMS.preset}
              value={days}
              aria-pressed={period.preset === days}
              className={`btn ${period.preset === days ? "btn-primary" : "btn-secondary"}`}
            >
              {days}&nbsp;jours
            </button>
          ))}
        </div>
      </fieldset>
      {sortQuery(sort) && (
        <>
          <input type="hidden" name={SORT_PARAMS.key} value={sort.key} />
          <input type="hidden" name={SORT_PARAMS.order} value={sort.order} />
        </>
      )}
    </form>
  );
}
