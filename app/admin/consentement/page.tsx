import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { AdminTable } from "../../../components/admin/AdminTable.tsx";
import { DailyChart } from "../../../components/admin/DailyChart.tsx";
import { CONSENT_ADMIN_PATH } from "../../../lib/config/admin.ts";
import { formatLongDate, formatLongDateTime, formatPercent } from "../../../lib/format/french-format.ts";
import { calendarDay } from "../../../lib/format/paris-time.ts";
import {
  bannerVersions,
  consentCounts,
  cookieStatsOf,
  parisDayOf,
} from "../../../lib/server/settings/consent-stats.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";

export const metadata: Metadata = { title: "Consentement aux cookies" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const DAY_MS = 86_400_000;
const LABEL = "block font-semibold text-ink";
/** « Accepter tout » at the bottom of each day's bar, « Uniquement essentiels » above. */
const CHART_SERIES = [
  { key: "all", label: "«\u00a0Accepter tout\u00a0»", fill: "fill-brand-600", swatch: "bg-brand-600" },
  { key: "essential", label: "«\u00a0Uniquement essentiels\u00a0»", fill: "fill-slate-500", swatch: "bg-slate-500" },
] as const;
const rate = (all: number, total: number) => (total ? formatPercent(Math.round((all / total) * 1000) / 10) : "—");

function day(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && calendarDay(value) ? value : undefined;
}

/** /admin/consentement: the banner's choices per day and version over a period, as a chart and figures, and its versions. */
export default async function ConsentPage({ searchParams }: { searchParams: Search }) {
  const { staff, directory } = await requireStaff(CONSENT_ADMIN_PATH, "consent");
  const params = await searchParams;
  const now = Date.now();
  let from = day(params.du) ?? parisDayOf(now - 29 * DAY_MS);
  let to = day(params.au) ?? parisDayOf(now);
  if (from > to) [from, to] = [to, from];
  const [rows, versions] = await Promise.all([consentCounts(directory.db, from, to), bannerVersions(directory.db)]);
  const stats = cookieStatsOf(rows);
  const perDay = [
    ...rows
      .reduce((days, row) => {
        const entry = days.get(row.day) ?? { day: row.day, all: 0, essential: 0 };
        entry.all += row.all;
        entry.essential += row.essential;
        return days.set(row.day, entry);
      }, new Map<string, { day: string; all: number; essential: number }>())
      .values(),
  ];
  const period = `du ${formatLongDate(from)} au ${formatLongDate(to)}`;

  return (
    <AdminShell staff={staff} current={CONSENT_ADMIN_PATH} title="Consentement aux cookies">
      <p className="body-text mt-2 max-w-prose">
        Chaque choix fait dans le bandeau est compté par jour et par version du bandeau, sans identifiant, cookie ni
        adresse IP. Aucun journal individuel n'est tenu.
      </p>
      <form method="get" action={CONSENT_ADMIN_PATH} className="card mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="consentement-du" className={LABEL}>
            Du
          </label>
          <input id="consentement-du" name="du" type="date" defaultValue={from} className="field-control" />
        </div>
        <div>
          <label htmlFor="consentement-au" className={LABEL}>
            Au
          </label>
          <input id="consentement-au" name="au" type="date" defaultValue={to} className="field-control" />
        </div>
        <button type="submit" className="btn btn-primary">
          Afficher
        </button>
      </form>

      <h2 className="mt-8 text-xl font-semibold text-ink">Sur la période {period}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-consent-summary>
        <div className="card">
          <dt className="text-sm text-muted">Choix exprimés</dt>
          <dd className="text-2xl font-bold text-ink">{stats.totalConsents}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-muted">« Accepter tout »</dt>
          <dd className="text-2xl font-bold text-ink">{stats.analytics}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-muted">Taux d'acceptation</dt>
          <dd className="text-2xl font-bold text-ink">{rate(stats.analytics, stats.totalConsents)}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="mt-6 text-ink">Aucun choix compté sur cette période.</p>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <DailyChart
            name="Choix par jour"
            days={perDay}
            series={CHART_SERIES}
            label={`Choix par jour ${period}\u00a0: «\u00a0Accepter tout\u00a0» en bleu, «\u00a0Uniquement essentiels\u00a0» en gris. Les chiffres sont dans le tableau.`}
          />
          <AdminTable
            label="Choix par jour et par version"
            caption="Choix par jour et par version du bandeau"
            columns={["Jour", "Version", "Accepter tout", "Uniquement essentiels", "Taux d'acceptation"]}
            className=""
          >
            {rows.map((row) => (
              <tr key={`${row.day} ${row.version}`} className="border-b border-line" data-consent-day={row.day}>
                <td className="p-2">{formatLongDate(row.day)}</td>
                <td className="p-2">
                  <code>{row.version}</code>
                </td>
                <td className="p-2">{row.all}</td>
                <td className="p-2">{row.essential}</td>
                <td className="p-2">{rate(row.all, row.all + row.essential)}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}

      <h2 className="mt-10 text-xl font-semibold text-ink">Versions du bandeau</h2>
      <p className="body-text mt-2 max-w-prose">
        La preuve du mécanisme de consentement (recommandation CNIL n° 2020-092) : chaque version du bandeau, ses
        textes, l'empreinte SHA-256 de son code et la date de sa mise en ligne.
      </p>
      {versions.length === 0 ? (
        <p className="mt-4 text-ink">Aucune version enregistrée.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {versions.map((banner) => (
            <li key={banner.version} className="card" data-banner-version={banner.version}>
              <p className="font-semibold text-ink">
                Version <code>{banner.version}</code>, en ligne depuis le{" "}
                {formatLongDateTime(new Date(banner.liveSince))}
              </p>
              <p className="mt-1 break-all text-sm text-muted">Empreinte du code : {banner.codeHash}</p>
              <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-sm text-ink">
                {JSON.stringify(banner.texts, null, 2)}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
