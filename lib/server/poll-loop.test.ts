import { describe, expect, it } from "vitest";
import { pollLoop } from "./poll-loop.ts";

const HOUR = 3_600_000;

/** A promise and its resolve, to hold a round open. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("the background workers' loop", () => {
  it("runs a round at start, then pauses until notified; a notification during a round starts the next at once", async () => {
    const rounds: number[] = [];
    let pauses = 0;
    let hold = gate();
    let entered = gate();
    const paused = gate();
    const loop = pollLoop({
      async round() {
        rounds.push(rounds.length + 1);
        entered.open();
        await hold.opened;
      },
      idleMs: () => {
        pauses++;
        paused.open();
        return HOUR;
      },
      onError: () => {},
    });
    loop.start();
    await entered.opened;
    expect(rounds).toEqual([1]);
    // Notified while the first round is under way: the second follows it, no pause between them.
    entered = gate();
    loop.notify();
    hold.open();
    await entered.opened;
    expect(rounds).toEqual([1, 2]);
    expect(pauses).toBe(0);
    // The second round done and nothing notified: the loop pauses for the hour...
    hold = gate();
    entered = gate();
    hold.open();
    await paused.opened;
    expect(pauses).toBe(1);
    expect(rounds).toEqual([1, 2]);
    // ...which a notification cuts short: the third round now.
    loop.notify();
    await entered.opened;
    expect(rounds).toEqual([1, 2, 3]);
    await loop.stop();
  });

  it("stops: its signal aborts at once, the round under way finishes, no other starts", async () => {
    const hold = gate();
    const entered = gate();
    let rounds = 0;
    let finished = false;
    const loop = pollLoop({
      async round() {
        rounds++;
        entered.open();
        await hold.opened;
        finished = true;
      },
      idleMs: () => 0,
      onError: () => {},
    });
    loop.start();
    await entered.opened;
    const stopped = loop.stop();
    expect(loop.signal.aborted).toBe(true);
    hold.open();
    await stopped;
    expect(finished).toBe(true);
    expect(rounds).toBe(1);
    // Started again: a new signal, not aborted.
    loop.start();
    expect(loop.signal.aborted).toBe(false);
    await loop.stop();
  });

  it("logs a failed round and goes on with the next", async () => {
    const errors: unknown[] = [];
    const second = gate();
    let rounds = 0;
    const loop = pollLoop({
      async round() {
        rounds++;
        if (rounds === 1) throw new Error("base indisponible");
        second.open();
      },
      idleMs: () => 0,
      onError: (error) => errors.push(error),
    });
    loop.start();
    await second.opened;
    await loop.stop();
    expect(errors).toEqual([new Error("base indisponible")]);
  });
});
