import { describe, expect, it } from "vitest";
import { type CrashResult, crashLine, crashTable, reconcile } from "./crash.ts";

describe("crash safety reconciliation", () => {
  const acked = new Map([
    ["a@x.fr", "id-a"],
    ["b@x.fr", "id-b"],
    ["c@x.fr", "id-c"],
    ["d@x.fr", "id-d"],
  ]);

  it("counts nothing wrong when every acknowledged submission is stored once under its id", () => {
    const stored = [...acked].map(([email, id]) => ({ email, id }));
    stored.push({ email: "e@x.fr", id: "id-e" }); // committed, the answer lost in the kill
    expect(reconcile(acked, stored)).toEqual({ lost: 0, duplicated: 0, wrongId: 0, storedWithoutAnswer: 1 });
  });

  it("tells lost, duplicated and re-identified submissions apart", () => {
    const stored = [
      { email: "a@x.fr", id: "id-a" },
      { email: "b@x.fr", id: "id-b" },
      { email: "b@x.fr", id: "id-b2" },
      { email: "c@x.fr", id: "other" },
    ];
    expect(reconcile(acked, stored)).toEqual({ lost: 1, duplicated: 1, wrongId: 1, storedWithoutAnswer: 0 });
  });

  it("prints the line the issue asks for, duplicates and wrong ids together", () => {
    const r: CrashResult = {
      store: "sqlite",
      rounds: 3,
      acknowledged: 505,
      acknowledgedByAction: 216,
      inFlightAtKill: 72,
      lost: 0,
      duplicated: 0,
      wrongId: 0,
      storedWithoutAnswer: 56,
      failedBeforeKill: 0,
    };
    expect(crashLine(r)).toBe("sqlite: acknowledged 505, lost 0, duplicated 0");
    expect(crashLine({ ...r, duplicated: 1, wrongId: 2 })).toBe("sqlite: acknowledged 505, lost 0, duplicated 3");
    expect(crashTable([r])).toContain("| sqlite | 3     | 505 (216)");
  });
});
