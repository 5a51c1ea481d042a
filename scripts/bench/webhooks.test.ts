import { describe, expect, it } from "vitest";
import { runWebhookBench } from "./webhooks.ts";

describe("the webhooks bench", () => {
  it("delivers every lead once, verified, with the receiver up and with it down for a while", async () => {
    const settings = { leads: 12, rate: 200, downMs: 300, timeoutMs: 20_000, retry: { baseMs: 50, maxMs: 200 } };
    const up = await runWebhookBench("up", settings);
    expect(up).toMatchObject({ leads: 12, delivered: 12, verified: 12, refusedSignatures: 0, repeatedWithOtherId: 0 });
    const down = await runWebhookBench("down", settings);
    expect(down).toMatchObject({ delivered: 12, refusedSignatures: 0, repeatedWithOtherId: 0 });
    // The leads stored while it was down waited for it: at least the outage, from the 6th lead on.
    expect(down.maxMs).toBeGreaterThanOrEqual(250);
    expect(down.p50Ms).toBeLessThanOrEqual(down.maxMs);
  }, 30_000);
});
