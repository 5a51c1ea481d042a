/**
 * `npm run bench -- compare`: the Astro baseline (scripts/bench/results/astro-baseline/*.json, the last
 * Astro commit's figures) and the latest Next.js figures (scripts/bench/results/*.json) side by side, as
 * Markdown tables. Measures nothing; run after the other parts (`npm run bench` does).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { markdownTable, median, RESULTS_DIR, ratio } from "./lib/report.ts";

export const BASELINE_DIR = join(RESULTS_DIR, "astro-baseline");

interface WebRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}
interface ServerRow {
  store: string;
  case: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}
interface CrashRow {
  store: string;
  acknowledged: number;
  lost: number;
  duplicated: number;
  wrongId?: number;
}
export interface Figures {
  date?: string;
  /** The server part since issue 55: each submission carried its own proof of work. */
  formProof?: unknown;
  results: Array<WebRow | ServerRow | CrashRow>;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pair = (astro: string | number | undefined, next: string | number | undefined) =>
  `${astro ?? "—"} → ${next ?? "—"}`;
const day = (date: string | undefined) => date?.slice(0, 10) ?? "?";

/** One row per route of either build: scores, LCP, TBT and weights, Astro → Next. */
export function webSideBySide(astro: Figures, next: Figures): string {
  const a = new Map((astro.results as WebRow[]).map((r) => [r.route, r]));
  const n = new Map((next.results as WebRow[]).map((r) => [r.route, r]));
  const routes = [...new Set([...a.keys(), ...n.keys()])].sort((x, y) => x.localeCompare(y));
  const scores = (r: WebRow | undefined) =>
    r ? `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}` : undefined;
  const rows = routes.map((route) => {
    const x = a.get(route);
    const y = n.get(route);
    return [
      route,
      pair(scores(x), scores(y)),
      pair(x && Math.round(x.lcpMs), y && Math.round(y.lcpMs)),
      pair(x && Math.round(x.tbtMs), y && Math.round(y.tbtMs)),
      pair(x?.cls.toFixed(3), y?.cls.toFixed(3)),
      pair(x && kb(x.jsBytes), y && kb(y.jsBytes)),
      pair(x && kb(x.totalBytes), y && kb(y.totalBytes)),
    ];
  });
  const both = routes.filter((route) => a.has(route) && n.has(route));
  const med = (m: Map<string, WebRow>, key: keyof WebRow) =>
    both.length ? Math.round(median(both.map((route) => Number(m.get(route)![key])))) : undefined;
  const medKb = (m: Map<string, WebRow>, key: "jsBytes" | "totalBytes") =>
    both.length ? kb(median(both.map((route) => m.get(route)![key]))) : undefined;
  rows.push([
    `median of the ${both.length} routes in both`,
    pair(med(a, "performance"), med(n, "performance")),
    pair(med(a, "lcpMs"), med(n, "lcpMs")),
    pair(med(a, "tbtMs"), med(n, "tbtMs")),
    "",
    pair(medKb(a, "jsBytes"), medKb(n, "jsBytes")),
    pair(medKb(a, "totalBytes"), medKb(n, "totalBytes")),
  ]);
  return markdownTable(
    [
      `route (Astro ${day(astro.date)} → Next ${day(next.date)})`,
      "perf/a11y/bp/SEO",
      "LCP ms",
      "TBT ms",
      "CLS",
      "JS KB",
      "total KB",
    ],
    rows,
  );
}

/** The Astro server's cases and the Next server's that do the same work. */
const SAME_WORK: Array<{ label: string; astro: string | undefined; next: string }> = [
  { label: "no-op: GET /health (SELECT 1)", astro: "no-op", next: "no-op" },
  { label: "pre-rendered page: GET /", astro: "static", next: "page" },
  { label: "POST /functions/v1/submit-contact", astro: "submit-contact", next: "submit-contact" },
  { label: "contact server action", astro: undefined, next: "contact action" },
];

export function serverSideBySide(astro: Figures, next: Figures): string {
  const find = (figures: Figures, store: string, name: string | undefined) =>
    (figures.results as ServerRow[]).find((r) => r.store === store && r.case === name);
  const rows: Array<Array<string | number>> = [];
  for (const store of ["sqlite", "postgres"]) {
    const noopA = find(astro, store, "no-op");
    const noopN = find(next, store, "no-op");
    for (const work of SAME_WORK) {
      const x = find(astro, store, work.astro);
      const y = find(next, store, work.next);
      if (!x && !y) continue;
      rows.push([
        store,
        work.label,
        pair(x?.requestsPerSecond, y?.requestsPerSecond),
        pair(
          x && noopA ? ratio(x.requestsPerSecond, noopA.requestsPerSecond) : undefined,
          y && noopN ? ratio(y.requestsPerSecond, noopN.requestsPerSecond) : undefined,
        ),
        pair(x?.p50Ms, y?.p50Ms),
        pair(x?.p99Ms, y?.p99Ms),
      ]);
    }
  }
  return markdownTable(
    [
      `store (Astro ${day(astro.date)} → Next ${day(next.date)})`,
      "case",
      "req/s",
      "ratio to no-op",
      "p50 ms",
      "p99 ms",
    ],
    rows,
  );
}

/**
 * What the two builds' submissions did not share: since issue 55 the Next.js figures include the
 * proof of work's check and its replay memory; the Astro baseline's had neither.
 */
export function serverWorkNote(next: Figures): string {
  return next.formProof
    ? "The Next.js submissions (function and action) include the check of each one's proof of work (issue 55: signature, form, expiry) and its one-row replay memory, a second write in the same request; the Astro baseline's had neither."
    : "The Next.js submission figures were measured before issue 55: no proof of work checked, as in the Astro baseline.";
}

export function crashSideBySide(astro: Figures, next: Figures): string {
  const line = (r: CrashRow | undefined) =>
    r ? `acknowledged ${r.acknowledged}, lost ${r.lost}, duplicated ${r.duplicated + (r.wrongId ?? 0)}` : "—";
  const rows = ["sqlite", "postgres"].map((store) => [
    store,
    line((astro.results as CrashRow[]).find((r) => r.store === store)),
    line((next.results as CrashRow[]).find((r) => r.store === store)),
  ]);
  return markdownTable(["store", `Astro + Hono (${day(astro.date)})`, `Next.js (${day(next.date)})`], rows);
}

function read(dir: string, part: string): Figures | undefined {
  const file = join(dir, `${part}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Figures) : undefined;
}

export async function benchCompare(): Promise<{ ok: boolean; table: string }> {
  const sections: string[] = [];
  const parts = { web: webSideBySide, server: serverSideBySide, crash: crashSideBySide } as const;
  for (const [part, table] of Object.entries(parts)) {
    const astro = read(BASELINE_DIR, part);
    const next = read(RESULTS_DIR, part);
    if (astro && next) {
      const note = part === "server" ? `\n\n${serverWorkNote(next)}` : "";
      sections.push(`### ${part}: Astro baseline → Next.js\n\n${table(astro, next)}${note}`);
    } else console.warn(`compare: no ${part} figures for ${astro ? "Next.js" : "the Astro baseline"}`);
  }
  return { ok: true, table: sections.join("\n\n") };
}
