/**
 * What a Lighthouse report says about a figure that misses its target: the scores' lost points by
 * audit, and for LCP, TBT and CLS the audits that explain them (render-blocking requests, scripts by
 * main-thread time, long tasks, layout shifts). Plain functions over the report's JSON (LHR).
 */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The part of a Lighthouse result (LHR) read here. */
export interface Lhr {
  /** The host's CPU as Lighthouse measured it before the run (its 4× slowdown assumes about 1000 or more). */
  environment?: { benchmarkIndex?: number };
  categories: Partial<
    Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>
  >;
  audits: Record<
    string,
    | {
        id: string;
        score: number | null;
        numericValue?: number | undefined;
        displayValue?: string | undefined;
        details?: unknown;
      }
    | undefined
  >;
}

interface TableDetails {
  type?: string;
  items?: Array<Record<string, unknown>>;
}

const items = (lhr: Lhr, id: string): Array<Record<string, unknown>> =>
  ((lhr.audits[id]?.details as TableDetails | undefined)?.items ?? []) as Array<Record<string, unknown>>;

/** "http://127.0.0.1:4321/_next/static/chunks/abc.js" → "chunks/abc.js"; the page itself → "page (inline)". */
export function shortUrl(url: string, pageUrl?: string): string {
  if (url === pageUrl) return "page (HTML, inline scripts)";
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/_next\/static\//, "");
  } catch {
    return url;
  }
}

/**
 * Audits of a category that lost points, with the points each cost: weight × (1 − score) out of the
 * category's total weight, ×100. "performance: total-blocking-time −17".
 */
export function lostPoints(lhr: Lhr, category: Category): Array<{ audit: string; points: number }> {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (total === 0) return [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({ audit: ref.id, points: (ref.weight * (1 - (audit!.score ?? 0)) * 100) / total }))
    .sort((a, b) => b.points - a.points);
}

/** Every audit of the four categories below full marks, as "category: audit −points". */
export function belowFullMarks(lhr: Lhr): string[] {
  return CATEGORIES.flatMap((category) =>
    lostPoints(lhr, category).map(({ audit, points }) => `${category}: ${audit} −${points.toFixed(1)}`),
  );
}

/** The element Lighthouse took as largest contentful paint (an HTML snippet). */
export function lcpElement(lhr: Lhr): string | undefined {
  const details = lhr.audits["lcp-breakdown-insight"]?.details as
    | { items?: Array<{ type?: string; snippet?: string; nodeLabel?: string }> }
    | undefined;
  const node = details?.items?.find((item) => item.type === "node");
  // In backticks: the tables are Markdown, where a bare tag would be read as HTML.
  return node ? `\`${node.snippet?.slice(0, 120) ?? ""}\` “${node.nodeLabel?.slice(0, 60) ?? ""}”` : undefined;
}

/** Requests that held the first paint back (render-blocking-insight), with the time each cost. */
export function renderBlocking(lhr: Lhr, pageUrl?: string): string[] {
  return items(lhr, "render-blocking-insight").map(
    (item) => `${shortUrl(String(item.url), pageUrl)} ${Math.round(Number(item.wastedMs ?? 0))} ms`,
  );
}

/** The scripts that took the main thread, by total CPU time (bootup-time), the largest first. */
export function scriptsByCpu(lhr: Lhr, pageUrl?: string, top = 3): string[] {
  return items(lhr, "bootup-time")
    .slice(0, top)
    .map((item) => `${shortUrl(String(item.url), pageUrl)} ${Math.round(Number(item.total ?? 0))} ms`);
}

/** The long tasks (over 50 ms on the throttled CPU): how many, and the longest. */
export function longTasks(lhr: Lhr): { count: number; longestMs: number } {
  const tasks = items(lhr, "long-tasks");
  return { count: tasks.length, longestMs: Math.max(0, ...tasks.map((task) => Number(task.duration ?? 0))) };
}

/** What shifted the layout (layout-shifts audit): element and score. */
export function layoutShifts(lhr: Lhr): string[] {
  return items(lhr, "layout-shifts").map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    return `\`${node?.snippet?.slice(0, 80) ?? "?"}\` ${Number(item.score ?? 0).toFixed(3)}`;
  });
}

export interface MetricTargets {
  lcpMs: number;
  tbtMs: number;
  /** CLS must round to this or less at three decimals (the table's precision). */
  cls: number;
}

/**
 * Why each missed figure of one run missed: the audits that cost it, in words for the console and
 * the JSON. `pageUrl` tells the document apart from the other requests.
 */
export function missCauses(lhr: Lhr, targets: MetricTargets, pageUrl?: string): string[] {
  const causes: string[] = [];
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
  const tbt = lhr.audits["total-blocking-time"]?.numericValue ?? 0;
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;
  if (lcp >= targets.lcpMs) {
    const blocking = renderBlocking(lhr, pageUrl);
    causes.push(
      `LCP ${Math.round(lcp)} ms: element ${lcpElement(lhr) ?? "?"}; render-blocking ${blocking.length ? blocking.join(", ") : "none"}; main thread before it: ${scriptsByCpu(lhr, pageUrl).join(", ")}`,
    );
  }
  if (tbt >= targets.tbtMs) {
    const tasks = longTasks(lhr);
    causes.push(
      `TBT ${Math.round(tbt)} ms: ${tasks.count} long tasks (longest ${Math.round(tasks.longestMs)} ms); scripts by CPU (bootup-time): ${scriptsByCpu(lhr, pageUrl).join(", ")}`,
    );
  }
  if (Number(cls.toFixed(3)) > targets.cls) causes.push(`CLS ${cls.toFixed(3)}: ${layoutShifts(lhr).join(", ")}`);
  return causes;
}
