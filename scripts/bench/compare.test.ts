import { describe, expect, it } from "vitest";
import { crashSideBySide, type Figures, serverSideBySide, serverWorkNote, webSideBySide } from "./compare.ts";

const web = (date: string, rows: Array<[string, number, number, number]>): Figures => ({
  date,
  results: rows.map(([route, performance, lcpMs, jsBytes]) => ({
    route,
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs: 10,
    cls: 0,
    jsBytes,
    totalBytes: 20_480,
  })),
});

describe("Astro baseline beside the Next.js figures", () => {
  it("puts each route of either build on one row, with a dash where a build lacks it", () => {
    const table = webSideBySide(
      web("2026-11-22T14:43:59Z", [
        ["/", 100, 903, 4608],
        ["/tarifs", 100, 787, 3788],
      ]),
      web("2026-11-23T10:00:00Z", [
        ["/", 83, 2521, 133_530],
        ["/contact", 85, 2100, 130_000],
      ]),
    );
    expect(table).toContain("Astro 2026-11-22 → Next 2026-11-23");
    expect(table).toMatch(
      /\| \/ +\| 100\/100\/100\/100 → 83\/100\/100\/100 \| 903 → 2521 +\| 10 → 10 +\| 0\.000 → 0\.000 \| 4\.5 → 130\.4/,
    );
    expect(table).toMatch(/\| \/contact +\| — → 85\/100\/100\/100/);
    expect(table).toMatch(/\| \/tarifs +\| 100\/100\/100\/100 → — /);
    expect(table).toMatch(/median of the 1 routes in both +\| 100 → 83 +\| 903 → 2521/);
  });

  it("matches the server cases that do the same work, each with its own no-op ratio", () => {
    const astro: Figures = {
      date: "2026-11-22",
      results: [
        { store: "sqlite", case: "no-op", requestsPerSecond: 14539, p50Ms: 3, p99Ms: 7 },
        { store: "sqlite", case: "static", requestsPerSecond: 6327, p50Ms: 7, p99Ms: 15 },
        { store: "sqlite", case: "submit-contact", requestsPerSecond: 6828, p50Ms: 6, p99Ms: 15 },
      ],
    };
    const next: Figures = {
      date: "2026-11-23",
      results: [
        { store: "sqlite", case: "no-op", requestsPerSecond: 650, p50Ms: 70, p99Ms: 400 },
        { store: "sqlite", case: "preflight", requestsPerSecond: 600, p50Ms: 60, p99Ms: 1100 },
        { store: "sqlite", case: "page", requestsPerSecond: 227, p50Ms: 183, p99Ms: 1374 },
        { store: "sqlite", case: "submit-contact", requestsPerSecond: 410, p50Ms: 109, p99Ms: 454 },
        { store: "sqlite", case: "contact action", requestsPerSecond: 270, p50Ms: 159, p99Ms: 854 },
      ],
    };
    const table = serverSideBySide(astro, next);
    expect(table).toMatch(
      /\| sqlite +\| POST \/functions\/v1\/submit-contact \| 6828 → 410 +\| 0\.47 → 0\.63 +\| 6 → 109 +\| 15 → 454 +\|/,
    );
    expect(table).toMatch(/\| sqlite +\| pre-rendered page: GET \/ +\| 6327 → 227 +\| 0\.44 → 0\.35/);
    expect(table).toMatch(/\| sqlite +\| contact server action +\| — → 270 +\| — → 0\.42/);
    expect(table).not.toContain("postgres");
  });

  it("prints crash safety in the issue's words for both builds", () => {
    const table = crashSideBySide(
      { date: "2026-11-22", results: [{ store: "sqlite", acknowledged: 10318, lost: 0, duplicated: 0, wrongId: 0 }] },
      { date: "2026-11-23", results: [{ store: "sqlite", acknowledged: 505, lost: 0, duplicated: 0, wrongId: 0 }] },
    );
    expect(table).toContain(
      "| sqlite   | acknowledged 10318, lost 0, duplicated 0 | acknowledged 505, lost 0, duplicated 0 |",
    );
    expect(table).toMatch(/\| postgres +\| — +\| — +\|/);
  });

  it("says whether the Next.js submissions carried a proof of work, which the Astro ones never did", () => {
    expect(serverWorkNote({ results: [], formProof: { header: "x-form-proof" } })).toMatch(
      /include the check of each one's proof of work/,
    );
    expect(serverWorkNote({ results: [] })).toMatch(/measured before issue 55/);
  });
});
