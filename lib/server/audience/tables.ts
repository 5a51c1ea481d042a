/**
 * What the audience tables hold (migration 10, lib/server/audience/migrations.ts), for whoever reads
 * them (the desk writes its own queries): one row per Paris day × route × device × source × campaign
 * in `audience_views`, one per day × route × device × metric × bucket in `audience_metrics`.
 * Counters only: no row per view, nothing about a visitor.
 */
import type { DeviceClass, Metric } from "../../config/audience.ts";
import { parisDayOf } from "../settings/consent-stats.ts";

export { OTHER_SITES } from "../../audience/sources.ts";

/** A view's day: its Paris calendar day, `YYYY-MM-DD` (the tables' `day`, compared as text). */
export const audienceDayOf = parisDayOf;

/** Where a value does not apply: the `source` and UTM values of a view inside the site, the UTM values of an entry without a campaign. */
export const NO_VALUE = "";

/**
 * The campaign (utm_source, utm_medium, utm_campaign) the views of a day's campaigns beyond
 * AUDIENCE_LIMITS.campaignsPerDay are counted under; the referring sites beyond
 * AUDIENCE_LIMITS.otherSitesPerDay are counted under the source OTHER_SITES.
 */
export const OTHER_CAMPAIGNS = { source: "*", medium: "*", campaign: "*" } as const;

/** A row of `audience_views`: `entries` of its `views` entered the site (only they have a source). */
export interface AudienceViewsRow {
  day: string;
  route: string;
  device: DeviceClass;
  /** NO_VALUE for views inside the site; `direct`, a named source, `site:<host>` or OTHER_SITES for entries. */
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
  entries: number;
}

/** A row of `audience_metrics`: `count` views measured `metric` in `bucket` (lib/audience/histogram.ts). */
export interface AudienceMetricsRow {
  day: string;
  route: string;
  device: DeviceClass;
  metric: Metric;
  bucket: number;
  count: number;
}
