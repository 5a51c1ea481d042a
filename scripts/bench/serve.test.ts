import { describe, expect, it } from "vitest";
import { AFTER, BEFORE, type ServeRun, schedule, serveTable, serveVerdict, summarize } from "./serve.ts";

const WARNING = `⚠ "next start" does not work with "output: standalone" configuration. Use "node .next/standalone/server.js" instead.`;

function run(serving: ServeRun["serving"], rate: number, extra: Partial<ServeRun> = {}): ServeRun {
  return {
    serving,
    startMs: rate,
    warnings: serving === BEFORE ? [WARNING] : [],
    rssMb: 100,
    cases: [
      {
        case: "GET /health",
        requestsPerSecond: rate,
        p50Ms: 10,
        p99Ms: 40,
        cpuMsPerRequest: 0.5,
        non2xx: 0,
        errors: 0,
      },
      {
        case: "GET / (gzip)",
        requestsPerSecond: rate / 2,
        p50Ms: 20,
        p99Ms: 80,
        cpuMsPerRequest: 1,
        non2xx: 0,
        errors: 0,
      },
    ],
    ...extra,
  };
}

describe("the serve part of the bench", () => {
  it("runs before and after in turns, each first one round in two", () => {
    expect(schedule(2)).toEqual([BEFORE, AFTER, AFTER, BEFORE]);
    expect(schedule(3)).toEqual([BEFORE, AFTER, AFTER, BEFORE, BEFORE, AFTER]);
  });

  it("keeps the median of each path's rounds, its warnings once, its failed answers added up", () => {
    const failing = run(AFTER, 300);
    failing.cases[0] = { ...failing.cases[0]!, non2xx: 2, errors: 1 };
    const [before, after] = summarize([run(BEFORE, 1000), run(AFTER, 1100), failing, run(BEFORE, 900)]);
    expect(before?.serving).toBe(BEFORE);
    expect(before?.rounds).toBe(2);
    expect(before?.startMs).toBe(950);
    expect(before?.warnings).toEqual([WARNING]);
    expect(before?.cases[0]?.requestsPerSecond).toBe(950);
    expect(after?.warnings).toEqual([]);
    expect(after?.cases[0]).toMatchObject({ case: "GET /health", requestsPerSecond: 700, non2xx: 2, errors: 1 });
  });

  it("tables every figure of both paths with the change", () => {
    const table = serveTable(summarize([run(BEFORE, 1000), run(AFTER, 1200)]));
    expect(table).toContain("next start (before)");
    expect(table).toContain("standalone server.js (after)");
    expect(table).toMatch(/\| Next\.js ⚠ lines at start\s+\| 1\s+\| 0\s+\| −100\.0 % \|/);
    expect(table).toMatch(/\| GET \/health: req\/s\s+\| 1000\s+\| 1200\s+\| \+20\.0 %\s+\|/);
    expect(table).toMatch(/\| GET \/ \(gzip\): CPU ms\/request\s+\| 1\.000\s+\| 1\.000\s+\| \+0\.0 %\s+\|/);
  });

  it("fails only when the standalone server warns, is missing, or an answer is not 2xx", () => {
    expect(serveVerdict(summarize([run(BEFORE, 1000), run(AFTER, 900)]))).toEqual({ ok: true, problems: [] });
    expect(serveVerdict(summarize([run(BEFORE, 1000)])).problems).toEqual(["the standalone server was not measured"]);
    const warned = serveVerdict(summarize([run(AFTER, 900, { warnings: [WARNING] })]));
    expect(warned.ok).toBe(false);
    expect(warned.problems[0]).toContain("the standalone server warned");
    const failing = run(BEFORE, 1000);
    failing.cases[1] = { ...failing.cases[1]!, non2xx: 3 };
    expect(serveVerdict(summarize([failing, run(AFTER, 900)])).problems).toEqual([
      "next start (before), GET / (gzip): 3 non-2xx/errors",
    ]);
  });
});
