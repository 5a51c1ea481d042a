import type { Migration } from "../store/migrate.ts";

/** The migrations of the audience's counters (their numbers are the schema's: lib/server/schema/migrations.ts). */
export const AUDIENCE_MIGRATIONS: readonly Migration[] = [
  {
    version: 10,
    name: "audience counters and speed histograms",
    statements: [
      // Page views added up per Paris day, page, device class, source and campaign: no row per
      // view, nothing about a visitor (lib/config/audience.ts). '' where a value does not apply:
      // `source` and the UTM values are an entry's only.
      `CREATE TABLE audience_views (
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        device TEXT NOT NULL,
        source TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        views BIGINT NOT NULL,
        entries BIGINT NOT NULL,
        PRIMARY KEY (day, route, device, source, utm_source, utm_medium, utm_campaign)
      )`,
      // Each metric of web-vitals as a histogram with fixed buckets (lib/audience/histogram.ts).
      `CREATE TABLE audience_metrics (
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        device TEXT NOT NULL,
        metric TEXT NOT NULL,
        bucket INTEGER NOT NULL,
        count BIGINT NOT NULL,
        PRIMARY KEY (day, route, device, metric, bucket)
      )`,
    ],
  },
];
