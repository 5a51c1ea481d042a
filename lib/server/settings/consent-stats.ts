import { BANNER_VERSION_PATTERN } from "../../config/consent-banner.ts";
import type { Db } from "../store/db.ts";

export type CountedChoice = "all" | "essential";

const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** The Paris calendar day of an instant: `YYYY-MM-DD`. */
export function parisDayOf(instant: number): string {
  return parisDay.format(instant);
}

/** A choice as the banner sends it; undefined for anything else (nothing is counted then). */
export function parseConsentCount(value: unknown): { choice: CountedChoice; version: string } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { choice, version } = value as Record<string, unknown>;
  if (choice !== "all" && choice !== "essential") return undefined;
  if (typeof version !== "string" || !BANNER_VERSION_PATTERN.test(version)) return undefined;
  return { choice, version };
}

/** One more choice for this Paris day and banner version: a counter, nothing about the visitor. */
export async function countConsentChoice(
  db: Db,
  count: { choice: CountedChoice; version: string },
  now: number,
): Promise<void> {
  await db.run(
    `INSERT INTO consent_counts (day, version, choice, count) VALUES (?, ?, ?, 1)
     ON CONFLICT (day, version, choice) DO UPDATE SET count = consent_counts.count + 1`,
    [parisDayOf(now), count.version, count.choice],
  );
}

export interface ConsentDay {
  day: string;
  version: string;
  all: number;
  essential: number;
}

/** The counts of each day and version within [from, to] (Paris days, inclusive), oldest first. */
export async function consentCounts(db: Db, from: string, to: string): Promise<ConsentDay[]> {
  const rows = await db.all<{ day: string; version: string; choice: CountedChoice; count: number | string }>(
    "SELECT day, version, choice, count FROM consent_counts WHERE day >= ? AND day <= ? ORDER BY day, version",
    [from, to],
  );
  const days = new Map<string, ConsentDay>();
  for (const row of rows) {
    const key = `${row.day} ${row.version}`;
    const entry = days.get(key) ?? { day: row.day, version: row.version, all: 0, essential: 0 };
    entry[row.choice] += Number(row.count);
    days.set(key, entry);
  }
  return [...days.values()];
}

/**
 * The specification's `cookieStats` ({essential, analytics, marketing, totalConsents,
 * lastUpdated}) over these counts, for every visitor: every choice keeps the essential storage;
 * « Accepter tout » also allows analytics and marketing.
 */
export function cookieStatsOf(days: readonly ConsentDay[]): {
  essential: number;
  analytics: number;
  marketing: number;
  totalConsents: number;
  lastUpdated: string | null;
} {
  const all = days.reduce((sum, day) => sum + day.all, 0);
  const total = days.reduce((sum, day) => sum + day.all + day.essential, 0);
  return {
    essential: total,
    analytics: all,
    marketing: all,
    totalConsents: total,
    lastUpdated: days.length ? (days.at(-1)?.day ?? null) : null,
  };
}

export interface BannerVersion {
  version: string;
  codeHash: string;
  texts: unknown;
  liveSince: number;
}

/** Records the banner version this deployment serves, the first time it starts (its go-live date then). */
export async function recordBannerVersion(
  db: Db,
  banner: { version: string; codeHash: string; texts: unknown },
  now: number,
): Promise<void> {
  await db.run(
    `INSERT INTO consent_banner_versions (version, code_hash, texts, live_since) VALUES (?, ?, ?, ?)
     ON CONFLICT (version) DO NOTHING`,
    [banner.version, banner.codeHash, JSON.stringify(banner.texts), now],
  );
}

/** Every version of the banner, the newest first. */
export async function bannerVersions(db: Db): Promise<BannerVersion[]> {
  const rows = await db.all<{ version: string; code_hash: string; texts: string; live_since: number | string }>(
    "SELECT version, code_hash, texts, live_since FROM consent_banner_versions ORDER BY live_since DESC, version",
  );
  return rows.map((row) => ({
    version: row.version,
    codeHash: row.code_hash,
    texts: JSON.parse(row.texts) as unknown,
    liveSince: Number(row.live_since),
  }));
}
