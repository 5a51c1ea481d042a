/**
 * Audience counters and leads written straight into a store, as the tally and the functions would
 * have left them: for the tests of the audience desk (unit and browser) and the guide's screenshots.
 * Rows are added to what is there (the counters' upsert), never a row per view.
 */
import { randomBytes } from "node:crypto";
import type { VisitEntry } from "../../lib/audience/entry.ts";
import { bucketOf } from "../../lib/audience/histogram.ts";
import type { DeviceClass, Metric } from "../../lib/config/audience.ts";
import type { Db } from "../../lib/server/store/db.ts";

export interface SeededViews {
  day: string;
  route: string;
  device?: DeviceClass;
  /** An entry's source ('' for views that did not enter the site). */
  source?: string;
  utm?: { source: string; medium: string; campaign: string };
  views: number;
  entries: number;
}

export async function seedViews(db: Db, rows: readonly SeededViews[]): Promise<void> {
  for (const row of rows)
    await db.run(
      `INSERT INTO audience_views (day, route, device, source, utm_source, utm_medium, utm_campaign, views, entries)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, route, device, source, utm_source, utm_medium, utm_campaign)
       DO UPDATE SET views = audience_views.views + excluded.views, entries = audience_views.entries + excluded.entries`,
      [
        row.day,
        row.route,
        row.device ?? "computer",
        row.source ?? "",
        row.utm?.source ?? "",
        row.utm?.medium ?? "",
        row.utm?.campaign ?? "",
        row.views,
        row.entries,
      ],
    );
}

/** Each value measured once for `metric` on this day, page and device class, counted in its bucket. */
export async function seedMetric(
  db: Db,
  at: { day: string; route: string; device: DeviceClass },
  metric: Metric,
  values: readonly number[],
): Promise<void> {
  const buckets = new Map<number, number>();
  for (const value of values) buckets.set(bucketOf(metric, value), (buckets.get(bucketOf(metric, value)) ?? 0) + 1);
  for (const [bucket, count] of buckets)
    await db.run(
      `INSERT INTO audience_metrics (day, route, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, route, device, metric, bucket) DO UPDATE SET count = audience_metrics.count + excluded.count`,
      [at.day, at.route, at.device, metric, bucket, count],
    );
}

/** `count` values spread evenly from `low` to `high` (both included). */
export const spread = (count: number, low: number, high: number): number[] =>
  Array.from({ length: count }, (_, i) => (count === 1 ? low : low + ((high - low) * i) / (count - 1)));

/**
 * A contact request (or `type`) sent at `createdAt` from `pagePath`, with the visit's entry when
 * given, at `status` in the follow-up (« nouvelle » by default; `gagnee` for a lead won).
 */
export async function seedLead(
  db: Db,
  lead: { createdAt: number; pagePath?: string; entry?: VisitEntry; type?: string; status?: string },
): Promise<string> {
  const id = `test-${randomBytes(8).toString("hex")}`;
  const email = `${id}@exemple.fr`;
  const fields = { firstName: "Lou", lastName: "Test", company: "Atelier", email, phone: "", message: "Bonjour" };
  await db.run(
    `INSERT INTO submissions (id, type, email, fields, idempotency_key, created_at, page_path, entry, status)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
    [
      id,
      lead.type ?? "contact",
      email,
      JSON.stringify(fields),
      lead.createdAt,
      lead.pagePath ?? null,
      lead.entry ? JSON.stringify(lead.entry) : null,
      lead.status ?? "nouvelle",
    ],
  );
  return id;
}
