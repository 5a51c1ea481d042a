import type { Metadata } from "next";
import { AdminShell } from "../../../components/admin/AdminShell.tsx";
import { ListPager } from "../../../components/admin/ListPager.tsx";
import { UnwantedDailyCounts } from "../../../components/admin/unwanted/UnwantedDailyCounts.tsx";
import { UnwantedReasonFilter } from "../../../components/admin/unwanted/UnwantedReasonFilter.tsx";
import { UnwantedTable } from "../../../components/admin/unwanted/UnwantedTable.tsx";
import { leadPath, UNWANTED_ADMIN_PATH, UNWANTED_RELEASED_PARAM } from "../../../lib/config/admin.ts";
import { formatCount } from "../../../lib/format/french-format.ts";
import { deskMessage } from "../../../lib/server/staff/desk-labels.ts";
import { requireStaff } from "../../../lib/server/staff-guard.ts";
import { isUnwantedReason, listUnwanted, unwantedPerDay } from "../../../lib/server/unwanted/desk.ts";
import { UNWANTED_TEXTS } from "../../../lib/server/unwanted/desk-labels.ts";

export const metadata: Metadata = { title: UNWANTED_TEXTS.title };

type Search = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/indesirables: the submissions that failed the anti-bot checks, newest first, « Ce n'est pas un indésirable », and their counts per day. */
export default async function UnwantedPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const rawReason = first(params.raison);
  const reason = isUnwantedReason(rawReason) ? rawReason : undefined;
  const rawPage = first(params.page);
  const page = rawPage && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const query = (n: number) =>
    [reason && `raison=${encodeURIComponent(reason)}`, n > 1 && `page=${n}`].filter(Boolean).join("&");
  const link = (n: number) => (query(n) ? `${UNWANTED_ADMIN_PATH}?${query(n)}` : UNWANTED_ADMIN_PATH);
  const { staff, directory } = await requireStaff(link(page), "leads");
  const now = Date.now();
  const [list, days] = await Promise.all([
    listUnwanted(directory.db, { reason, page }),
    unwantedPerDay(directory.db, now),
  ]);
  const released = first(params[UNWANTED_RELEASED_PARAM]);

  return (
    <AdminShell
      staff={staff}
      current={UNWANTED_ADMIN_PATH}
      title={UNWANTED_TEXTS.title}
      message={deskMessage(params.message)}
    >
      {released && (
        <p className="mt-2">
          <a href={leadPath(released)} className="link-inline underline">
            {UNWANTED_TEXTS.seeLead}
          </a>
        </p>
      )}
      <p className="body-text mt-2 max-w-prose">{UNWANTED_TEXTS.intro}</p>
      <UnwantedReasonFilter reason={reason} />
      {list.total === 0 ? (
        <p className="mt-6 text-ink" data-unwanted-empty>
          {reason ? UNWANTED_TEXTS.emptyFiltered : UNWANTED_TEXTS.empty}
        </p>
      ) : (
        <>
          <p className="mt-6 text-ink">
            {formatCount(list.total, "indésirable", "indésirables")} · page {list.page} sur {list.pageCount}
          </p>
          <UnwantedTable rows={list.rows} />
        </>
      )}
      <ListPager label={UNWANTED_TEXTS.pagerLabel} page={list.page} pageCount={list.pageCount} link={link} />
      <UnwantedDailyCounts days={days} />
    </AdminShell>
  );
}
