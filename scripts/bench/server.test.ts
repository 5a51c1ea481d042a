import { describe, expect, it } from "vitest";
import { type CaseName, type CaseResult, serverTable, verdicts } from "./server.ts";

function row(
  store: "sqlite" | "postgres",
  name: CaseName,
  rps: number,
  p50: number,
  p99: number,
  extra = {},
): CaseResult {
  return {
    store,
    case: name,
    what: name,
    requestsPerSecond: rps,
    p50Ms: p50,
    p99Ms: p99,
    ok: rps * 10,
    non2xx: 0,
    errors: 0,
    ...extra,
  };
}

const SQLITE = [
  row("sqlite", "no-op", 600, 60, 1100),
  row("sqlite", "preflight", 650, 70, 400),
  row("sqlite", "page", 230, 180, 1300),
  row("sqlite", "submit-contact", 410, 110, 450, { stored: 1897, acknowledged: 1797 }),
  row("sqlite", "contact action", 270, 160, 850, { stored: 1345, acknowledged: 1245 }),
];

describe("server verdicts", () => {
  it("compares the durable submission with the no-op and the action with the direct call", () => {
    const [v] = verdicts(SQLITE);
    expect(v!.ratio).toBeCloseTo(410 / 600);
    expect(v!.ratioMet).toBe(true);
    expect(v!.p99Met).toBe(false);
    expect(v!.actionRateOverhead).toBeCloseTo(410 / 270);
    expect(v!.actionP50Overhead).toBeCloseTo(160 / 110);
    expect(v!.clean).toBe(true);
    expect(v!.storedAll).toBe(true);
  });

  it("fails a store where an answered submission is missing or an answer was not 2xx", () => {
    const missing = SQLITE.map((r) => (r.case === "contact action" ? { ...r, stored: 1200 } : r));
    expect(verdicts(missing)[0]!.storedAll).toBe(false);
    const refused = SQLITE.map((r) => (r.case === "page" ? { ...r, non2xx: 3 } : r));
    expect(verdicts(refused)[0]!.clean).toBe(false);
  });

  it("gives no verdict for a store whose cases did not all run", () => {
    expect(verdicts(SQLITE.slice(0, 3))).toEqual([]);
  });

  it("prints each case's ratio to its own store's no-op and what the store holds", () => {
    const table = serverTable([
      ...SQLITE,
      row("postgres", "no-op", 500, 60, 900),
      row("postgres", "preflight", 250, 1, 2),
    ]);
    expect(table).toContain(
      "| sqlite   | submit-contact | 410   | 0.68           | 110    | 450    | 0              | 1897 / 1797",
    );
    expect(table).toContain("| postgres | preflight      | 250   | 0.50");
  });
});
