import { describe, expect, it } from "vitest";
import { type PhoneRun, phoneTable, phoneVerdict, summarizePhone } from "./phone-proof.ts";

const none = { count: 0, longestMs: 0, blockingMs: 0 };

function run(way: PhoneRun["way"], sendToAnswerMs: number, extra: Partial<PhoneRun> = {}): PhoneRun {
  return {
    way,
    sendToAnswerMs,
    firstInputToProofMs: 900,
    solvingMs: 400,
    workerSeen: true,
    longWhileSolving: none,
    longFirstInputToProof: { count: 2, longestMs: 120, blockingMs: 90 },
    sent: true,
    ...extra,
  };
}

describe("the proof's cost on a phone", () => {
  const runs = [
    run("at once", 700, { readyBeforeSend: true }),
    run("proof ready", 300),
    run("at once", 900),
    run("proof ready", 320),
    run("at once", 800, { longWhileSolving: { count: 1, longestMs: 64, blockingMs: 14 } }),
    { way: "proof ready", workerSeen: false, error: "Timeout" } satisfies PhoneRun,
  ];

  it("sums up each way: medians and p95, the runs with a long task while solving, the errors apart", () => {
    const atOnce = summarizePhone(runs, "at once");
    expect(atOnce).toMatchObject({
      runs: 3,
      errors: 0,
      sent: 3,
      readyBeforeSend: 1,
      sendToAnswerP50Ms: 800,
      sendToAnswerP95Ms: 900,
      firstInputToProofP50Ms: 900,
      solvingP50Ms: 400,
      runsWithLongTaskWhileSolving: 1,
      longestWhileSolvingMs: 64,
      longTasksToProofP50: 2,
      longestToProofMs: 120,
      blockingToProofP50Ms: 90,
    });
    const ready = summarizePhone(runs, "proof ready");
    expect(ready).toMatchObject({ runs: 3, errors: 1, sent: 2, sendToAnswerP50Ms: 310 });
  });

  it("is the difference of the two medians at the press, against 1 s, and no long task while solving", () => {
    const verdict = phoneVerdict(summarizePhone(runs, "at once"), summarizePhone(runs, "proof ready"));
    expect(verdict).toEqual({ proofAtSendMs: 490, proofAtSendMet: true, noLongTaskWhileSolving: false });
    const slow = [run("at once", 1600), run("proof ready", 500)];
    expect(phoneVerdict(summarizePhone(slow, "at once"), summarizePhone(slow, "proof ready"))).toEqual({
      proofAtSendMs: 1100,
      proofAtSendMet: false,
      noLongTaskWhileSolving: true,
    });
    // Nothing measured is not a pass.
    const failed = [{ way: "at once", workerSeen: false, error: "x" } satisfies PhoneRun];
    expect(phoneVerdict(summarizePhone(failed, "at once"), summarizePhone(failed, "proof ready"))).toEqual({
      proofAtSendMs: undefined,
      proofAtSendMet: false,
      noLongTaskWhileSolving: false,
    });
  });

  it("prints one row per way", () => {
    const table = phoneTable([summarizePhone(runs, "at once"), summarizePhone(runs, "proof ready")]);
    expect(table).toMatch(/\| at once +\| 3 \(0\) +\| 3 +\| 800 \/ 900 +\| 900 \/ 900 +\| 400 \/ 400 +\| 1, 64 /);
    expect(table).toMatch(/\| proof ready +\| 3 \(1\) +\| 2 +\| 310 \/ 320 /);
  });
});
